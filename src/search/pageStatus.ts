/**
 * How current a page is, for ranking: current pages rank above pages of an
 * older product generation, a retired product or the record of a past
 * decision (legacy), which rank above old copies of a contract release
 * (deprecated). All stay findable; the status only breaks ties between
 * equally good matches. Pages of one family (the old releases of one
 * contract, a numbered series of records such as one page per YIP) take at
 * most two of the first places while other pages match (see the engine);
 * old releases carry their version in the title a hit shows.
 */

export const PAGE_STATUS = {deprecated: 0, legacy: 1, current: 2} as const;
export type PageStatusName = keyof typeof PAGE_STATUS;
export type PageStatus = (typeof PAGE_STATUS)[PageStatusName];

export interface PageStatusRule {
  /** Tested against the page's path. */
  pattern: RegExp;
  status: Exclude<PageStatusName, 'current'>;
}

export interface PageClass {
  status: PageStatus;
  /** Release of an old copy (`0.3.1`), or null. */
  version: string | null;
  /** Key shared by the pages of one family: the old copies of one page, or a numbered series; '' for none. */
  family: string;
}

/** A path segment naming a release: `version-0.3.1`. */
const VERSION_SEGMENT = /^version-(\d+(?:\.\d+)*)$/i;
/** A last path segment naming one record of a numbered series: `yip-62`. */
const NUMBERED_SEGMENT = /^(.*\D)-\d+$/;

/**
 * Classifies a page by its path and whether it opens with a legacy notice.
 * A page under a release folder is an old copy: its family is its path
 * without the release segment (and without segments the path repeats), so
 * `…/V2/version-0.3.1/vault` and `…/V2/version-0.4.3/smart-contracts/vault`
 * are one family. Pages whose last segment is a name and a number
 * (`…/yips/yip-62`, `…/yips/yip-84`) are one numbered series: one family.
 */
export function classifyPage(path: string, rules: readonly PageStatusRule[], hasLegacyNotice: boolean): PageClass {
  const segments = path.split('/').filter(Boolean);
  const versionSegment = segments.find((segment) => VERSION_SEGMENT.test(segment));
  const version = versionSegment ? VERSION_SEGMENT.exec(versionSegment)![1]! : null;
  let family = '';
  if (version !== null) {
    const kept: string[] = [];
    for (const segment of segments) {
      const lower = segment.toLowerCase();
      if (segment !== versionSegment && !kept.includes(lower)) kept.push(lower);
    }
    family = `/${kept.join('/')}`;
  } else if (segments.length > 0 && NUMBERED_SEGMENT.test(segments[segments.length - 1]!)) {
    const name = NUMBERED_SEGMENT.exec(segments[segments.length - 1]!)![1]!;
    family = `/${[...segments.slice(0, -1), `${name}-#`].join('/').toLowerCase()}`;
  }
  const rule = rules.find((candidate) => candidate.pattern.test(path));
  const named: PageStatusName = rule?.status ?? (hasLegacyNotice ? 'legacy' : 'current');
  return {status: PAGE_STATUS[named], version, family};
}

/** The title a hit shows for an old copy: `Vault (0.3.1, deprecated)`. */
export function versionedTitle(title: string, pageClass: PageClass): string {
  if (pageClass.version === null) return title;
  const label = pageClass.status === PAGE_STATUS.deprecated ? `${pageClass.version}, deprecated` : pageClass.version;
  return `${title} (${label})`;
}
