import {describe, expect, it} from 'vitest';
import {chromiumExecutable} from '../../../scripts/lib/chromium';

describe('chromiumExecutable', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(chromiumExecutable({CHROMIUM_PATH: '/opt/chromium/chrome'}, () => true)).toBe('/opt/chromium/chrome');
  });

  it('finds a system browser where one is installed', () => {
    const installed = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(chromiumExecutable({}, (file) => file === installed)).toBe(installed);
    expect(chromiumExecutable({}, (file) => file === '/usr/bin/chromium-browser')).toBe('/usr/bin/chromium-browser');
  });

  it("leaves the choice to Playwright's own browser when there is none", () => {
    expect(chromiumExecutable({CHROMIUM_PATH: ' '}, () => false)).toBeUndefined();
  });
});
