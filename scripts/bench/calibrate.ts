/**
 * The bench's calibration step on its own, to check it on a machine before a
 * full bench. `--dry-run` only measures the host and prints the CPU slowdown
 * each phone class would get; with URLs, each is run once per class (or
 * `--runs=N` times) as the bench runs it, and the host check is printed.
 *
 * Usage: npx tsx scripts/bench/calibrate.ts --dry-run
 *        npx tsx scripts/bench/calibrate.ts [--runs=N] [--devices=mid,low] <url> …
 */

import {runCalibrated} from './calibratedRun';
import {calibrate, DEVICE_CLASSES} from './calibration';
import {HostBenchmark} from './hostIndex';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const deviceIds = args.find((arg) => arg.startsWith('--devices='))?.slice('--devices='.length);
const devices = deviceIds
  ? DEVICE_CLASSES.filter((device) => deviceIds.split(',').includes(device.id))
  : DEVICE_CLASSES;
const urls = args.filter((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  if (!dryRun && urls.length === 0) {
    console.error('usage: npx tsx scripts/bench/calibrate.ts --dry-run | [--runs=N] [--devices=mid,low] <url> …');
    process.exit(2);
  }
  const host = await HostBenchmark.open();
  try {
    if (dryRun) {
      const index = await host.measure();
      console.log(`host benchmarkIndex ${Math.round(index)}`);
      for (const device of devices) {
        const {multiplier, hostSlowerThanDevice} = calibrate(index, device);
        console.log(
          `${device.label} (${device.benchmarkIndex}): --throttling.cpuSlowdownMultiplier=${multiplier}${hostSlowerThanDevice ? ' (the host is slower than the class: simulated at its own speed)' : ''}`,
        );
      }
      return;
    }
    for (let run = 1; run <= runs; run += 1)
      for (const url of urls)
        for (const device of devices) {
          const result = await runCalibrated(host, url, device);
          const {sample} = result;
          console.log(
            [
              `${device.label} ${url} (run ${run}/${runs}):`,
              `host index ${Math.round(result.startIndex)} before, ${Math.round(sample.benchmarkIndex)} in Lighthouse, ${Math.round(result.endIndex)} after (moved ${(result.check.drift * 100).toFixed(0)} %: ${result.check.busy ? 'BUSY HOST, not valid' : 'valid'});`,
              `slowdown ${result.calibration.multiplier}× (Lighthouse applied ${sample.cpuSlowdownMultiplier}×);`,
              `performance ${sample.scores.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms`,
            ].join(' '),
          );
        }
  } finally {
    await host.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
