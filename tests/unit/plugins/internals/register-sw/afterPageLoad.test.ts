import {afterPageLoad} from '@site/plugins/internals/register-sw/afterPageLoad';
import {describe, expect, it, vi} from 'vitest';

describe('afterPageLoad (when the service worker code is fetched)', () => {
  it('waits for the load event while the page is still loading', () => {
    const win = new EventTarget();
    const task = vi.fn();
    afterPageLoad(task, {readyState: 'interactive'}, win as unknown as Window);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page that has already loaded', () => {
    const task = vi.fn();
    afterPageLoad(task, {readyState: 'complete'}, new EventTarget() as unknown as Window);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
