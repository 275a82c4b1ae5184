/**
 * Cold results and keystroke p95 of two served copies, measured as
 * scripts/bench/searchTiming.ts measures the site's own: fresh context, the
 * modal opened and typed into. Runs alternate between the engines (which
 * goes first swaps each run), so a change in the machine's load falls on
 * both alike; the figures are medians with their spread.
 */
import type {Browser} from '@playwright/test';
import {THROTTLED} from '../measureInBrowser';
import {measureSearch} from '../searchTiming';
import {type Summary, summarize} from '../stats';

export interface EngineTimings {
  coldResultsMs: Summary;
  keystrokeP95Ms: Summary;
  coldResultsThrottledMs: Summary;
  keystrokeP95ThrottledMs: Summary;
}

interface Samples {
  cold: number[];
  keystroke: number[];
}

function noSamples(): Samples {
  return {cold: [], keystroke: []};
}

function summaries(normal: Samples, throttled: Samples): EngineTimings {
  return {
    coldResultsMs: summarize(normal.cold),
    keystrokeP95Ms: summarize(normal.keystroke),
    coldResultsThrottledMs: summarize(throttled.cold),
    keystrokeP95ThrottledMs: summarize(throttled.keystroke),
  };
}

/** Timings of each origin, keyed as given, over `runs` alternating runs at normal and throttled CPU. */
export async function timeEngines<Name extends string>(
  browser: Browser,
  origins: Record<Name, string>,
  runs: number,
): Promise<Record<Name, EngineTimings>> {
  const names = Object.keys(origins) as Name[];
  const samples = new Map(names.map((name) => [name, {normal: noSamples(), throttled: noSamples()}]));
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? names : [...names].reverse();
    for (const cpuThrottling of [1, THROTTLED]) {
      for (const name of order) {
        const sample = await measureSearch(browser, origins[name], {cpuThrottling});
        if (sample.externalRequests.length > 0)
          throw new Error(`${name} requested other hosts: ${sample.externalRequests.join(', ')}`);
        const into = samples.get(name)![cpuThrottling === 1 ? 'normal' : 'throttled'];
        into.cold.push(sample.coldResultsMs);
        into.keystroke.push(sample.keystrokeP95Ms);
      }
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, summaries(samples.get(name)!.normal, samples.get(name)!.throttled)]),
  ) as Record<Name, EngineTimings>;
}
