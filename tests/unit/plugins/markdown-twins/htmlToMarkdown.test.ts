import {htmlToMarkdown} from '@site/plugins/markdown-twins/htmlToMarkdown';
import {describe, expect, it} from 'vitest';

const PAGE = 'https://docs.example.org/developers/guide';

function page(body: string): string {
  return `<html><head><title>Guide | Yearn Docs</title><meta name="description" content="A guide."></head>
<body><nav>Navbar</nav><main><article><div data-twin-skip><button>Copy page</button><a href="/developers/guide.md">View as Markdown</a></div>
<header><h1>Guide<a class="hash-link" href="#guide">#</a></h1></header><div class="markdown">${body}</div></article></main></body></html>`;
}

describe('htmlToMarkdown', () => {
  it('writes a sub-heading cell that spans the table as that many cells, so every row keeps the width', () => {
    const table = `<table><thead><tr><th>Contract</th><th>Address</th><th>Check</th></tr></thead><tbody>
<tr><th colspan="3">Polygon</th></tr><tr><td>Role Manager</td><td>0x1</td><td>code</td></tr></tbody></table>`;
    const rows = htmlToMarkdown(page(table), PAGE)
      .markdown.split('\n')
      .filter((line) => line.startsWith('|'));
    expect(rows.map((row) => row.split('|').length)).toEqual([5, 5, 5, 5]);
    expect(rows[2]).toMatch(/^\| Polygon \|\s*\|\s*\|$/);
  });

  it('starts with the title as h1 and keeps the description', () => {
    const twin = htmlToMarkdown(page('<p>Hello.</p>'), PAGE);
    expect(twin.title).toBe('Guide');
    expect(twin.description).toBe('A guide.');
    expect(twin.markdown).toBe('# Guide\n\nHello.\n');
  });

  it('drops page chrome: navigation, copy actions and heading anchors', () => {
    const twin = htmlToMarkdown(page('<h2 id="a">Part<a class="hash-link" href="#a">#</a></h2><p>Text</p>'), PAGE);
    expect(twin.markdown).not.toMatch(/Navbar|Copy page|View as Markdown|#a\)/);
    expect(twin.markdown).toContain('## Part');
  });

  it('writes a cell with a twin value as that one value, and drops copy buttons and live badges', () => {
    const address = '0x444045c5C13C246e117eD36437303cac8E250aB0';
    const table = `<table><thead><tr><th>Contract</th><th>Address</th><th>Checked on-chain against</th></tr></thead><tbody>
<tr><td data-twin-value="VaultFactory 3.1.0 (Release 3.1.0 (latest)): Deploys vaults"><span>VaultFactory 3.1.0</span><span>Release 3.1.0 (latest)</span><span>Deploys vaults</span></td>
<td><span><a href="https://etherscan.io/address/${address}"><code>${address}</code></a><span class="copy-address" data-twin-skip><button aria-label="Copy address">x</button><span role="status"></span></span></span></td>
<td data-twin-value="ENS: v3.ychad.eth"><span data-badge-slot="x"><span>Not checked yet</span></span><span>ENS<code>v3.ychad.eth</code></span></td></tr></tbody></table>`;
    const twin = htmlToMarkdown(page(table), PAGE);
    expect(twin.markdown).not.toMatch(/Not checked yet|Retry|Copy address/);
    const rows = twin.markdown.split('\n').filter((line) => line.startsWith('|'));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe(
      `| VaultFactory 3.1.0 (Release 3.1.0 (latest)): Deploys vaults | [\`${address}\`](https://etherscan.io/address/${address}) | ENS: v3.ychad.eth |`,
    );
  });

  it('makes every link absolute', () => {
    const twin = htmlToMarkdown(
      page('<p><a href="/developers/other#x">other</a> and <a href="#local">here</a></p>'),
      PAGE,
    );
    expect(twin.markdown).toContain('[other](https://docs.example.org/developers/other#x)');
    expect(twin.markdown).toContain('[here](https://docs.example.org/developers/guide#local)');
  });

  it('writes formulas back as TeX between dollars', () => {
    const inline =
      '<span class="katex"><span class="katex-mathml"><math><semantics><mi>x</mi><annotation encoding="application/x-tex">x^2_i</annotation></semantics></math></span><span class="katex-html">x</span></span>';
    const display = `<span class="katex-display">${inline.replace('x^2_i', '\\frac{a}{b}')}</span>`;
    const twin = htmlToMarkdown(page(`<p>Inline ${inline} here.</p>${display}`), PAGE);
    expect(twin.markdown).toContain('Inline $x^2_i$ here.');
    expect(twin.markdown).toContain('$$\n\\frac{a}{b}\n$$');
  });

  it('keeps code blocks fenced with their language and title, and diagrams as mermaid fences', () => {
    const code =
      '<div class="language-solidity theme-code-block"><div class="codeBlockTitle_x">Deposit</div><pre><code><span class="token-line">function deposit() external;</span><br><span class="token-line">// done</span></code></pre></div>';
    const diagram =
      '<figure class="diagram" data-mermaid-source="flowchart LR\n  A --&gt; B"><img src="/diagrams/0123456789abcdef.svg" width="200" height="80" alt="Flowchart: A; B"></figure>';
    const twin = htmlToMarkdown(page(code + diagram), PAGE);
    expect(twin.markdown).toContain('```solidity title="Deposit"\nfunction deposit() external;\n// done\n```');
    expect(twin.markdown).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
    // The picture is the page's rendering of that source: the twin does not link it as well.
    expect(twin.markdown).not.toContain('diagrams/0123456789abcdef.svg');
  });

  it('turns tables into GFM tables and admonitions into quotes', () => {
    const table =
      '<table><thead><tr><th>Name</th><th>Address</th></tr></thead><tbody><tr><td>YFI</td><td><code>0x0bc5</code></td></tr></tbody></table>';
    const admonition =
      '<div class="theme-admonition alert"><div class="admonitionHeading_a">Yearn Tip</div><div class="admonitionContent_b"><p>Be careful.</p></div></div>';
    const twin = htmlToMarkdown(page(table + admonition), PAGE);
    expect(twin.markdown).toMatch(/\| Name \| Address \|\n\| --- \| --- \|\n\| YFI \| `0x0bc5` \|/);
    expect(twin.markdown).toContain('> **Yearn Tip**\n> \n> Be careful.');
  });

  it('replaces interactive parts with a note linking to the page', () => {
    const twin = htmlToMarkdown(page('<div data-twin-note="An interactive calculator."><input></div>'), PAGE);
    expect(twin.markdown).toContain(`An interactive calculator. Use it on the page: [${PAGE}](${PAGE}).`);
  });
});
