import {isAllowedOrigin} from '@site/mcp/origin';
import {describe, expect, it} from 'vitest';

const site = 'https://docs.yearn.fi';

describe('isAllowedOrigin (DNS rebinding)', () => {
  it.each([
    [undefined],
    [''],
    ['http://localhost:3000'],
    ['http://127.0.0.1:4204'],
    ['http://[::1]:8080'],
    ['https://docs.yearn.fi'],
  ])('lets %s through', (origin) => expect(isAllowedOrigin(origin, site)).toBe(true));

  it.each([
    ['http://evil.example.com'],
    ['http://evil.example.com:3000'],
    ['http://docs.yearn.fi.evil.example.com'],
    ['http://localhost.evil.example.com'],
    ['null'],
    ['file://'],
    ['http://a.example, http://localhost:3000'],
  ])('refuses %s', (origin) => expect(isAllowedOrigin(origin, site)).toBe(false));
});
