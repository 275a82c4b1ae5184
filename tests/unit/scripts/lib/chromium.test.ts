import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CHROMIUM_FLAGS as BENCH_FLAGS} from '@site/scripts/bench/chromium';
import {CHROMIUM_FLAGS, chromiumExecutable} from '@site/scripts/lib/chromium';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

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

describe('the Chromium flags', () => {
  it('are the switches of the end-to-end tests and of the bench', async () => {
    const {default: config} = await import('@site/playwright.config');
    expect(config.use?.launchOptions?.args).toEqual([...CHROMIUM_FLAGS]);
    expect(BENCH_FLAGS.filter((flag) => flag !== '--headless=new')).toEqual([...CHROMIUM_FLAGS]);
  });

  it('are written in one module only', () => {
    const files = [
      'playwright.config.ts',
      ...readdirSync(path.join(SITE_ROOT, 'scripts'), {recursive: true}).map(String),
    ]
      .map((file) => (file === 'playwright.config.ts' ? file : path.join('scripts', file)))
      .filter((file) => /\.(ts|mts)$/.test(file));
    const listing = files.filter(
      (file) =>
        file !== path.join('scripts', 'lib', 'chromium.ts') &&
        readFileSync(path.join(SITE_ROOT, file), 'utf8').includes("'--disable-gpu'"),
    );
    expect(listing, 'a second list of Chromium flags: read CHROMIUM_FLAGS from scripts/lib/chromium.ts').toEqual([]);
  });
});
