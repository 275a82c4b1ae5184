/**
 * Algolia's `facetFilters` on local records: the outer list is AND, an inner
 * list is OR, `attribute:-value` negates. Attributes are read from the record
 * (dotted paths allowed), so a filter on an attribute a record lacks matches
 * nothing, as in Algolia.
 */
import type {FacetFilters, SearchRecord} from './types';

interface FacetTest {
  attribute: string;
  value: string;
  negated: boolean;
}

export type RecordFilter = (record: SearchRecord) => boolean;

export function readAttribute(record: SearchRecord, attribute: string): string | null {
  let current: unknown = record;
  for (const key of attribute.split('.')) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' || typeof current === 'number' ? String(current) : null;
}

function parseTest(filter: string): FacetTest | null {
  const separator = filter.indexOf(':');
  if (separator <= 0) return null;
  const attribute = filter.slice(0, separator).trim();
  const raw = filter.slice(separator + 1);
  if (raw.startsWith('-')) return {attribute, value: raw.slice(1), negated: true};
  return {attribute, value: raw.startsWith('\\-') ? raw.slice(1) : raw, negated: false};
}

function passes(record: SearchRecord, test: FacetTest): boolean {
  return (readAttribute(record, test.attribute) === test.value) !== test.negated;
}

export function compileFacetFilters(filters: FacetFilters | undefined): RecordFilter {
  if (filters === undefined || filters.length === 0) return () => true;
  const entries = typeof filters === 'string' ? [filters] : filters;
  const groups = entries
    .map((entry) => (typeof entry === 'string' ? [entry] : [...entry]))
    .map((group) => group.map(parseTest).filter((test): test is FacetTest => test !== null))
    .filter((group) => group.length > 0);
  return (record) => groups.every((group) => group.some((test) => passes(record, test)));
}

/** Facet counts from records, each standing for `count` matching records that share its attributes. */
export function countFacets(
  records: Iterable<[SearchRecord, number]>,
  attributes: string[],
): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) counts[attribute] = {};
  for (const [record, count] of records) {
    for (const attribute of attributes) {
      const value = readAttribute(record, attribute);
      if (value === null) continue;
      const perValue = counts[attribute]!;
      perValue[value] = (perValue[value] ?? 0) + count;
    }
  }
  return counts;
}
