import {chunkErrorMessage} from '@site/src/clientModules/chunkLoadError';
import {describe, expect, it} from 'vitest';

describe('chunkErrorMessage', () => {
  it('recognises failed chunk loads by name or message', () => {
    const named = Object.assign(new Error('Loading chunk 42 failed.'), {name: 'ChunkLoadError'});
    expect(chunkErrorMessage(named)).toBe('Loading chunk 42 failed.');
    expect(chunkErrorMessage(new Error('Loading CSS chunk 7 failed. (/assets/css/7.css)'))).toMatch(/CSS chunk 7/);
  });

  it('ignores every other rejection', () => {
    expect(chunkErrorMessage(new Error('Network request failed'))).toBeNull();
    expect(chunkErrorMessage('Loading chunk 1 failed.')).toBeNull();
    expect(chunkErrorMessage(undefined)).toBeNull();
  });
});
