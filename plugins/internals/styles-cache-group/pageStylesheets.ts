/**
 * Stylesheets of components that only a few pages render: each becomes its
 * own file instead of joining the one stylesheet every page loads. The pages whose HTML uses it link it
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

const groupOf = (name: string) => `page-${name}`;

/** The bundler's cache group of a page stylesheet, or undefined for any other module. */
export function pageStylesheetGroupOf(resource: string): string | undefined {
  const sheet = PATTERNS.find(({patterns}) => patterns.some((pattern) => pattern.test(resource)));
  return sheet && groupOf(sheet.name);
}

export function isPageStylesheet(resource: string): boolean {
  return pageStylesheetGroupOf(resource) !== undefined;
}

/** Every page stylesheet group, for the build to check that each made a file. */
export const PAGE_STYLESHEET_GROUPS: readonly string[] = PAGE_STYLESHEETS.map(({name}) => groupOf(name));
