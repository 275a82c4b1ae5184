/**
 * CPU calibration of the mobile Lighthouse runs. Simulated throttling
 * multiplies the main-thread tasks Lighthouse observed on the host by
 * `cpuSlowdownMultiplier`, so Lighthouse's fixed 4× simulates a phone as fast
 * as a quarter of whatever host the bench lands on. Each run instead measures
 * the host first, with Lighthouse's own CPU benchmark (the `benchmarkIndex` of
 * its reports), and divides by the index of the phone to simulate: the two
 * classes Chrome DevTools' CPU calibration offers, with its scores.
 */

export type DeviceClassId = 'mid' | 'low';

export interface DeviceClass {
  id: DeviceClassId;
  label: string;
  /** A phone of the class, as DevTools names it. */
  example: string;
  /** Lighthouse benchmarkIndex of such a phone. */
  benchmarkIndex: number;
}

export const DEVICE_CLASSES: readonly DeviceClass[] = [
  {id: 'mid', label: 'mid-tier phone', example: 'Pixel 5 class', benchmarkIndex: 1000},
  {id: 'low', label: 'low-tier phone', example: 'Moto G Power 2022 class', benchmarkIndex: 264},
];

export interface Calibration {
  /** Passed to Lighthouse as `--throttling.cpuSlowdownMultiplier`. */
  multiplier: number;
  /**
   * The host is slower than the phone: the multiplier stays at 1 and the run
   * simulates the host itself, a slower device than the class (its figures
   * are then pessimistic for the class, never flattering).
   */
  hostSlowerThanDevice: boolean;
}

/**
 * host index / device index, to two decimals (far finer than the benchmark's
 * own run-to-run spread), never below 1. Below 1 would ask the simulation to
 * run the observed tasks faster than the host ran them: Lighthouse's
 * throttling guide only ever lowers the multiplier towards 1× on a weak host
 * (its calibration table starts at 1×, "no throttling"), DevTools' calibration
 * answers "Device is not powerful enough" instead of a rate below 1, and the
 * DevTools protocol's CPU throttling rate is a slowdown factor where 1 is none.
 */
export function calibrate(hostIndex: number, device: Pick<DeviceClass, 'benchmarkIndex'>): Calibration {
  if (!(Number.isFinite(hostIndex) && hostIndex > 0))
    throw new Error(`The host's benchmarkIndex must be a positive number, not ${hostIndex}`);
  const ratio = Math.round((hostIndex / device.benchmarkIndex) * 100) / 100;
  return {multiplier: Math.max(1, ratio), hostSlowerThanDevice: ratio < 1};
}

/** A run whose host speed moved by more than this share between its start and end ran on a busy host. */
export const HOST_DRIFT_LIMIT = 0.2;

export interface HostCheck {
  /** |end − start| / start. */
  drift: number;
  busy: boolean;
}

export function checkHost(startIndex: number, endIndex: number): HostCheck {
  const drift = Math.abs(endIndex - startIndex) / startIndex;
  // A measurement that failed (NaN) cannot vouch for the run.
  return {drift, busy: !(drift <= HOST_DRIFT_LIMIT)};
}

/** A mobile run not counted: the host's speed moved too much while it ran. */
export interface BusyRun {
  site: string;
  page: string;
  device: DeviceClassId;
  startIndex: number;
  endIndex: number;
  drift: number;
  multiplier: number;
}

/** Ids of the calibrated mobile figures, also read by the report's per-page series table. */
export const seriesFigureId = (
  figure: 'performance' | 'lcp' | 'tbt' | 'host-index' | 'multiplier',
  device: DeviceClassId,
  path: string,
) => `lh-${device}-${figure}:${path}`;
