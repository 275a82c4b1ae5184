/**
 * The site's configuration with the navbar search bar replaced by nothing,
 * for the bench only: comparing a page's first load in this build with the
 * real one gives exactly the bytes the search bar costs pages that never
 * open it. The /search page and the index are left as they are.
 */
import path from 'node:path';
import type {Config, Plugin} from '@docusaurus/types';
import config from '../../docusaurus.config';

function noSearchBar(): Plugin {
  return {
    name: 'bench-no-search-bar',
    configureWebpack: () => ({resolve: {alias: {'@theme/SearchBar': path.resolve('scripts/bench/NullSearchBar.tsx')}}}),
  };
}

export default {...config, plugins: [...(config.plugins ?? []), noSearchBar]} satisfies Config;
