import {MCP_TOOLS, mcpServerLine} from '@site/mcp/about';
import {buildLlmsTxt} from '@site/plugins/markdown-twins/llmsTxt';
import {twinPathFor} from '@site/src/docs-tooling/twinPath';
import {describe, expect, it} from 'vitest';

describe('llms.txt names the MCP server', () => {
  const line = mcpServerLine('https://github.com/yearn/yearn-devdocs');

  it('links the README’s section and says how to start it, over stdio and HTTP', () => {
    expect(line).toMatch(/^\[Yearn Docs MCP server\]\(https:\/\/github\.com\/yearn\/yearn-devdocs#mcp-server\): /);
    expect(line).toContain('`npm run mcp`');
    expect(line).toContain('`/mcp` (Streamable HTTP)');
    for (const tool of MCP_TOOLS) expect(line).toContain(`\`${tool}\``);
  });

  it('is the last section of llms.txt', () => {
    const text = buildLlmsTxt({
      title: 'Docs',
      summary: 'The docs.',
      siteUrl: 'https://d.org',
      entries: [{path: '/developers/v3/overview', title: 'V3', description: '', markdown: '# V3\n'}],
      twinPath: twinPathFor,
      dataFiles: [{title: 'Addresses', path: '/addresses.json', description: 'every address'}],
      mcpServer: line,
    });
    expect(text.endsWith(`## MCP server\n\n- ${line}\n`)).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Dev Docs', 'Data', 'MCP server']);
  });
});
