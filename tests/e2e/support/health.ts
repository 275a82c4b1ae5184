/**
 * How the test fixture (fixtures.ts) judges a page's health, in plain
 * functions so unit tests can pin the verdict and its message
 * (tests/unit/tests/e2e/support/health.test.ts).
 */

/** What the fixture saw on a test's pages. */
export interface HealthRecord {
  /** Console errors, each as `text [url of the script or resource that logged it]`. */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
  /** Same-origin requests that failed or answered with an error status. */
  failedRequests: string[];
}

export interface Allowance {
  pattern: RegExp;
  reason: string;
  used: boolean;
}

/** The first line of the error that fails an unhealthy test; the problems follow, one a line. */
export const UNHEALTHY = 'The page was not healthy:';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What Chromium logs to the console for a request that failed or answered
 * with an error status, for a URL (or its start): the usual allowance of a
 * test that refuses or breaks a request on purpose.
 */
export function failedLoadOf(url: string): RegExp {
  return new RegExp(`^Failed to load resource: .* \\[${escapeRegExp(url)}`);
}

/**
 * The errors the allow-list does not cover, and the allowances nothing
 * matched, as one failure message (empty when healthy). Failed requests are
 * listed only with another problem, as its likely cause: a test that refuses
 * a request on purpose allows the console error it causes.
 */
export function healthProblems(health: HealthRecord, allowances: Allowance[]): string {
  const unexpected = (kind: string, errors: string[]) =>
    errors
      .filter((error) => {
        const allowance = allowances.find(({pattern}) => pattern.test(error));
        if (allowance) allowance.used = true;
        return !allowance;
      })
      .map((error) => `${kind}: ${error}`);
  const problems = [
    ...unexpected('page error', health.pageErrors),
    ...unexpected('console error', health.consoleErrors),
  ];
  const unused = allowances
    .filter(({used}) => !used)
    .map(({pattern, reason}) => `allowed error never seen: ${pattern} (${reason})`);
  if (problems.length === 0 && unused.length === 0) return '';
  const failed = health.failedRequests.length > 0 ? [`failed requests:\n  ${health.failedRequests.join('\n  ')}`] : [];
  return [...problems, ...unused, ...failed].join('\n');
}

/** The message a test fails with when its pages were not healthy, or '' when they were. */
export function unhealthyMessage(health: HealthRecord, allowances: Allowance[]): string {
  const problems = healthProblems(health, allowances);
  return problems ? `${UNHEALTHY}\n${problems}` : '';
}
