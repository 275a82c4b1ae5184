/**
 * Chromium (scripts/lib/chromium.ts chooses which) with the flags every
 * measurement uses: headless, and nothing that reaches the network on its
 * own (the machine has none, and a stray background request would also skew
 * timings).
 */
import {type Browser, chromium} from '@playwright/test';
import {CHROMIUM_FLAGS as BROWSER_FLAGS, chromiumExecutable} from '../lib/chromium';
import {LOCAL_ONLY_FLAG} from './offline';

/** The browser binary, also for Lighthouse, which needs a path: Playwright's own browser when no other is installed. */
export const CHROMIUM_PATH = chromiumExecutable() ?? chromium.executablePath();

/** Lighthouse starts Chromium itself, so it is told to run headless; the rest is the project's one list. */
export const CHROMIUM_FLAGS = ['--headless=new', ...BROWSER_FLAGS];

export function launchChromium(): Promise<Browser> {
  // Playwright adds its own headless switch; the rest are ours.
  const args = [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'), LOCAL_ONLY_FLAG];
  return chromium.launch({executablePath: CHROMIUM_PATH, args});
}
