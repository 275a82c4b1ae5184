/** The page types every per-page figure is measured on: what readers open most, and the heaviest pages. */
export interface BenchPage {
  label: string;
  path: string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {label: 'home', path: '/'},
  {label: 'user guide', path: '/getting-started/guides/using-yearn-v3'},
  {label: 'address page', path: '/developers/addresses/v3-contracts'},
  {label: 'contract reference', path: '/developers/smart-contracts/V3/VaultV3'},
  {label: 'YIP record', path: '/contributing/governance/yips/yip-88'},
  {label: 'stYFI page', path: '/contributing/governance/styfi'},
  {label: 'search page', path: '/search'},
  {label: 'veYFI calculator', path: '/contributing/governance/veyfi-calculator'},
];

/** The doc page the search figures start from: a plain guide a reader might search from. */
export const SEARCH_START_PAGE = '/getting-started/guides/using-yearn-v3';
