/**
 * The route-change progress bar follows the spec (section 9): minimum 0.08,
 * trickle 0.02 every 800 ms, each step animated over 200 ms. The stand-in
 * runs here against a minimal DOM.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

interface FakeElement {
  id: string;
  className: string;
  innerHTML: string;
  style: Record<string, string>;
  children: FakeElement[];
  removed: boolean;
  setAttribute: (name: string, value: string) => void;
  append: (...children: FakeElement[]) => void;
  remove: () => void;
}

function fakeElement(): FakeElement {
  const element: FakeElement = {
    id: '',
    className: '',
    innerHTML: '',
    style: {},
    children: [],
    removed: false,
    setAttribute: () => undefined,
    append: (...children) => element.children.push(...children),
    remove: () => {
      element.removed = true;
    },
  };
  return element;
}

let body: FakeElement;

beforeEach(() => {
  vi.useFakeTimers();
  body = fakeElement();
  vi.stubGlobal('document', {createElement: fakeElement, body});
  vi.stubGlobal('window', globalThis);
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const position = (transform: string | undefined) =>
  1 + Number(/translate3d\((-?[\d.]+)%/.exec(transform ?? '')?.[1]) / 100;

describe('progress bar stand-in', () => {
  it('starts at the minimum and trickles 0.02 every 800 ms, each step animated over 200 ms', async () => {
    const {default: bar, PROGRESS} = await import('@site/plugins/internals/nprogress/progressBar');
    expect(PROGRESS).toMatchObject({minimum: 0.08, trickleRate: 0.02, trickleSpeedMs: 800, speedMs: 200});
    bar.start();
    const [container] = body.children;
    const inner = container!.children[0]!;
    expect(container!.id).toBe('nprogress');
    expect(inner.style.transition).toBe('transform 200ms ease');
    expect(position(inner.style.transform)).toBeCloseTo(0.08, 6);
    vi.advanceTimersByTime(799);
    expect(bar.status()).toBeCloseTo(0.08, 6);
    vi.advanceTimersByTime(1);
    expect(bar.status()).toBeCloseTo(0.1, 6);
    vi.advanceTimersByTime(800 * 4);
    expect(bar.status()).toBeCloseTo(0.18, 6);
    expect(position(inner.style.transform)).toBeCloseTo(0.18, 6);
  });

  it('never passes 0.994 while the page loads, then fills and fades out', async () => {
    const {default: bar} = await import('@site/plugins/internals/nprogress/progressBar');
    bar.start();
    vi.advanceTimersByTime(800 * 100);
    expect(bar.status()).toBeCloseTo(0.994, 6);
    const [container] = body.children;
    bar.done();
    expect(position(container!.children[0]!.style.transform)).toBe(1);
    expect(bar.status()).toBe(0);
    vi.advanceTimersByTime(400);
    expect(container!.style.opacity).toBe('0');
    expect(container!.removed).toBe(true);
  });
});
