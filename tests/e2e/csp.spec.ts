/**
 * The Content-Security-Policy the host configuration sends
 * (plugins/host-config, served by the local server from the build's
 * `_headers`) holds and does its job in Chromium: no script source that would
 * let injected code run, `connect-src` exactly the origins the site is
 * configured to read from, and an injected inline script or inline event
 * handler blocked with a `securitypolicyviolation` event (a string evaluated
 * from the test's own page.evaluate is DevTools code, out of the policy's
 * reach, so `'unsafe-eval'` is checked in the header). That every sitemap page loads under this policy with no violation is
 * checked page by page in sitemap-sweep.spec.ts.
 */
import {connectOrigins} from '@site/config/connectOrigins';
import {readSiteEnv} from '@site/config/env';
import {noSearchBarBuildEnv} from '@site/harness/site/noSearchBarBuild';
import {expect, type Page, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {recordViolations, violationsSeen} from '@site/tests/e2e/support/pageSweep';
import {waitForWorkerControl} from '@site/tests/e2e/support/serviceWorker';

const PAGE = '/developers/addresses/v3-contracts';

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function policyOf(page: Page, pathname: string): Promise<Map<string, string[]>> {
  const response = await page.goto(pathname);
  const policy = response?.headers()['content-security-policy'];
  expect(policy, `${pathname} is served with a Content-Security-Policy`).toBeTruthy();
  return directives(policy!);
}

test('scripts run only from the site itself or as the hashed inline scripts of the build', async ({page}) => {
  const policy = await policyOf(page, PAGE);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(
    scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
    scriptSrc.join(' '),
  ).toBe(true);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:'])
    expect(scriptSrc, `script-src allows ${unsafe}`).not.toContain(unsafe);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
});

test('connect-src lists the site itself and exactly the origins it is configured to read from', async ({page}) => {
  // The environment the end-to-end build was made with: RPC_URL points at the local node.
  const configured = connectOrigins(readSiteEnv({...process.env, ...noSearchBarBuildEnv()}));
  expect(configured.length).toBeGreaterThan(0);
  const policy = await policyOf(page, PAGE);
  expect([...(policy.get('connect-src') ?? [])].sort()).toEqual(["'self'", ...configured].sort());
});

test('an injected inline script and inline event handler are blocked and reported', async ({page, health}) => {
  health.allow(/^Executing inline script violates/, 'the test injects an inline script to see it blocked');
  health.allow(/^Executing inline event handler violates/, 'the test injects an event handler to see it blocked');
  await recordViolations(page);
  await page.goto(PAGE);
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const marks = window as unknown as Record<string, boolean>;
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true;';
    document.body.append(script);
    const target = document.createElement('button');
    target.setAttribute('onclick', 'window.__injectedHandlerRan = true;');
    document.body.append(target);
    target.click();
    return {script: marks.__injectedScriptRan === true, handler: marks.__injectedHandlerRan === true};
  });
  expect(ran).toEqual({script: false, handler: false});
  await expect.poll(() => violationsSeen(page)).toEqual(['script-src-elem inline', 'script-src-attr inline']);
});

test.describe('with the service worker on', () => {
  test.use({serviceWorkers: 'allow'});

  test('the worker installs and a page reloaded through it shows no violation', async ({page}) => {
    await recordViolations(page);
    await page.goto(PAGE);
    await hydrated(page);
    expect(await violationsSeen(page)).toEqual([]);
    // Only an activated worker handles the reload's navigation.
    await waitForWorkerControl(page);
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await violationsSeen(page)).toEqual([]);
  });
});
