/** The page types every per-page figure is measured on. */
export interface BenchPage {
  label: string;
  path: string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {label: 'home', path: '/'},
  {label: 'user guide', path: '/getting-started/guides/using-yearn-v3'},
  {label: 'address page', path: '/developers/addresses/v3-contracts'},
  {label: 'contract reference', path: '/developers/smart-contracts/V3/VaultV3'},
  {label: 'veYFI calculator', path: '/contributing/governance/veyfi-calculator'},
  {label: 'search page', path: '/search'},
];

/** The doc page the search figures start from: a plain guide a reader might search from. */
export const SEARCH_START_PAGE = '/getting-started/guides/using-yearn-v3';
