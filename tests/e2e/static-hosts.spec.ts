/**
 * The production build works on any static server with its stock
 * configuration: nginx as Debian ships it (`try_files $uri $uri/ =404`),
 * `python3 -m http.server` and the project's own server each answer every
 * sitemap URL, every redirect source and every Markdown twin with its page
 * within two hops. A second build under a sub-path (`BASE_URL`) is crawled
 * the same way through the project's server mounted at that path.
 */
import {readdirSync, readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {hostRedirects, siteRedirects} from '@site/config/redirects';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {ensureSubPathBuild, SUB_PATH_BASE_URL, SUB_PATH_BUILD_DIR} from '@site/harness/site/subPathBuild';
import {nginxRedirects} from '@site/plugins/host-config/serverConfigs';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {type CrawlReport, crawl, crawlExpectations} from '@site/tests/e2e/support/hostCrawl';
import {type RunningServer, startNginx, startPythonHttpServer} from '@site/tests/e2e/support/stockServers';

async function startProjectServer(buildDir: string, mountPath = '/'): Promise<RunningServer> {
  const server: Server = createStaticServer(buildDir, {mountPath});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The build's HTML files, outside its code folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}assets`),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function expectEveryPathAnswered(name: string, report: CrawlReport): void {
  const summary = `${name}: ${report.answered} of ${report.total} paths answered with their page (${report.counts.page} sitemap URLs, ${report.counts.redirect} redirect sources, ${report.counts.twin} twins)`;
  console.log(summary);
  test.info().annotations.push({type: 'crawl', description: summary});
  expect(report.problems, summary).toEqual([]);
}

const rootServers: [string, (buildDir: string) => Promise<RunningServer>][] = [
  ['nginx, stock `try_files $uri $uri/ =404`', startNginx],
  ['python3 -m http.server', startPythonHttpServer],
  ["the project's server", (buildDir) => startProjectServer(buildDir)],
];

for (const [name, start] of rootServers) {
  test(`${name} answers every sitemap URL, redirect source and twin with its page`, async () => {
    test.setTimeout(180_000);
    const expectations = crawlExpectations(BUILD_DIR);
    const server = await start(BUILD_DIR);
    try {
      expectEveryPathAnswered(name, await crawl(server.origin, expectations));
    } finally {
      await server.stop();
    }
  });
}

test('nginx with HOSTING.md’s redirects answers each redirect source with one 301 to its page', async () => {
  const redirects = hostRedirects(siteRedirects);
  const server = await startNginx(BUILD_DIR, nginxRedirects(redirects));
  try {
    const wrong: string[] = [];
    for (const {from, to} of redirects) {
      const response = await fetch(`${server.origin}${from}`, {redirect: 'manual'});
      const location = new URL(response.headers.get('location') ?? '', server.origin).pathname;
      if (response.status !== 301 || location !== to) wrong.push(`${from}: ${response.status} ${location}`);
    }
    expect(wrong).toEqual([]);
    expectEveryPathAnswered('nginx with the redirects', await crawl(server.origin, crawlExpectations(BUILD_DIR)));
  } finally {
    await server.stop();
  }
});

test.describe('under a sub-path', () => {
  test.beforeAll(() => {
    test.setTimeout(600_000);
    ensureSubPathBuild();
  });

  test(`the project's server at ${SUB_PATH_BASE_URL} answers every sitemap URL, redirect source and twin with its page`, async () => {
    test.setTimeout(180_000);
    const expectations = crawlExpectations(SUB_PATH_BUILD_DIR, SUB_PATH_BASE_URL);
    expect(expectations.every(({path}) => path.startsWith(SUB_PATH_BASE_URL))).toBe(true);
    const server = await startProjectServer(SUB_PATH_BUILD_DIR, SUB_PATH_BASE_URL);
    try {
      expectEveryPathAnswered(`the project's server at ${SUB_PATH_BASE_URL}`, await crawl(server.origin, expectations));
    } finally {
      await server.stop();
    }
  });

  test('its pages link, load their code and read their data only under the sub-path', async () => {
    // The built HTML is minified: attribute values may go without quotes.
    const sameSiteUrl = /\s(?:src|href|content|action)=["']?(\/(?!\/)[^"'\s>]*)/g;
    const outside: string[] = [];
    const wanted = new Set<string>();
    for (const file of htmlFiles(SUB_PATH_BUILD_DIR)) {
      for (const [, url] of readFileSync(file, 'utf8').matchAll(sameSiteUrl)) {
        if (!url!.startsWith(SUB_PATH_BASE_URL)) outside.push(`${path.relative(SUB_PATH_BUILD_DIR, file)}: ${url}`);
        else if (/\.(js|css|json|svg|png|woff2)$/.test(url!)) wanted.add(url!);
      }
    }
    expect(outside).toEqual([]);
    const server = await startProjectServer(SUB_PATH_BUILD_DIR, SUB_PATH_BASE_URL);
    try {
      const searchUi = (await (await fetch(`${server.origin}${SUB_PATH_BASE_URL}search-ui.json`)).json()) as {
        files: string[];
      };
      for (const file of searchUi.files) wanted.add(`${SUB_PATH_BASE_URL}${file}`);
      for (const file of ['addresses.json', 'sw.js', 'offline', 'llms.txt', 'search'])
        wanted.add(`${SUB_PATH_BASE_URL}${file}`);
      const failed: string[] = [];
      for (const url of wanted) {
        const response = await fetch(`${server.origin}${url}`, {redirect: 'manual'});
        if (response.status !== 200) failed.push(`${url}: ${response.status}`);
      }
      expect(failed).toEqual([]);
      expect(wanted.size).toBeGreaterThan(20);
    } finally {
      await server.stop();
    }
  });
});
