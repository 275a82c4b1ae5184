/**
 * What an engine must reach for the site to answer from it (issue #38): the
 * ranking floors on both judged sets, and the search budgets of
 * config/budgets.ts for bytes, speed and index build time.
 */
import {type Budget, budgets, meetsBudget} from '../../../config/budgets';

export const ADOPTION_TARGETS = {
  successAt1: {limit: 0.9, comparison: '>='},
  successAt5: {limit: 0.98, comparison: '>='},
  firstQueryBytes: budgets.searchFirstQueryBytes,
  coldResultsMs: budgets.searchColdResultsMs,
  coldResultsThrottledMs: budgets.searchColdResultsThrottledMs,
  keystrokeP95Ms: budgets.searchKeystrokeP95Ms,
  indexBuildSeconds: budgets.searchIndexBuildSeconds,
} satisfies Record<string, Budget>;

export type TargetName = keyof typeof ADOPTION_TARGETS;

export function meetsTarget(name: TargetName, value: number): boolean {
  return meetsBudget(value, ADOPTION_TARGETS[name]);
}

export function describeTarget(name: TargetName, format: (value: number) => string): string {
  const {limit, comparison} = ADOPTION_TARGETS[name];
  return `${comparison === '>=' ? '≥' : comparison === '<' ? '<' : '≤'} ${format(limit)}`;
}
