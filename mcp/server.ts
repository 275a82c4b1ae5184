/**
 * The one definition of the docs' MCP server, which both transports serve
 * (stdio.ts, http.ts): six read-only tools with typed input and output
 * schemas, and the site's files as resources. Every answer comes from the
 * production build (site.ts) except `read_contract`'s, which asks the chain.
 * A tool that cannot answer returns an error result that says why; it never
 * throws past the server.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {ErrorCode, McpError} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {abiPathOf} from '../src/contracts/abiFile';
import {type ChainId, chainIds} from '../src/data/chains';
import {twinPathFor} from '../src/docs-tooling/twinPath';
import {type EthereumSettings, selectRpc} from '../src/ethereum/config';
import {findAbi, MAX_CONTRACT_ARGUMENT, versionOf} from './abis';
import {findAddresses, MAX_ADDRESS_QUERY_LENGTH, resolveChain, unknownChainMessage} from './addresses';
import {lookUpPage, MAX_PAGE_ARGUMENT, type PageLookup} from './pages';
import {type JsonArgument, MAX_ARGUMENTS, readContract} from './readContract';
import {DOCS_SECTIONS, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT, searchDocs} from './search';
import type {BuiltSite} from './site';

/** Largest number of array items and object members one tool call's arguments may hold. */
const MAX_ARGUMENT_ELEMENTS = 512;

const chainArgument = z
  .union([z.number().int(), z.string().min(1).max(40)])
  .describe('A chain id (8453) or name ("Base"), as list_chains gives them');

const hitSchema = z.object({
  title: z.string(),
  section: z.string().nullable(),
  group: z.string(),
  heading: z.string().nullable(),
  url: z.string(),
  snippet: z.string(),
});

const addressEntrySchema = z.looseObject({
  id: z.string(),
  chainId: z.number(),
  chain: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.string(),
  group: z.string(),
  page: z.string(),
  pageUrl: z.string(),
  ens: z.string().optional(),
  check: z.object({rule: z.string(), reads: z.array(z.string())}),
});

const outputValueSchema = z.object({
  name: z.string(),
  type: z.string(),
  value: z.string(),
  display: z.string().nullable(),
});

function answer<T extends Record<string, unknown>>(structured: T, text = JSON.stringify(structured, null, 2)) {
  return {content: [{type: 'text' as const, text}], structuredContent: structured};
}

function toolError(message: string): CallToolResult {
  return {content: [{type: 'text', text: message}], isError: true};
}

function pageMessage(lookup: Exclude<PageLookup, {ok: true}>, site: BuiltSite): string {
  if (lookup.reason === 'outside') return lookup.message;
  return `No page at ${lookup.path}. Nearest pages: ${lookup.nearest.map((route) => `${route} (${site.title(route)})`).join(', ')}.`;
}

export function createDocsServer(site: BuiltSite, settings: EthereumSettings): McpServer {
  const server = new McpServer(
    {name: 'yearn-docs', title: 'Yearn Docs', version: site.version, websiteUrl: site.url},
    {
      maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
      instructions:
        'Yearn documentation and contract data: search the docs, read a page as Markdown, find published contract addresses with the rule that verifies each, fetch ABIs, and call view functions on the contract’s own chain.',
    },
  );
  const origin = new URL(site.url).origin;
  const absolute = (route: string) => `${origin}${route}`;
  const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Search the Yearn docs with the site’s own engine and ranking; returns ranked hits with title, URL, section and snippet.',
      inputSchema: {
        query: z.string().trim().min(1).max(MAX_QUERY_LENGTH).describe('Words to search for'),
        section: z.enum(DOCS_SECTIONS).optional().describe('Only pages of this docs section'),
        limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe('Most hits to return (default 10)'),
      },
      outputSchema: {query: z.string(), total: z.number(), hits: z.array(hitSchema)},
      annotations: readOnly,
    },
    async ({query, section, limit}) => {
      const result = await searchDocs(await site.search(), origin, {query, section, limit});
      return answer({query, ...result});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description: 'Read one docs page as Markdown, with its title, URL and last-updated date; give its path or URL.',
      inputSchema: {
        path: z
          .string()
          .trim()
          .min(1)
          .max(MAX_PAGE_ARGUMENT)
          .describe('The page’s path (/developers/v3/overview) or URL on the site'),
      },
      outputSchema: {title: z.string(), url: z.string(), lastUpdated: z.string().nullable(), markdown: z.string()},
      annotations: readOnly,
    },
    async ({path}) => {
      const lookup = lookUpPage(path, site);
      if (!lookup.ok) return toolError(pageMessage(lookup, site));
      const markdown = site.twin(lookup.route);
      return answer(
        {
          title: site.title(lookup.route),
          url: absolute(lookup.route),
          lastUpdated: site.lastUpdated(lookup.route),
          markdown,
        },
        markdown,
      );
    },
  );

  server.registerTool(
    'find_address',
    {
      title: 'Find a published address',
      description:
        'Find the contract addresses Yearn publishes by name, ENS name, group or address (any letter case), with chain, status, page URL and check rule.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MAX_ADDRESS_QUERY_LENGTH)
          .describe('A name ("VaultFactory"), ENS name, group, entry id or address (whole or its first digits)'),
        chain: chainArgument.optional(),
      },
      outputSchema: {total: z.number(), entries: z.array(addressEntrySchema)},
      annotations: readOnly,
    },
    async ({query, chain}) => {
      const data = site.addresses();
      const chainInfo = chain === undefined ? undefined : resolveChain(data.chains, chain);
      if (chainInfo === null) return toolError(unknownChainMessage(data.chains, chain!));
      const {total, entries} = findAddresses(data, query, chainInfo);
      return answer({total, entries: entries.map((entry) => ({...entry, pageUrl: absolute(entry.page)}))});
    },
  );

  server.registerTool(
    'get_abi',
    {
      title: 'Get a contract’s ABI',
      description:
        'Get the ABI of a contract in the reference (by name, such as VaultV3, in a given release or the current one) and its reference page URL.',
      inputSchema: {
        contract: z
          .string()
          .trim()
          .min(1)
          .max(MAX_CONTRACT_ARGUMENT)
          .describe('Contract name, page title or page path'),
        version: z.string().trim().max(40).optional().describe('Release, such as 3.0.4; the current one when left out'),
      },
      outputSchema: {
        contract: z.string(),
        title: z.string(),
        release: z.string().nullable(),
        version: z.string().nullable(),
        pageUrl: z.string(),
        abiUrl: z.string(),
        abi: z.array(z.record(z.string(), z.unknown())),
        otherReleases: z.array(z.object({release: z.string().nullable(), pageUrl: z.string()})),
      },
      annotations: readOnly,
    },
    async ({contract, version}) => {
      const lookup = findAbi(site.abis(), contract, version);
      if (!lookup.ok) return toolError(lookup.message);
      const {file, others} = lookup;
      return answer({
        contract: file.name,
        title: file.title,
        release: file.release,
        version: versionOf(file.release),
        pageUrl: absolute(file.route),
        abiUrl: absolute(abiPathOf(file.route)),
        abi: file.abi as unknown as Record<string, unknown>[],
        otherReleases: others.map((other) => ({release: other.release, pageUrl: absolute(other.route)})),
      });
    },
  );

  server.registerTool(
    'read_contract',
    {
      title: 'Call a view function',
      description:
        'Call a view or pure function of a contract on its chain through the site’s chain layer, read-only; never signs or sends.',
      inputSchema: {
        chain: chainArgument,
        address: z.string().trim().min(1).max(200).describe('The contract address (0x and 40 hex digits)'),
        function: z
          .string()
          .trim()
          .min(1)
          .max(1000)
          .describe(
            'A function name from the site’s ABIs (pricePerShare) or a signature ("function balanceOf(address) view returns (uint256)")',
          ),
        args: z
          .array(z.union([z.string().max(10_000), z.number(), z.boolean(), z.array(z.unknown()).max(256)]))
          .max(MAX_ARGUMENTS)
          .optional()
          .describe('Arguments in order: text or numbers; lists for arrays and tuples; large integers as text'),
        block: z
          .union([z.number().int().nonnegative(), z.string().trim().max(80)])
          .optional()
          .describe('Block number to read at; the latest block when left out'),
      },
      outputSchema: {
        chain: z.string(),
        chainId: z.number(),
        address: z.string(),
        function: z.string(),
        block: z.string(),
        outputs: z.array(outputValueSchema.extend({fields: z.array(outputValueSchema).optional()})),
      },
      annotations: {readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true},
    },
    async (request) => {
      const outcome = await readContract(
        {...request, args: request.args as JsonArgument[] | undefined},
        {chains: site.addresses().chains, abis: site.abis, settings},
      );
      return outcome.ok ? answer({...outcome.result}) : toolError(outcome.message);
    },
  );

  server.registerTool(
    'list_chains',
    {
      title: 'List the chains',
      description:
        'List the chains the docs publish addresses for, with chain id, name, native token, explorer, Yearn’s status there and which RPC reads it.',
      inputSchema: {},
      outputSchema: {
        chains: z.array(
          z.object({
            chainId: z.number(),
            name: z.string(),
            nativeSymbol: z.string(),
            explorer: z.string(),
            status: z.string(),
            rpc: z.enum(['override', 'provider', 'public']),
          }),
        ),
      },
      annotations: readOnly,
    },
    async () =>
      answer({
        chains: site
          .addresses()
          .chains.filter((chain) => chainIds.includes(chain.chainId as ChainId))
          .map((chain) => ({...chain, rpc: selectRpc(settings, chain.chainId as ChainId).source})),
      }),
  );

  server.registerResource(
    'llms.txt',
    `${site.url}/llms.txt`,
    {title: 'llms.txt', description: 'Index of every page’s Markdown twin, by section', mimeType: 'text/markdown'},
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: site.llmsTxt()}]}),
  );
  server.registerResource(
    'addresses.json',
    `${site.url}/addresses.json`,
    {
      title: 'Published addresses',
      description: 'Every contract address Yearn publishes, per chain, with its page, status and check rule',
      mimeType: 'application/json',
    },
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'application/json', text: site.addressesJsonText()}]}),
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${site.url}/{+path}.md`, {
      list: async () => ({
        resources: [...site.routes].map((route) => ({
          uri: `${origin}${twinPathFor(route)}`,
          name: route,
          title: site.title(route),
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {title: 'Docs page', description: 'A page of the docs as Markdown (its twin)', mimeType: 'text/markdown'},
    async (uri) => {
      const lookup = lookUpPage(uri.href, site);
      if (!lookup.ok) throw new McpError(ErrorCode.InvalidParams, pageMessage(lookup, site));
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: site.twin(lookup.route)}]};
    },
  );
  return server;
}
