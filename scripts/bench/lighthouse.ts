/**
 * One Lighthouse run through its CLI, against Debian's Chromium, so that the
 * command in BENCHMARKS.md is exactly what ran. Mobile is Lighthouse's
 * default (simulated throttling on an emulated phone), with the CPU slowdown
 * the calibration chose (scripts/bench/calibration.ts); desktop is its
 * desktop preset.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium';
import {runQuietly} from './runQuietly';

export type FormFactor = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseSample {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU speed during the run (higher is
   * faster). Simulated throttling scales the tasks it observed, so TBT moves
   * with it: the figure says how fast the shared machine was.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the report says it simulated (its configSettings), to prove the flag took. */
  cpuSlowdownMultiplier: number;
  /** Audits that cost points outside performance, e.g. `color-contrast`. */
  failedAudits: string[];
  /** Requests to hosts other than the local server (there must be none). */
  externalRequests: string[];
  /**
   * The main-thread tasks of 50 ms or more, at the simulated slowdown, each
   * with what Lighthouse attributes it to: a script's URL, the page's own URL
   * (parsing, style, layout and paint of its HTML) or "Unattributable".
   */
  longTasks: LongTask[];
  /** Main-thread time by kind of work (Lighthouse's groups), ms at the simulated slowdown. */
  mainThreadMs: Record<string, number>;
}

export interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

export interface LighthouseOptions {
  /** `--throttling.cpuSlowdownMultiplier`; Lighthouse's own 4× when left out. */
  cpuSlowdownMultiplier?: number | string;
}

function lighthouseArgs(url: string, formFactor: FormFactor, outputPath: string, options: LighthouseOptions): string[] {
  return [
    'lighthouse',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(options.cpuSlowdownMultiplier === undefined
      ? []
      : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdownMultiplier}`]),
  ];
}

/** The command as a reader would type it. */
export function lighthouseCommand(url: string, formFactor: FormFactor, options: LighthouseOptions = {}): string {
  const args = lighthouseArgs(url, formFactor, 'report.json', options).map((arg) =>
    arg.includes(' ') ? `'${arg}'` : arg,
  );
  return `CHROME_PATH=${CHROMIUM_PATH} npx ${args.join(' ')}`;
}

interface Report {
  runtimeError?: {message: string};
  environment?: {benchmarkIndex?: number};
  configSettings?: {throttling?: {cpuSlowdownMultiplier?: number}};
  categories: Record<Category, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: {items?: {url?: string; startTime?: number; duration?: number; groupLabel?: string}[]};
    }
  >;
}

function readReport(file: string): LighthouseSample {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    report.categories[id].auditRefs
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => ref.id),
  );
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    scores,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdownMultiplier: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    failedAudits,
    externalRequests: requests
      .map((item) => item.url ?? '')
      .filter((url) => /^https?:/.test(url) && new URL(url).hostname !== '127.0.0.1'),
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: item.url ?? 'Unattributable',
      startMs: item.startTime ?? Number.NaN,
      durationMs: item.duration ?? Number.NaN,
    })),
    mainThreadMs: Object.fromEntries(
      (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        item.groupLabel ?? '?',
        item.duration ?? Number.NaN,
      ]),
    ),
  };
}

export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  options: LighthouseOptions = {},
): Promise<LighthouseSample> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await runQuietly('npx', lighthouseArgs(url, formFactor, output, options), {
      env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
      what: `lighthouse ${url}`,
    });
    return readReport(output);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
