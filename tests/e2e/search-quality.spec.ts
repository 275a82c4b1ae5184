/**
 * Ranking quality, held to its budgets: both judged sets
 * (benchmarks/search/) are asked of the built index through the client the
 * search bar's modal uses (getLocalSearchClient: the lazily loaded backend,
 * fetching the index files over HTTP from the served build), with the
 * modal's request, and read in the order the modal shows its hits. Node
 * only, no browser; deterministic (no timing).
 */
import {expect, test} from '@playwright/test';
import {type BudgetName, budgets, meetsBudget} from '@site/config/budgets';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {builtIndexFolder, evaluateJudgedSets, indexTags, type QualityFigures} from '@site/scripts/bench/searchQuality';
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import {MANIFEST_FILE} from '@site/src/search/shardFormat';

function misses(figures: QualityFigures): string {
  return figures.outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map(
      (outcome) =>
        `${outcome.rank === 0 ? 'miss' : `@${outcome.rank}`} "${outcome.query}" (shown: ${outcome.shown.slice(0, 3).join(', ')})`,
    )
    .join('\n');
}

test('both judged query sets reach their success@1 and success@5 floors through the modal’s client', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const client = getLocalSearchClient(`${origin}/${builtIndexFolder(BUILD_DIR)}/${MANIFEST_FILE}`, () => origin);
  const results = await evaluateJudgedSets(client, indexTags(BUILD_DIR));
  const checks: Array<[BudgetName, number]> = [
    ['searchSuccessAt1Public', results.public.successAt1],
    ['searchSuccessAt5Public', results.public.successAt5],
    ['searchSuccessAt1Own', results.own.successAt1],
    ['searchSuccessAt5Own', results.own.successAt5],
  ];
  expect(results.public.queries, 'public judged set').toBeGreaterThanOrEqual(80);
  expect(results.own.queries, 'own judged set').toBeGreaterThanOrEqual(40);
  const failed = checks.filter(([name, value]) => !meetsBudget(value, budgets[name]));
  expect(
    failed.map(([name, value]) => `${name}: ${(value * 100).toFixed(1)} % (floor ${budgets[name].limit * 100} %)`),
    `Queries not answered first:\npublic\n${misses(results.public)}\nown\n${misses(results.own)}`,
  ).toEqual([]);
});
