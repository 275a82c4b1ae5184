/**
 * Which Chromium the tests, the bench and the diagram renderer drive:
 * CHROMIUM_PATH when set, else a system Chromium or Chrome where one is
 * installed, else Playwright's own browser (`npx playwright install
 * chromium`), which `undefined` selects.
 */
import {existsSync} from 'node:fs';

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
