import {calibrate, checkHost, DEVICE_CLASSES} from '@site/scripts/bench/calibration';
import {describe, expect, it} from 'vitest';

// The classes' scores are Chrome DevTools' CPU calibration targets
// (front_end/panels/mobile_throttling/CalibrationController.ts: midScore 1000, lowScore 264).
const mid = {benchmarkIndex: 1000};
const low = {benchmarkIndex: 264};

describe('the CPU slowdown for a phone class', () => {
  it('simulates the classes DevTools calibrates to', () => {
    expect(DEVICE_CLASSES.map((device) => [device.id, device.benchmarkIndex])).toEqual([
      ['mid', 1000],
      ['low', 264],
    ]);
  });

  it('is the host index over the class index', () => {
    // The two hosts of issue 41: the last bench's (about 2,800) and this machine on a slow day (about 1,300).
    expect(calibrate(2800, mid)).toEqual({multiplier: 2.8, hostSlowerThanDevice: false});
    expect(calibrate(1300, mid)).toEqual({multiplier: 1.3, hostSlowerThanDevice: false});
    // 2800 / 264 = 10.606…, 1300 / 264 = 4.924…
    expect(calibrate(2800, low).multiplier).toBe(10.61);
    expect(calibrate(1300, low).multiplier).toBe(4.92);
  });

  it('makes the same simulated device on a fast and on a slow host', () => {
    for (const host of [1100, 1900, 2900]) {
      const {multiplier} = calibrate(host, low);
      expect(Math.abs(host / multiplier - 264)).toBeLessThan(1);
    }
  });

  it('never goes below 1×, and says when the host is slower than the class', () => {
    expect(calibrate(800, mid)).toEqual({multiplier: 1, hostSlowerThanDevice: true});
    expect(calibrate(1000, mid)).toEqual({multiplier: 1, hostSlowerThanDevice: false});
    expect(calibrate(200, low)).toEqual({multiplier: 1, hostSlowerThanDevice: true});
  });

  it('refuses a host index that was not measured', () => {
    expect(() => calibrate(Number.NaN, mid)).toThrow(/benchmarkIndex/);
    expect(() => calibrate(0, mid)).toThrow(/benchmarkIndex/);
  });
});

describe('the busy-host check', () => {
  it('accepts a run whose host index moved by up to 20 %', () => {
    expect(checkHost(1500, 1500)).toEqual({drift: 0, busy: false});
    expect(checkHost(1500, 1800).busy).toBe(false);
    expect(checkHost(1500, 1200).busy).toBe(false);
  });

  it('fails a run whose host index moved by more, either way', () => {
    expect(checkHost(1500, 1801).busy).toBe(true);
    expect(checkHost(1500, 1199).busy).toBe(true);
    expect(checkHost(2800, 1300)).toEqual({drift: 1500 / 2800, busy: true});
  });

  it('fails a run whose end index could not be measured', () => {
    expect(checkHost(1500, Number.NaN).busy).toBe(true);
  });
});
