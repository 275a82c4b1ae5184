import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {MCP_TOOLS} from '@site/mcp/about';
import {createDocsServer} from '@site/mcp/server';
import {openBuiltSite} from '@site/mcp/site';
import {MINI_SITE_URL, miniAbi, writeMiniBuild} from '@site/tests/unit/fixtures/mcp/miniBuild';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const site = openBuiltSite(writeMiniBuild());
const client = new Client({name: 'unit', version: '1'});

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site, {}).connect(serverSide);
  await client.connect(clientSide);
});
afterAll(() => client.close());

const call = (name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args});
const errorText = async (name: string, args: Record<string, unknown>) => {
  const result = await call(name, args);
  expect(result.isError).toBe(true);
  return (result.content as {text: string}[])[0]!.text;
};

describe('the docs MCP server', () => {
  it('lists its tools with a one-line description and input and output schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...MCP_TOOLS]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/^[^\n]{20,200}$/);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  it('answers search_docs from the build’s index', async () => {
    const result = await call('search_docs', {query: 'harvest'});
    expect(result.structuredContent).toMatchObject({
      query: 'harvest',
      hits: [expect.objectContaining({url: `${MINI_SITE_URL}/resources/glossary#harvest`})],
    });
  });

  it('answers get_page with the twin, its title, URL and date, following redirects', async () => {
    const result = await call('get_page', {path: '/developers'});
    expect(result.structuredContent).toEqual({
      title: 'V3 Overview',
      url: `${MINI_SITE_URL}/developers/v3/overview`,
      lastUpdated: '2026-05-04T10:00:00.000Z',
      markdown: '# V3 Overview\n\nHow a vault works.\n',
    });
    expect((result.content as {text: string}[])[0]!.text).toBe('# V3 Overview\n\nHow a vault works.\n');
  });

  it('answers find_address with the page’s URL', async () => {
    const result = await call('find_address', {query: 'YCHAD.ETH', chain: 1});
    expect(result.structuredContent).toMatchObject({
      total: 1,
      entries: [{id: 'index/ychad', pageUrl: `${MINI_SITE_URL}/developers/addresses`, check: {rule: 'ENS'}}],
    });
  });

  it('answers get_abi with the ABI and the URLs of its page and file', async () => {
    const result = await call('get_abi', {contract: 'VaultV3'});
    expect(result.structuredContent).toEqual({
      contract: 'VaultV3',
      title: 'VaultV3',
      release: 'V3 3.0.4',
      version: '3.0.4',
      pageUrl: `${MINI_SITE_URL}/developers/smart-contracts/V3/VaultV3`,
      abiUrl: `${MINI_SITE_URL}/developers/smart-contracts/V3/VaultV3.abi.json`,
      abi: miniAbi,
      otherReleases: [],
    });
  });

  it('answers list_chains with the RPC each chain is read through', async () => {
    const result = await call('list_chains', {});
    expect(result.structuredContent).toEqual({
      chains: [
        expect.objectContaining({chainId: 1, name: 'Ethereum', rpc: 'public'}),
        expect.objectContaining({chainId: 42161, name: 'Arbitrum One', rpc: 'public'}),
      ],
    });
  });

  it('answers every bad input with a tool error and keeps answering', async () => {
    expect(await errorText('search_docs', {query: 'x'.repeat(257)})).toMatch(/Input validation error.*256/);
    expect(await errorText('search_docs', {query: 42})).toMatch(/Input validation error/);
    expect(await errorText('search_docs', {query: 'vault', section: 'blog'})).toMatch(/Input validation error/);
    expect(await errorText('get_page', {path: '../../etc/passwd'})).toMatch(/leaves the site/);
    expect(await errorText('get_page', {path: '/developers/v3/overveiw'})).toBe(
      'No page at /developers/v3/overveiw. Nearest pages: /developers/v3/overview (V3 Overview), / (Home), /developers/smart-contracts/V3/VaultV3 (VaultV3).',
    );
    expect(await errorText('find_address', {query: 'vault', chain: 'solana'})).toMatch(/^"solana" is not a chain/);
    expect(await errorText('get_abi', {contract: 'Nothing'})).toMatch(/^No contract reference page has an ABI/);
    expect(await errorText('read_contract', {chain: 1, address: '0x12', function: 'apiVersion'})).toMatch(
      /^The address: /,
    );
    expect(await errorText('read_contract', {chain: 1, address: 5, function: 'apiVersion'})).toMatch(
      /Input validation error/,
    );
    expect(await errorText('no_such_tool', {})).toMatch(/not found/);
    expect((await call('search_docs', {query: 'vault'})).isError).toBeFalsy();
  });

  it('offers llms.txt, /addresses.json and each page’s twin as resources', async () => {
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      `${MINI_SITE_URL}/llms.txt`,
      `${MINI_SITE_URL}/addresses.json`,
      `${MINI_SITE_URL}/index.md`,
      `${MINI_SITE_URL}/developers/v3/overview.md`,
      `${MINI_SITE_URL}/developers/smart-contracts/V3/VaultV3.md`,
    ]);
    const twin = await client.readResource({uri: `${MINI_SITE_URL}/developers/v3/overview.md`});
    expect(twin.contents).toEqual([
      {
        uri: `${MINI_SITE_URL}/developers/v3/overview.md`,
        mimeType: 'text/markdown',
        text: '# V3 Overview\n\nHow a vault works.\n',
      },
    ]);
    const addresses = await client.readResource({uri: `${MINI_SITE_URL}/addresses.json`});
    expect(JSON.parse((addresses.contents[0] as {text: string}).text).addresses).toHaveLength(3);
    // A URL resolves its dot segments, so this names /etc/passwd on the site: a page it does not have.
    await expect(client.readResource({uri: `${MINI_SITE_URL}/%2e%2e/%2e%2e/etc/passwd.md`})).rejects.toThrow(
      /No page at \/etc\/passwd\. Nearest pages: /,
    );
  });
});
