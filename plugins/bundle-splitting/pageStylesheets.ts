/**
 * Stylesheets of components that only a few pages render: each becomes its
 * own file (`assets/css/page-<name>.<hash>.css`) instead of joining the one
 * stylesheet every page loads. The pages whose HTML uses it link it
 * (./linkPageStylesheets.ts); on a client-side navigation the bundler's
 * runtime loads it with the page's code.
 */
const PAGE_STYLESHEETS: ReadonlyArray<{name: string; components: readonly string[]}> = [
  {name: 'home-cards', components: ['components/HomeCards']},
  {name: 'principles', components: ['components/Principles']},
  // Every page with an address table verifies its addresses: one file, one request.
  {name: 'address-table', components: ['components/AddressTable', 'components/AddressVerification']},
  {name: 'address-checker', components: ['components/AddressChecker']},
  {name: 'veyfi-calculator', components: ['components/VeYFICalculator']},
  {name: 'search-page', components: ['theme/SearchPage']},
];

/** A stylesheet directly inside `src/<component>/`. */
const stylesheetOf = (component: string) =>
  new RegExp(`[\\\\/]src[\\\\/]${component.replace('/', '[\\\\/]')}[\\\\/][^\\\\/]+\\.css$`);

const PATTERNS = PAGE_STYLESHEETS.map(({name, components}) => ({name, patterns: components.map(stylesheetOf)}));

/** Chunk names of page stylesheets start with this; so do their files under `assets/css/`. */
export const PAGE_STYLESHEET_PREFIX = 'page-';

/** The chunk a page stylesheet goes to, or undefined for any other module. */
export function pageStylesheetChunkOf(resource: string): string | undefined {
  const sheet = PATTERNS.find(({patterns}) => patterns.some((pattern) => pattern.test(resource)));
  return sheet && `${PAGE_STYLESHEET_PREFIX}${sheet.name}`;
}

export function isPageStylesheet(resource: string): boolean {
  return pageStylesheetChunkOf(resource) !== undefined;
}

/** Every page stylesheet chunk, for the build to check that each was made. */
export const PAGE_STYLESHEET_CHUNKS: readonly string[] = PAGE_STYLESHEETS.map(
  ({name}) => `${PAGE_STYLESHEET_PREFIX}${name}`,
);
