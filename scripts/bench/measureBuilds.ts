/**
 * Build figures: each repetition is a cold production build, then the
 * output it left is weighed (total size, its largest parts, the JS every
 * page shares) and its search index step is timed alone; then a cold build
 * without the contract reference pages, whose wall time subtracted from the
 * real build's is what those pages add. Once, a build without the pages of
 * #21 (Yearn's products since mid-2025 and the 64 YIP records): the JS every
 * page shares there, subtracted from the real build's, is what their routes
 * add to every page. The last real build stays for the
 * browser measurements.
 */
import {budgets} from '../../config/budgets';
import {sharedJsBytes} from '../../harness/site/sharedScripts';
import {buildDir, NO_CONTRACT_PAGES_BUILD, NO_RECENT_PAGES_BUILD, REAL_BUILD, runBuild} from './build';
import {directorySize} from './directorySize';
import type {FigureLog} from './figureLog';
import {timeIndexBuild} from './indexBuildTime';

/** The output's largest parts, so a size regression points at its cause. */
export const OUTPUT_PARTS: {id: string; label: string; include: (file: string) => boolean}[] = [
  {id: 'output-search-index', label: 'of which the search index', include: (file) => file.startsWith('search-index.')},
  {id: 'output-js', label: 'of which JS', include: (file) => file.endsWith('.js')},
  {id: 'output-html', label: 'of which HTML', include: (file) => file.endsWith('.html')},
  {
    id: 'output-markdown',
    label: 'of which Markdown twins and llms*.txt',
    include: (file) => /\.md$|^llms.*\.txt$/.test(file),
  },
];

export async function measureBuilds(log: FigureLog, runs: number): Promise<void> {
  const dir = buildDir(REAL_BUILD);
  // Bytes do not vary between builds of one tree: one build without those pages is enough.
  await runBuild(NO_RECENT_PAGES_BUILD);
  const sharedWithoutRecentPages = sharedJsBytes(buildDir(NO_RECENT_PAGES_BUILD));
  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] build ${run}/${runs}`);
    const sample = await runBuild(REAL_BUILD);
    const build = {section: 'Build', command: 'build'} as const;
    log.record(
      {...build, id: 'build-wall', label: 'Production build, wall time', unit: 's', budget: budgets.buildWallSeconds},
      sample.wallSeconds,
    );
    log.record(
      {
        ...build,
        id: 'build-peak-memory',
        label: 'Production build, peak memory (process tree RSS)',
        unit: 'bytes',
        budget: budgets.buildPeakMemoryBytes,
      },
      sample.peakRssBytes,
    );
    log.record(
      {...build, id: 'output-size', label: 'Static output size', unit: 'bytes', budget: budgets.staticOutputBytes},
      directorySize(dir),
    );
    for (const part of OUTPUT_PARTS)
      log.record({...build, id: part.id, label: part.label, unit: 'bytes'}, directorySize(dir, part.include));
    const search = {section: 'Search', command: 'build'} as const;
    log.record(
      {
        ...search,
        id: 'search-index-build',
        label: "Index build time added to the build (the plugin's postBuild step run alone)",
        unit: 's',
        budget: budgets.searchIndexBuildSeconds,
      },
      await timeIndexBuild(dir),
    );
    log.record(
      {
        ...search,
        id: 'search-index-build-logged',
        label: 'Index step as the plugin logs it inside the build (wall, alongside other postBuild hooks)',
        unit: 's',
      },
      sample.indexSeconds,
    );
    const withoutContractPages = await runBuild(NO_CONTRACT_PAGES_BUILD);
    log.record(
      {
        ...build,
        id: 'contract-pages-build',
        label: 'Build time added by the contract reference pages (this build minus one without them)',
        unit: 's',
        budget: budgets.contractPagesBuildSeconds,
      },
      sample.wallSeconds - withoutContractPages.wallSeconds,
    );
    const shared = sharedJsBytes(dir);
    log.record(
      {
        id: 'shared-js',
        section: 'Bytes',
        command: 'shared-js',
        label: 'JS shared by every page (runtime, main, common chunks)',
        unit: 'bytes',
        budget: budgets.sharedJs,
      },
      shared,
    );
    log.record(
      {
        id: 'shared-js-recent-routes',
        section: 'Bytes',
        command: 'shared-js',
        label: "of which the routes of #21's 92 pages, YIP records included (this build minus one without them)",
        unit: 'bytes',
      },
      shared - sharedWithoutRecentPages,
    );
  }
}
