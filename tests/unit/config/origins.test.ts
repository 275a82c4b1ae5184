import {originsOf} from '@site/config/origins';
import {describe, expect, it} from 'vitest';

describe('originsOf', () => {
  it('keeps each origin once and leaves out empty and malformed URLs', () => {
    expect(
      originsOf(['https://a.example/rpc?key=1', '', 'not a url', 'https://a.example/other', 'http://127.0.0.1:8545']),
    ).toEqual(['https://a.example', 'http://127.0.0.1:8545']);
  });
});
