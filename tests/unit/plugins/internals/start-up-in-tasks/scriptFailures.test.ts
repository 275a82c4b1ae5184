import {watchChunkScriptFailures} from '@site/plugins/internals/start-up-in-tasks/scriptFailures';
import {chunkErrorMessage} from '@site/src/clientModules/chunkLoadError';
import {describe, expect, it} from 'vitest';

/** A window that hands its capturing error listener to the test, which plays the failed loads. */
function page() {
  let listener: ((event: Event) => void) | undefined;
  const win = {
    addEventListener: (type: string, handler: (event: Event) => void, capture?: boolean) => {
      if (type === 'error' && capture === true) listener = handler;
    },
  } as Pick<Window, 'addEventListener'>;
  const fail = (tagName: string, src: string) => listener?.({target: {tagName, src}} as unknown as Event);
  return {win, fail};
}

describe('watchChunkScriptFailures (page chunks that failed before the route match asked for them)', () => {
  it('knows of none while every script loads', () => {
    const {win} = page();
    expect(watchChunkScriptFailures(win)()).toBeNull();
  });

  it("names the first failed chunk as the bundler's ChunkLoadError, which the load-failure notice shows", () => {
    const {win, fail} = page();
    const failure = watchChunkScriptFailures(win);
    fail('SCRIPT', 'http://127.0.0.1/assets/js/5207.d76f5885.js');
    fail('SCRIPT', 'http://127.0.0.1/assets/js/9165.e3166934.js');
    const error = failure();
    expect(error?.name).toBe('ChunkLoadError');
    expect(error?.message).toBe('Loading chunk 5207 failed.\n(error: http://127.0.0.1/assets/js/5207.d76f5885.js)');
    expect(chunkErrorMessage(error)).toBe(error?.message);
  });

  it('leaves other failed scripts and images alone', () => {
    const {win, fail} = page();
    const failure = watchChunkScriptFailures(win);
    fail('SCRIPT', 'https://example.com/widget.js');
    fail('IMG', 'http://127.0.0.1/assets/js/not-a-script.png');
    expect(failure()).toBeNull();
  });
});
