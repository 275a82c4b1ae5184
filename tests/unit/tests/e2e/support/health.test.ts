import {
  type Allowance,
  failedLoadOf,
  type HealthRecord,
  healthProblems,
  UNHEALTHY,
  unhealthyMessage,
} from '@site/tests/e2e/support/health';
import {describe, expect, it} from 'vitest';

const record = (over: Partial<HealthRecord> = {}): HealthRecord => ({
  consoleErrors: [],
  pageErrors: [],
  failedRequests: [],
  ...over,
});
const allow = (pattern: RegExp, reason = 'on purpose'): Allowance => ({pattern, reason, used: false});

describe('the page-health verdict of the end-to-end fixture', () => {
  it('passes a page with no errors, even with failed requests (a refused request is a test’s own doing)', () => {
    expect(healthProblems(record(), [])).toBe('');
    expect(healthProblems(record({failedRequests: ['http://127.0.0.1/x.js 404']}), [])).toBe('');
    expect(unhealthyMessage(record(), [])).toBe('');
  });

  it('names every page error and console error, page errors first', () => {
    const problems = healthProblems(
      record({consoleErrors: ['logged [http://127.0.0.1:4173/a.js]'], pageErrors: ['Error: thrown']}),
      [],
    );
    expect(problems).toBe('page error: Error: thrown\nconsole error: logged [http://127.0.0.1:4173/a.js]');
  });

  it('lets an allowed error through and marks its allowance used', () => {
    const allowance = allow(/^expected/);
    expect(healthProblems(record({consoleErrors: ['expected one', 'expected two']}), [allowance])).toBe('');
    expect(allowance.used).toBe(true);
  });

  it('fails on an allowance nothing matched, naming its pattern and reason', () => {
    expect(healthProblems(record(), [allow(/never/, 'stale')])).toBe('allowed error never seen: /never/ (stale)');
  });

  it('lists the failed requests after the problems, as their likely cause', () => {
    const problems = healthProblems(
      record({consoleErrors: ['boom'], failedRequests: ['http://127.0.0.1/a.js 500', 'http://127.0.0.1/b.css 404']}),
      [],
    );
    expect(problems).toBe(
      'console error: boom\nfailed requests:\n  http://127.0.0.1/a.js 500\n  http://127.0.0.1/b.css 404',
    );
  });

  it('allows only what matches: an error beside an allowed one still fails', () => {
    expect(healthProblems(record({pageErrors: ['Error: allowed', 'Error: other']}), [allow(/allowed/)])).toBe(
      'page error: Error: other',
    );
  });

  it('heads the failure message with one line, the problems below it', () => {
    expect(unhealthyMessage(record({pageErrors: ['Error: x']}), [])).toBe(`${UNHEALTHY}\npage error: Error: x`);
  });
});

describe('failedLoadOf', () => {
  const line = (url: string) => `Failed to load resource: net::ERR_CONNECTION_REFUSED [${url}]`;

  it('matches Chromium’s console line for a URL or any URL under it', () => {
    expect(failedLoadOf('http://127.0.0.1:8545').test(line('http://127.0.0.1:8545/'))).toBe(true);
    expect(failedLoadOf('https://api.example/').test(line('https://api.example/v1?x=1'))).toBe(true);
  });

  it('takes the URL literally: its dots and question marks match only themselves', () => {
    expect(failedLoadOf('https://a.b/').test(line('https://aXb/'))).toBe(false);
    expect(failedLoadOf('https://a.b/x?y').test(line('https://a.b/xy'))).toBe(false);
  });

  it('does not match another host', () => {
    expect(failedLoadOf('https://one.example/').test(line('https://two.example/'))).toBe(false);
  });
});
