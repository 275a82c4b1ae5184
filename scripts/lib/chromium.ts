/**
 * Which Chromium the tests, the bench and the diagram renderer drive:
 * CHROMIUM_PATH when set, else a system Chromium or Chrome where one is
 * installed, else Playwright's own browser (`npx playwright install
 * chromium`), which `undefined` selects.
 */
import {existsSync} from 'node:fs';

/**
 * The switches every Chromium the project starts runs with (the end-to-end
 * tests, the bench, the diagram renderer): no sandbox and no GPU, which
 * containers and CI machines lack, and nothing that reaches the network on
 * its own (updates, sync, QUIC probes), which would leave the machine or
 * skew a timing. The one list: playwright.config.ts and scripts/bench/chromium.ts read it.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian, Ubuntu, Fedora, Homebrew casks and the macOS installers put the browser. */
export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function chromiumExecutable(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) return configured;
  return SYSTEM_CHROMIUM_PATHS.find((file) => exists(file));
}
