/**
 * How llms.txt names the MCP server (plugins/markdown-twins): what it offers
 * and how to reach it. Plain data, so the build reads it without loading the
 * server; a unit test holds the tool list to the server's own.
 */

/** The server's tools, in the order it lists them. */
export const MCP_TOOLS = [
  'search_docs',
  'get_page',
  'find_address',
  'get_abi',
  'read_contract',
  'list_chains',
] as const;

/** The llms.txt line (Markdown, without its list marker) that names the server; the link goes to the README's section. */
export function mcpServerLine(docsRepository: string): string {
  const tools = MCP_TOOLS.map((tool) => `\`${tool}\``).join(', ');
  return `[Yearn Docs MCP server](${docsRepository}#mcp-server): a Model Context Protocol server over these pages and the address data, with the tools ${tools}; only \`read_contract\` goes online, to the contract's chain. Run \`npm run mcp\` in the docs repository after a build (stdio), or serve the build with \`npm start\` and connect to \`/mcp\` (Streamable HTTP).`;
}
