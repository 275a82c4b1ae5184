/**
 * The docs' MCP server driven by the SDK's own Client against the production
 * build: over stdio (`npm run mcp`, a server process per client) with chain
 * reads on the local anvil nodes of the end-to-end run, and over Streamable
 * HTTP at /mcp on the served build. Facts come from the chain tests'
 * independent address facts, the published-URL list, the judged search sets
 * and the build's own published files, never from the server's code. Also
 * the Origin check, fifty concurrent calls, and the conformance suite's
 * scenarios for a tools-and-resources server. No browser.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test as plainTest} from '@playwright/test';
import {type BudgetName, budgets, meetsBudget} from '@site/config/budgets';
import {addressFacts} from '@site/harness/chain/addressFacts';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {chainBuildEnv} from '@site/harness/site/chainEndpoint';
import {JUDGED_SETS, type JudgedSetName, readJudgedSet} from '@site/scripts/bench/searchQuality';
import {anvilUrls, scenario, test} from '@site/tests/e2e/support/anvilNode';
import {expect} from '@site/tests/e2e/support/fixtures';
import {sitemapPaths} from '@site/tests/e2e/support/sitemap';

const facts = addressFacts();
const ychad = facts.entries['index/ychad']!;
const baseFactory = facts.entries['v3/310-vault-factory@8453']!;
const baseFactoryVersion = facts.identities['v3/310-vault-factory@8453']!.value;
const mainnetFactory = facts.entries['v3/304-vault-factory']!;
const publishedUrls = (
  JSON.parse(readFileSync('tests/e2e/fixtures/published-urls.json', 'utf8')) as {urls: {from: string; to: string}[]}
).urls;
const referenceRoutes = readFileSync('tests/unit/fixtures/contracts/smart-contract-routes.txt', 'utf8')
  .split('\n')
  .filter(Boolean);
const pages = new Set(sitemapPaths().map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));

/**
 * A stdio session: `npm run mcp` as an MCP client configuration starts it,
 * reading the end-to-end nodes (`anvil`, Ethereum's, is up once the fixture is).
 */
async function stdioClient(anvil: {url: string}, env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({name: 'e2e-stdio', version: '1'});
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp', '--', BUILD_DIR],
      env: {...(process.env as Record<string, string>), ...chainBuildEnv(), RPC_URL_1: anvil.url, ...env},
      stderr: 'pipe',
    }),
  );
  return client;
}

async function httpClient(baseURL: string): Promise<Client> {
  const client = new Client({name: 'e2e-http', version: '1'});
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

async function answerOf<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
}

async function errorOf(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, name, args);
  expect(result.isError, `${name} ${JSON.stringify(args)} should fail`).toBe(true);
  return (result.content[0] as {text: string}).text;
}

interface AddressEntry {
  id: string;
  chainId: number;
  address: string;
  status: string;
  ens?: string;
  pageUrl: string;
  check: {rule: string; reads: string[]};
}
interface AbiAnswer {
  contract: string;
  release: string | null;
  version: string | null;
  pageUrl: string;
  abiUrl: string;
  abi: {type: string; name?: string; stateMutability?: string; outputs?: {type: string}[]}[];
}
interface ReadAnswer {
  chain: string;
  chainId: number;
  block: string;
  outputs: {name: string; type: string; value: string}[];
}

const pathOf = (url: string) => new URL(url).pathname;

plainTest('npm run mcp without a build says in one line what to run and exits non-zero', () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'mcp-no-build-'));
  const run = spawnSync('npm', ['run', '--silent', 'mcp', '--', empty], {encoding: 'utf8', timeout: 60_000});
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([
    `No production build in "${empty}": run "npm run build" first (or pass the build folder as the first argument).`,
  ]);
});

test.describe('over stdio, reading the chain on the local nodes', () => {
  test.describe.configure({timeout: 90_000});

  test('each tool answers with the published facts', async ({anvil}) => {
    const client = await stdioClient(anvil);
    try {
      const {hits} = await answerOf<{hits: {url: string}[]}>(client, 'search_docs', {query: 'VaultFactory', limit: 5});
      expect(hits.map((hit) => pathOf(hit.url))).toContain('/developers/smart-contracts/V3/VaultFactory');

      const page = await answerOf<{url: string; title: string; markdown: string}>(client, 'get_page', {
        path: '/developers/addresses',
      });
      expect(pathOf(page.url)).toBe('/developers/addresses');
      expect(page.markdown).toBe(readFileSync(path.join(BUILD_DIR, 'developers/addresses.md'), 'utf8'));

      const {entries} = await answerOf<{entries: AddressEntry[]}>(client, 'find_address', {
        query: 'VaultFactory',
        chain: 'Base',
      });
      expect(entries[0]).toMatchObject({address: baseFactory.address, chainId: 8453, status: 'current'});

      const abi = await answerOf<AbiAnswer>(client, 'get_abi', {contract: 'VaultFactory'});
      expect(abi.abi).toContainEqual(expect.objectContaining({name: 'apiVersion', stateMutability: 'view'}));

      const read = await answerOf<ReadAnswer>(client, 'read_contract', {
        chain: 8453,
        address: baseFactory.address,
        function: 'apiVersion',
      });
      expect(read).toMatchObject({chain: 'Base', chainId: 8453, block: 'latest'});
      expect(read.outputs).toEqual([expect.objectContaining({type: 'string', value: baseFactoryVersion})]);
    } finally {
      await client.close();
    }
  });

  test('read_contract reads at a given block, and says why a read fails', async ({anvil}) => {
    const client = await stdioClient(anvil);
    try {
      const blockNumber = await fetch(anvilUrls[8453], {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: []}),
      }).then(async (response) => BigInt((await response.json()).result as string));
      const pinned = await answerOf<ReadAnswer>(client, 'read_contract', {
        chain: 'base',
        address: baseFactory.address.toLowerCase(),
        function: 'function apiVersion() view returns (string)',
        block: Number(blockNumber),
      });
      expect(pinned.block).toBe(blockNumber.toString());
      expect(pinned.outputs[0]!.value).toBe(baseFactoryVersion);

      // The stand-in answers only the calls the facts name: anything else reverts, as a contract would.
      expect(
        await errorOf(client, 'read_contract', {
          chain: 8453,
          address: baseFactory.address,
          function: 'function name() view returns (string)',
        }),
      ).toMatch(/^The contract reverted the call/);
      expect(
        await errorOf(client, 'read_contract', {
          chain: 8453,
          address: baseFactory.address,
          function: 'deploy_new_vault',
          args: [baseFactory.address, 'Vault', 'yv', ychad.address, '604800'],
        }),
      ).toBe(
        'deploy_new_vault is nonpayable, not view or pure: read_contract calls only view and pure functions, and never signs or sends a transaction.',
      );
      expect(
        await errorOf(client, 'read_contract', {
          chain: 1,
          address: facts.entries[scenario.noCode]!.address,
          function: 'function token() view returns (address)',
        }),
      ).toMatch(/^There is no contract at this address on this chain/);
      expect(
        await errorOf(client, 'read_contract', {chain: 56, address: ychad.address, function: 'apiVersion'}),
      ).toMatch(/^"56" is not a chain this site lists\. Chains: Ethereum \(1\)/);
      expect(
        await errorOf(client, 'read_contract', {
          chain: 1,
          address: ychad.address,
          function: 'apiVersion',
          block: 'soon',
        }),
      ).toMatch(/neither "latest" nor a block number/);
      // Still answering after every failure.
      expect(
        (
          await answerOf<ReadAnswer>(client, 'read_contract', {
            chain: 8453,
            address: baseFactory.address,
            function: 'apiVersion',
          })
        ).outputs[0]!.value,
      ).toBe(baseFactoryVersion);
    } finally {
      await client.close();
    }
  });

  test('read_contract names a node that answers for another chain, and one that is down', async ({anvil}) => {
    // Base's RPC pointed at Ethereum's node; Optimism's at a port where nothing listens.
    const client = await stdioClient(anvil, {RPC_URL_8453: anvil.url, RPC_URL_10: 'http://127.0.0.1:1'});
    try {
      expect(
        await errorOf(client, 'read_contract', {chain: 8453, address: baseFactory.address, function: 'apiVersion'}),
      ).toBe('The RPC configured for Base answers as chain 1.');
      expect(
        await errorOf(client, 'read_contract', {chain: 10, address: baseFactory.address, function: 'apiVersion'}),
      ).toBe('The Optimism node could not be reached. Check your connection and retry.');
      const {chains} = await answerOf<{chains: {chainId: number; rpc: string}[]}>(client, 'list_chains', {});
      expect(chains.map((chain) => chain.chainId).sort((a, b) => a - b)).toEqual(
        [...new Set(Object.values(facts.entries).map((entry) => entry.chain))].sort((a, b) => a - b),
      );
      expect(chains.every((chain) => chain.rpc === 'override')).toBe(true);
    } finally {
      await client.close();
    }
  });
});

plainTest.describe('over Streamable HTTP at /mcp on the served build', () => {
  plainTest.describe.configure({timeout: 120_000});
  let client: Client;
  plainTest.beforeAll(async ({baseURL}) => {
    client = await httpClient(baseURL!);
  });
  plainTest.afterAll(async () => {
    await client.close();
  });

  plainTest('search_docs meets the site’s success floors on both judged query sets', async () => {
    const floors: Record<JudgedSetName, [BudgetName, BudgetName]> = {
      public: ['searchSuccessAt1Public', 'searchSuccessAt5Public'],
      own: ['searchSuccessAt1Own', 'searchSuccessAt5Own'],
    };
    const failed: string[] = [];
    for (const name of Object.keys(JUDGED_SETS) as JudgedSetName[]) {
      const {queries} = readJudgedSet(JUDGED_SETS[name]);
      let first = 0;
      let inFive = 0;
      for (const [query, answers] of queries) {
        const {hits} = await answerOf<{hits: {url: string}[]}>(client, 'search_docs', {query});
        const shown = [...new Set(hits.map((hit) => pathOf(hit.url).replace(/\/$/, '') || '/'))];
        const wanted = answers.map(
          (answer) => new URL(answer, 'http://site.invalid').pathname.replace(/\/$/, '') || '/',
        );
        const rank = shown.findIndex((route) => wanted.includes(route)) + 1;
        if (rank === 1) first += 1;
        if (rank >= 1 && rank <= 5) inFive += 1;
      }
      const [at1, at5] = floors[name];
      for (const [budget, share] of [
        [at1, first / queries.length],
        [at5, inFive / queries.length],
      ] as const)
        if (!meetsBudget(share, budgets[budget])) failed.push(`${budget}: ${(share * 100).toFixed(1)} %`);
    }
    expect(failed).toEqual([]);
  });

  plainTest('get_page answers every published URL with the page that answers it now', async () => {
    const rows = publishedUrls.filter((row) => pages.has(row.to));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const page = await answerOf<{url: string}>(client, 'get_page', {path: row.from});
      expect(pathOf(page.url), row.from).toBe(row.to);
    }
    const overview = await answerOf<{title: string; lastUpdated: string | null; markdown: string}>(client, 'get_page', {
      path: 'https://docs.yearn.fi/developers/v3/overview.md',
    });
    expect(overview.markdown).toBe(readFileSync(path.join(BUILD_DIR, 'developers/v3/overview.md'), 'utf8'));
    expect(overview.title).toBe(/^# (.+)$/m.exec(overview.markdown)![1]);
    expect(overview.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  plainTest('find_address finds the published entries by address in any case, ENS name and name', async () => {
    for (const [id, fact] of Object.entries({
      'index/ychad': ychad,
      'v3/304-vault-factory': mainnetFactory,
      'v3/310-vault-factory@8453': baseFactory,
    })) {
      for (const query of [fact.address.toLowerCase(), `0x${fact.address.slice(2).toUpperCase()}`]) {
        const {entries} = await answerOf<{entries: AddressEntry[]}>(client, 'find_address', {query, chain: fact.chain});
        expect(
          entries.map((entry) => entry.id),
          query,
        ).toContain(id);
        for (const entry of entries) {
          expect(entry.address.toLowerCase()).toBe(fact.address.toLowerCase());
          expect(pages.has(pathOf(entry.pageUrl)), entry.pageUrl).toBe(true);
          expect(entry.check.rule).not.toBe('');
        }
      }
    }
    const byEns = await answerOf<{entries: AddressEntry[]}>(client, 'find_address', {query: ychad.ens!.toUpperCase()});
    expect(byEns.entries[0]).toMatchObject({ens: ychad.ens, check: {rule: 'ENS'}});
    expect(byEns.entries[0]!.address.toLowerCase()).toBe(ychad.address.toLowerCase());
  });

  plainTest('get_abi answers the ABI file the site publishes, in the release asked for', async ({baseURL}) => {
    const current = await answerOf<AbiAnswer>(client, 'get_abi', {contract: 'VaultV3'});
    expect(referenceRoutes).toContain(pathOf(current.pageUrl));
    expect(pathOf(current.pageUrl)).toBe('/developers/smart-contracts/V3/VaultV3');
    const published = await (await fetch(new URL(pathOf(current.abiUrl), baseURL))).json();
    expect(current.abi).toEqual(published);
    const old = await answerOf<AbiAnswer>(client, 'get_abi', {contract: 'VaultV3', version: '3.0.3'});
    expect(referenceRoutes).toContain(pathOf(old.pageUrl));
    expect(old).toMatchObject({version: '3.0.3'});
    expect(pathOf(old.pageUrl)).toBe('/developers/smart-contracts/deprecated/V3/version-3.0.3/VaultV3');
  });

  plainTest('offers llms.txt, /addresses.json and every page’s twin as resources', async ({baseURL}) => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain('https://docs.yearn.fi/llms.txt');
    expect(uris).toContain('https://docs.yearn.fi/addresses.json');
    expect(uris.filter((uri) => uri.endsWith('.md')).length).toBe(pages.size);
    const llms = await client.readResource({uri: 'https://docs.yearn.fi/llms.txt'});
    const served = await (await fetch(new URL('/llms.txt', baseURL))).text();
    expect((llms.contents[0] as {text: string}).text).toBe(served);
    expect(served).toMatch(/^## MCP server\n\n- \[Yearn Docs MCP server\]/m);
    const twin = await client.readResource({uri: 'https://docs.yearn.fi/developers/addresses.md'});
    expect((twin.contents[0] as {text: string}).text).toBe(
      await (await fetch(new URL('/developers/addresses.md', baseURL))).text(),
    );
  });

  plainTest('answers each bad input with a tool error and keeps answering', async () => {
    expect(await errorOf(client, 'search_docs', {query: 'vault '.repeat(100)})).toMatch(/Input validation error/);
    expect(await errorOf(client, 'search_docs', {query: ['vault']})).toMatch(/Input validation error/);
    expect(await errorOf(client, 'search_docs', {query: 'vault', limit: 1e9})).toMatch(/Input validation error/);
    expect(await errorOf(client, 'get_abi', {})).toMatch(/Input validation error/);
    for (const outside of [
      '../../etc/passwd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%252f..%252fetc%252fpasswd',
      '..\\..\\windows',
    ])
      expect(await errorOf(client, 'get_page', {path: outside}), outside).toMatch(/leaves the site/);
    expect(await errorOf(client, 'get_page', {path: 'https://evil.example.com/developers/addresses'})).toMatch(
      /is not on this site/,
    );
    expect(await errorOf(client, 'get_page', {path: '/developers/adresses'})).toMatch(
      /^No page at \/developers\/adresses\. Nearest pages: \/developers\/addresses \(/,
    );
    expect(await errorOf(client, 'find_address', {query: 'vault', chain: 'Solana'})).toMatch(
      /^"Solana" is not a chain this site lists/,
    );
    expect(
      await errorOf(client, 'read_contract', {chain: 'Solana', address: ychad.address, function: 'apiVersion'}),
    ).toMatch(/^"Solana" is not a chain this site lists/);
    expect(await errorOf(client, 'get_abi', {contract: 'VaultV33'})).toMatch(/Nearest contracts: VaultV3/);
    expect((await answerOf<{hits: unknown[]}>(client, 'search_docs', {query: 'vault'})).hits.length).toBeGreaterThan(0);
  });

  plainTest('answers fifty concurrent calls, every one of them', async () => {
    const calls = Array.from({length: 50}, (_, i) => {
      switch (i % 4) {
        case 0:
          return answerOf<{hits: {url: string}[]}>(client, 'search_docs', {query: 'VaultFactory'}).then((answer) =>
            answer.hits.some((hit) => pathOf(hit.url) === '/developers/smart-contracts/V3/VaultFactory'),
          );
        case 1:
          return answerOf<{url: string}>(client, 'get_page', {path: '/developers/addresses'}).then(
            (answer) => pathOf(answer.url) === '/developers/addresses',
          );
        case 2:
          return answerOf<{entries: AddressEntry[]}>(client, 'find_address', {query: ychad.ens!}).then(
            (answer) => answer.entries[0]!.address.toLowerCase() === ychad.address.toLowerCase(),
          );
        default:
          return answerOf<AbiAnswer>(client, 'get_abi', {contract: 'VaultV3'}).then((answer) => answer.abi.length > 0);
      }
    });
    expect(await Promise.all(calls)).toEqual(Array(50).fill(true));
  });

  plainTest('checks the Origin header, and answers only POST', async ({baseURL}) => {
    const endpoint = new URL('/mcp', baseURL);
    const initialize = (origin?: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...(origin ? {Origin: origin} : {}),
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'e2e', version: '1'}},
        }),
      });
    expect((await initialize()).status).toBe(200);
    expect((await initialize(new URL(baseURL!).origin)).status).toBe(200);
    expect((await initialize('https://docs.yearn.fi')).status).toBe(200);
    expect((await initialize('http://evil.example.com')).status).toBe(403);
    expect((await initialize('http://localhost.evil.example.com:3000')).status).toBe(403);
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(endpoint, {method, headers: {Accept: 'text/event-stream'}});
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  plainTest('passes the conformance scenarios of a tools-and-resources server', async ({baseURL}) => {
    const output = mkdtempSync(path.join(os.tmpdir(), 'mcp-conformance-'));
    const scenarios = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'];
    const outcomes: string[] = [];
    for (const scenarioName of scenarios) {
      const run = spawnSync(
        'npx',
        ['conformance', 'server', '--url', new URL('/mcp', baseURL).href, '--scenario', scenarioName, '-o', output],
        {encoding: 'utf8', timeout: 60_000},
      );
      const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(run.stdout);
      outcomes.push(
        `${scenarioName}: exit ${run.status}, ${summary ? `${summary[1]}/${summary[2]} passed` : 'no summary'}`,
      );
      expect(summary && summary[1] === summary[2] && Number(summary[2]) > 0, run.stdout.slice(-2000)).toBe(true);
    }
    expect(outcomes.every((outcome) => outcome.includes('exit 0'))).toBe(true);
  });
});
