/**
 * Lighthouse figures: every page once per repetition, as two calibrated
 * mobile series (a mid-tier and a low-tier phone, scripts/bench/calibration.ts)
 * and the desktop preset. With a second site (the previous commit's build),
 * both sites are measured in the same repetition, taking turns run by run, so
 * that the host's load falls on both alike.
 */
import {type Budget, budgets} from '../../config/budgets';
import {type CalibratedRun, runCalibrated} from './calibratedRun';
import {type BusyRun, DEVICE_CLASSES, type DeviceClass, type DeviceClassId, seriesFigureId} from './calibration';
import type {FigureLog} from './figureLog';
import type {HostBenchmark} from './hostIndex';
import {runLighthouse} from './lighthouse';
import {BENCH_PAGES, type BenchPage} from './pages';

export interface MeasuredSite {
  /** e.g. "this build", "previous commit 34d0fe7". */
  label: string;
  origin: string;
  log: FigureLog;
}

export interface LighthouseFindings {
  /** Audits that cost points outside performance, by page path (first site only). */
  failedAudits: Map<string, Set<string>>;
  externalRequests: string[];
  busyRuns: BusyRun[];
  /** Mobile runs started, busy ones included. */
  mobileAttempts: number;
}

export interface LighthouseOptions {
  runs: number;
  /** Further attempts at a mobile run after a busy one, before the bench gives up on that sample. */
  busyRetries: number;
  pages?: readonly BenchPage[];
  devices?: readonly DeviceClass[];
  /** Desktop preset runs, for the first site only. */
  desktop?: boolean;
}

const SERIES_BUDGETS: Record<DeviceClassId, {performance?: Budget; lcp: Budget; tbt: Budget}> = {
  mid: {performance: budgets.lighthouseMidTierPerformance, lcp: budgets.lcpMidTierMs, tbt: budgets.tbtMidTierMs},
  low: {lcp: budgets.lcpLowTierMs, tbt: budgets.tbtLowTierMs},
};

function recordMobile(log: FigureLog, page: BenchPage, run: CalibratedRun): void {
  const {device, sample, calibration, startIndex} = run;
  const base = {section: 'Lighthouse', command: 'lighthouse-mobile'} as const;
  const at = `${page.label} (${page.path})`;
  const on = `${device.label}, ${at}`;
  const series = SERIES_BUDGETS[device.id];
  log.record(
    {
      ...base,
      id: seriesFigureId('host-index', device.id, page.path),
      label: `Host benchmarkIndex before the run, ${on}`,
      unit: 'count',
    },
    startIndex,
  );
  log.record(
    {
      ...base,
      id: `lh-${device.id}-lighthouse-index:${page.path}`,
      label: `Host benchmarkIndex Lighthouse measured as its run started (Chromium starting beside it), ${on}`,
      unit: 'count',
    },
    sample.benchmarkIndex,
  );
  log.record(
    {...base, id: seriesFigureId('multiplier', device.id, page.path), label: `CPU slowdown, ${on}`, unit: 'multiplier'},
    calibration.multiplier,
  );
  log.record(
    {
      ...base,
      id: seriesFigureId('performance', device.id, page.path),
      label: `Performance, ${on}`,
      unit: 'score',
      budget: series.performance,
    },
    sample.scores.performance,
  );
  log.record(
    {...base, id: seriesFigureId('lcp', device.id, page.path), label: `LCP, ${on}`, unit: 'ms', budget: series.lcp},
    sample.lcpMs,
  );
  log.record(
    {...base, id: seriesFigureId('tbt', device.id, page.path), label: `TBT, ${on}`, unit: 'ms', budget: series.tbt},
    sample.tbtMs,
  );
  if (device.id !== 'mid') return;
  // Layout shift and the other categories do not depend on the CPU: one series is enough.
  log.record(
    {...base, id: `lh-cls:${page.path}`, label: `Mobile CLS, ${at}`, unit: 'shift', budget: budgets.cls},
    sample.cls,
  );
  for (const [category, name] of [
    ['accessibility', 'Accessibility'],
    ['best-practices', 'Best practices'],
    ['seo', 'SEO'],
  ] as const)
    log.record(
      {
        ...base,
        id: `lh-${category}:${page.path}`,
        label: `${name}, ${at}`,
        unit: 'score',
        budget: budgets.lighthouseOtherCategories,
      },
      sample.scores[category],
    );
}

export async function measureLighthouse(
  sites: readonly MeasuredSite[],
  host: HostBenchmark,
  {runs, busyRetries, pages = BENCH_PAGES, devices = DEVICE_CLASSES, desktop = true}: LighthouseOptions,
): Promise<LighthouseFindings> {
  const findings: LighthouseFindings = {failedAudits: new Map(), externalRequests: [], busyRuns: [], mobileAttempts: 0};
  const [first] = sites;
  for (let run = 1; run <= runs; run += 1) {
    // Every other repetition the other site goes first, so neither always follows the same one.
    const order = run % 2 ? sites : [...sites].reverse();
    for (const page of pages) {
      for (const device of devices)
        for (const site of order) {
          for (let attempt = 0; attempt <= busyRetries; attempt += 1) {
            console.log(`[bench] lighthouse ${run}/${runs} ${device.label} ${site.label} ${page.path}`);
            findings.mobileAttempts += 1;
            const result = await runCalibrated(host, `${site.origin}${page.path}`, device);
            findings.externalRequests.push(...result.sample.externalRequests);
            if (result.check.busy) {
              console.log(
                `[bench] busy host: benchmarkIndex ${Math.round(result.startIndex)} -> ${Math.round(result.endIndex)}, run not counted`,
              );
              findings.busyRuns.push({
                site: site.label,
                page: page.path,
                device: device.id,
                startIndex: result.startIndex,
                endIndex: result.endIndex,
                drift: result.check.drift,
                multiplier: result.calibration.multiplier,
              });
              continue;
            }
            if (site === first) {
              const audits = findings.failedAudits.get(page.path) ?? new Set<string>();
              for (const audit of result.sample.failedAudits) audits.add(audit);
              findings.failedAudits.set(page.path, audits);
            }
            recordMobile(site.log, page, result);
            break;
          }
        }
      if (!desktop || !first) continue;
      console.log(`[bench] lighthouse ${run}/${runs} desktop ${page.path}`);
      const sample = await runLighthouse(`${first.origin}${page.path}`, 'desktop');
      findings.externalRequests.push(...sample.externalRequests);
      first.log.record(
        {
          section: 'Lighthouse',
          command: 'lighthouse-desktop',
          id: `lh-desktop-performance:${page.path}`,
          label: `Desktop performance, ${page.label} (${page.path})`,
          unit: 'score',
          budget: budgets.lighthouseDesktopPerformance,
        },
        sample.scores.performance,
      );
    }
  }
  return findings;
}
