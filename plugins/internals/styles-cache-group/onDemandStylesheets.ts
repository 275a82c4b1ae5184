/**
 * Stylesheets that only code loaded with `import()` uses, once the reader
 * opens it: the search modal's (DocSearch's and our overrides; the navbar
 * button's styles stay in the site stylesheet), uPlot's chart styles and the
 * contract reference's read panel (opened from a Read control).
 * Nothing the server renders uses them, so they need not be in the one
 * stylesheet the server-rendered page links.
 */
const ON_DEMAND_STYLESHEETS = [
  /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
  /[\\/]src[\\/]theme[\\/]SearchBar[\\/]modal\.css$/,
  /[\\/]uplot[\\/]dist[\\/]uPlot\.min\.css$/,
  /[\\/]src[\\/]components[\\/]ReadPanel[\\/]styles\.module\.css$/,
];

export function isOnDemandStylesheet(resource: string): boolean {
  return ON_DEMAND_STYLESHEETS.some((pattern) => pattern.test(resource));
}
