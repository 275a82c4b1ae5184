import {mapInSlices} from '@site/src/ethereum/mapInSlices';
import {afterEach, describe, expect, it, vi} from 'vitest';

afterEach(() => vi.restoreAllMocks());

/** A clock that moves `step` ms at every read, so each mapped item "takes" that long. */
function steppingClock(step: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
}

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    expect(await mapInSlices([1, 2, 3, 4], (n) => n * 10)).toEqual([10, 20, 30, 40]);
    expect(await mapInSlices([], (n: number) => n)).toEqual([]);
  });

  it('lets other tasks run between slices once a slice has used its time', async () => {
    steppingClock(5);
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await mapInSlices(['a', 'b', 'c', 'd'], (item) => order.push(item), 8);
    // Two clock reads per item cross 8 ms after each one: the other task runs before the second item.
    expect(order.indexOf('other task')).toBeGreaterThan(0);
    expect(order.indexOf('other task')).toBeLessThan(order.indexOf('d'));
    expect(order.filter((x) => x !== 'other task')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('runs a quick map in one go, without waiting for other tasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await mapInSlices(['a', 'b', 'c'], (item) => order.push(item), 1000);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});
