/** What a side-by-side measurement writes into a row: KB saved per measure, TBT medians with their spread. */

import {byteReadings, timingReadings} from '@site/plugins/internals/measuredSaving';
import {describe, expect, it} from 'vitest';

describe('byteReadings', () => {
  it('gives KB before and after, and what the change saves, for shared JS and each page measure', () => {
    const without = {sharedJs: 147_700, pages: [{page: 'user guide', js: 190_000, prefetchedJs: 0, css: 22_200}]};
    const shipped = {sharedJs: 143_800, pages: [{page: 'user guide', js: 186_100, prefetchedJs: 350, css: 19_800}]};
    expect(byteReadings(without, shipped, 'abc1234')).toEqual([
      {measure: 'shared JS', page: null, before: 147.7, after: 143.8, saved: 3.9, commit: 'abc1234'},
      {measure: 'page JS', page: 'user guide', before: 190, after: 186.1, saved: 3.9, commit: 'abc1234'},
      {measure: 'prefetched JS', page: 'user guide', before: 0, after: 0.35, saved: -0.35, commit: 'abc1234'},
      {measure: 'first-load CSS', page: 'user guide', before: 22.2, after: 19.8, saved: 2.4, commit: 'abc1234'},
    ]);
  });
});

describe('timingReadings', () => {
  it('takes medians and the noisier build’s range, and says when the gain is inside it', () => {
    const without = [
      [300, 250, 280, 260, 270, 290, 310],
      [500, 400, 450, 470, 430, 460, 440],
    ];
    const shipped = [
      [120, 110, 100, 130, 115, 125, 105],
      [420, 380, 500, 410, 390, 400, 430],
    ];
    expect(timingReadings('TBT', ['user guide', 'address page'], without, shipped, 'abc1234')).toEqual([
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 280,
        afterMs: 115,
        runs: 7,
        spreadMs: 60,
        withinSpread: false,
        commit: 'abc1234',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 450,
        afterMs: 410,
        runs: 7,
        spreadMs: 120,
        withinSpread: true,
        commit: 'abc1234',
      },
    ]);
  });

  it('names the metric it is given', () => {
    const [reading] = timingReadings('main thread', ['home'], [[900, 910, 905]], [[800, 790, 810]], 'abc1234');
    expect(reading).toMatchObject({
      metric: 'main thread',
      beforeMs: 905,
      afterMs: 800,
      spreadMs: 20,
      withinSpread: false,
    });
  });
});
