/**
 * One calibrated mobile Lighthouse run: the host measured, the CPU slowdown
 * set for the phone class, Lighthouse run, the host measured again. A run
 * whose host speed moved by more than HOST_DRIFT_LIMIT between the two
 * measurements is marked busy: its multiplier no longer describes the
 * machine it ran on.
 */
import {type Calibration, calibrate, checkHost, type DeviceClass, type HostCheck} from './calibration';
import type {HostBenchmark} from './hostIndex';
import {type LighthouseSample, runLighthouse} from './lighthouse';

export interface CalibratedRun {
  device: DeviceClass;
  /** Host benchmarkIndex before the run: the multiplier comes from it. */
  startIndex: number;
  /** Host benchmarkIndex after the run. */
  endIndex: number;
  calibration: Calibration;
  check: HostCheck;
  sample: LighthouseSample;
}

export async function runCalibrated(host: HostBenchmark, url: string, device: DeviceClass): Promise<CalibratedRun> {
  const startIndex = await host.measure();
  const calibration = calibrate(startIndex, device);
  const sample = await runLighthouse(url, 'mobile', {cpuSlowdownMultiplier: calibration.multiplier});
  if (sample.cpuSlowdownMultiplier !== calibration.multiplier)
    throw new Error(
      `Lighthouse simulated a ${sample.cpuSlowdownMultiplier}× CPU slowdown on ${url}, not the ${calibration.multiplier}× it was given`,
    );
  const endIndex = await host.measure();
  return {device, startIndex, endIndex, calibration, check: checkHost(startIndex, endIndex), sample};
}
