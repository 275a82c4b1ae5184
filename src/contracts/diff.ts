/**
 * What changed between two versions of a contract, computed from the
 * catalogue: members added, removed, renamed (same parameters under a new
 * name) or kept with a different signature. Only the external interface
 * counts (ABI functions and events); internal helpers are implementation.
 */
import {familyOf, isDeprecatedKey, previousVersionOf, releasesOf, routeOf} from './keys';
import type {CatalogueEntry, FunctionEntry, Generation} from './types';

export interface MemberSignatures {
  name: string;
  signatures: string[];
}

export interface MemberRename {
  from: string;
  to: string;
  before: string[];
  after: string[];
}

export interface MemberChange {
  name: string;
  before: string[];
  after: string[];
  /** Only parameter names differ: callers and decoders are unaffected. */
  namesOnly: boolean;
}

export interface MemberDiff {
  added: MemberSignatures[];
  removed: MemberSignatures[];
  renamed: MemberRename[];
  changed: MemberChange[];
}

export interface ContractDiff {
  functions: MemberDiff;
  events: MemberDiff;
}

/** A function or an event, as far as comparing them goes. */
interface Member {
  name: string;
  signature: string;
  params: readonly {type: string; indexed?: boolean}[];
  returns?: readonly {type: string}[];
  stateMutability?: string | null;
}

/** Parameter names stripped: two signatures with the same shape encode and decode alike. */
function shapeOf(member: Member): string {
  const params = member.params.map((param) => `${param.type}${param.indexed ? ' indexed' : ''}`).join(',');
  const returns = (member.returns ?? []).map((param) => param.type).join(',');
  return `(${params})${member.stateMutability ?? ''}->(${returns})`;
}

function normalizedName(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

const GENERIC_WORDS = new Set(['set', 'get', 'update', 'is', 'the', 'new', 'add', 'remove']);

/** The meaningful words of a name: `set_governance` and `transferGovernance` share `governance`. */
function nameWords(name: string): Set<string> {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 2 && !GENERIC_WORDS.has(word));
  return new Set(words);
}

function shareAWord(a: string, b: string): boolean {
  const words = nameWords(b);
  return [...nameWords(a)].some((word) => words.has(word));
}

function groupByName<T extends Member>(members: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const member of members) groups.set(member.name, [...(groups.get(member.name) ?? []), member]);
  return groups;
}

function signaturesOf(members: readonly Member[]): string[] {
  return [...new Set(members.map((member) => member.signature))].sort();
}

function groupShape(members: readonly Member[]): string {
  return members.map(shapeOf).sort().join('|');
}

/**
 * Pairs removed and added names that are the same member under a new name:
 * first names equal up to case and underscores (`accept_governance` →
 * `acceptGovernance`), then names that share a word and whose signatures have
 * exactly the same shape, when that shape identifies one removed and one
 * added name only (`set_governance(address)` → `transferGovernance(address)`).
 */
function findRenames(removed: Map<string, Member[]>, added: Map<string, Member[]>): MemberRename[] {
  const renames: MemberRename[] = [];
  const pair = (from: string, to: string) => {
    renames.push({from, to, before: signaturesOf(removed.get(from)!), after: signaturesOf(added.get(to)!)});
    removed.delete(from);
    added.delete(to);
  };
  for (const from of [...removed.keys()]) {
    const to = [...added.keys()].find((name) => normalizedName(name) === normalizedName(from));
    if (to) pair(from, to);
  }
  const shapeCount = (groups: Map<string, Member[]>, shape: string) =>
    [...groups.values()].filter((group) => groupShape(group) === shape).length;
  for (const [from, group] of [...removed]) {
    const shape = groupShape(group);
    if (shapeCount(removed, shape) !== 1 || shapeCount(added, shape) !== 1) continue;
    const to = [...added].find(([, candidate]) => groupShape(candidate) === shape)![0];
    if (shareAWord(from, to)) pair(from, to);
  }
  return renames.sort((a, b) => a.from.localeCompare(b.from));
}

export function diffMembers(before: readonly Member[], after: readonly Member[]): MemberDiff {
  const oldGroups = groupByName(before);
  const newGroups = groupByName(after);
  const removed = new Map([...oldGroups].filter(([name]) => !newGroups.has(name)));
  const added = new Map([...newGroups].filter(([name]) => !oldGroups.has(name)));
  const renamed = findRenames(removed, added);
  const changed: MemberChange[] = [];
  for (const [name, group] of newGroups) {
    const previous = oldGroups.get(name);
    if (!previous) continue;
    const beforeSignatures = signaturesOf(previous);
    const afterSignatures = signaturesOf(group);
    if (beforeSignatures.join('\n') === afterSignatures.join('\n')) continue;
    changed.push({
      name,
      before: beforeSignatures,
      after: afterSignatures,
      namesOnly: groupShape(previous) === groupShape(group),
    });
  }
  const list = (groups: Map<string, Member[]>) =>
    [...groups]
      .map(([name, group]) => ({name, signatures: signaturesOf(group)}))
      .sort((a, b) => a.name.localeCompare(b.name));
  return {
    added: list(added),
    removed: list(removed),
    renamed,
    changed: changed.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function abiFunctions(entry: Pick<CatalogueEntry, 'functions'>): FunctionEntry[] {
  return entry.functions.filter((fn) => fn.inAbi);
}

export function diffEntries(
  before: Pick<CatalogueEntry, 'functions' | 'events'>,
  after: Pick<CatalogueEntry, 'functions' | 'events'>,
): ContractDiff {
  return {
    functions: diffMembers(abiFunctions(before), abiFunctions(after)),
    events: diffMembers(before.events, after.events),
  };
}

export function isEmptyDiff(diff: ContractDiff): boolean {
  return [diff.functions, diff.events].every(
    (members) => members.added.length + members.removed.length + members.renamed.length + members.changed.length === 0,
  );
}

export interface ContractChangeSummary {
  contract: string;
  /** The page of this version. */
  route: string;
  /** Release and page it is compared with. */
  previousVersion: string;
  previousRoute: string;
  diff: ContractDiff;
}

export interface ReleaseChanges {
  generation: Generation;
  version: string;
  previousVersion: string | null;
  deprecated: boolean;
  /** Every contract page of this release. */
  pages: {contract: string; route: string}[];
  /** Contracts with a page in this release but none in the previous one. */
  newPages: {contract: string; route: string}[];
  /**
   * Contracts the previous release documented that this one does not. A page
   * of the previous release that is still current (not deprecated) carries
   * over: a release documenting only new contracts drops nothing.
   */
  droppedPages: string[];
  /** Contracts documented in both releases whose interface changed. */
  changed: ContractChangeSummary[];
  /** Contracts documented in both releases with the same interface. */
  unchanged: string[];
}

/** Release-by-release changes of one generation, oldest first. */
export function releaseChanges(entries: readonly CatalogueEntry[], generation: Generation): ReleaseChanges[] {
  const releases = releasesOf(entries, generation);
  return releases.map((version, index) => {
    const previousVersion = index > 0 ? releases[index - 1]! : null;
    const current = entries.filter((entry) => entry.generation === generation && entry.version === version);
    const previous = entries.filter((entry) => entry.generation === generation && entry.version === previousVersion);
    const previousFamilies = new Set(previous.map(familyOf));
    const currentFamilies = new Set(current.map(familyOf));
    const byContract = (a: {contract: string}, b: {contract: string}) => a.contract.localeCompare(b.contract);
    const changed: ContractChangeSummary[] = [];
    const unchanged: string[] = [];
    for (const entry of [...current].sort(byContract)) {
      const before =
        previousVersion === null ? undefined : previous.find((other) => familyOf(other) === familyOf(entry));
      if (!before) continue;
      const diff = diffEntries(before, entry);
      if (isEmptyDiff(diff)) unchanged.push(entry.contract);
      else
        changed.push({
          contract: entry.contract,
          route: routeOf(entry.key),
          previousVersion: before.version!,
          previousRoute: routeOf(before.key),
          diff,
        });
    }
    return {
      generation,
      version,
      previousVersion,
      deprecated: current.every((entry) => isDeprecatedKey(entry.key)),
      pages: [...current].sort(byContract).map((entry) => ({contract: entry.contract, route: routeOf(entry.key)})),
      newPages:
        previousVersion === null
          ? []
          : current
              .filter((entry) => !previousFamilies.has(familyOf(entry)))
              .sort(byContract)
              .map((entry) => ({contract: entry.contract, route: routeOf(entry.key)})),
      droppedPages: previous
        .filter((entry) => isDeprecatedKey(entry.key) && !currentFamilies.has(familyOf(entry)))
        .map((entry) => entry.contract)
        .sort(),
      changed,
      unchanged,
    };
  });
}

/** The changes of one page against the same contract in the closest earlier release that documents it. */
export function changesSincePrevious(
  entry: CatalogueEntry,
  entries: readonly CatalogueEntry[],
): ContractChangeSummary | undefined {
  const before = previousVersionOf(entry, entries);
  if (!before || before.version === null) return undefined;
  return {
    contract: entry.contract,
    route: routeOf(entry.key),
    previousVersion: before.version,
    previousRoute: routeOf(before.key),
    diff: diffEntries(before, entry),
  };
}
