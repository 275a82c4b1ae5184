import {extractPage, packTexts} from '@site/plugins/local-search/extractPage';
import {docPage, heading} from '@site/tests/unit/fixtures/search/pages';
import {describe, expect, it} from 'vitest';

const options = {fallbackUrl: '/fallback', sectionLabels: {developers: 'Dev Docs', partners: 'Partners'}};

describe('extractPage', () => {
  const html = docPage({
    url: '/developers/v3/overview',
    title: 'V3 Overview',
    category: 'Building on Yearn',
    body: [
      '<p>Vaults hold <code>ERC-4626</code> shares.</p>',
      heading(2, 'Deposits', 'deposits'),
      '<p>Call deposit to enter a vault.</p>',
      '<div class="theme-code-block"><pre><code>vault.deposit(amount)</code></pre></div>',
      heading(3, 'Limits', 'limits'),
      '<ul><li>The deposit limit caps total assets.<ul><li>Nested item about caps.</li></ul></li></ul>',
      heading(2, 'Withdrawals', 'withdrawals'),
      '<p>Redeem shares for assets.</p><p>Redeem shares for assets.</p><p>ok</p>',
      '<table><thead><tr><th>Name<th>Address</tr></thead><tbody><tr><td>yvUSDC<td><code>0x5f18</code></tr><tr><td>yvDAI<td><code>0x0289</code></tr></tbody></table>',
      '<dl><dt>Mutability<dd>view<dt>Access<dd>governance</dl>',
    ].join(''),
  });
  const page = extractPage(html, options)!;

  it('takes the URL from the canonical link and lvl0 from the top-level active sidebar category', () => {
    expect(page.url).toBe('/developers/v3/overview');
    expect(page.lvl0).toBe('Building on Yearn');
    expect(page.docusaurusTag).toBe('docs-developers-current');
    expect(page.language).toBe('en');
  });

  it('reads the title and the h2–h6 headings with their anchors and parents, without hash-link text', () => {
    expect(page.headings).toEqual([
      {level: 1, text: 'V3 Overview', anchor: '', parent: -1},
      {level: 2, text: 'Deposits', anchor: 'deposits', parent: 0},
      {level: 3, text: 'Limits', anchor: 'limits', parent: 1},
      {level: 2, text: 'Withdrawals', anchor: 'withdrawals', parent: 0},
    ]);
  });

  it('files paragraphs under the heading before them, leaves out code blocks, duplicates and tiny texts', () => {
    expect(page.contents).toEqual([
      [0, 'Vaults hold ERC-4626 shares.'],
      [1, 'Call deposit to enter a vault.'],
      [2, 'The deposit limit caps total assets.'],
      [2, 'Nested item about caps.'],
      [3, 'Redeem shares for assets.'],
      [3, 'yvUSDC · 0x5f18; yvDAI · 0x0289'],
      [3, 'Mutability: view · Access: governance'],
    ]);
    expect(page.contents.map(([, text]) => text).join(' ')).not.toContain('vault.deposit');
  });

  it('indexes the text after an empty, self-closed icon and drops the icons either way', () => {
    const withIcons = extractPage(
      docPage({
        url: '/developers/addresses/v3-contracts',
        title: 'Addresses',
        body: [
          '<p>Copy the registry address <button aria-label="Copy address"><svg aria-hidden=true focusable=false /></button> before you call it.</p>',
          '<p>The factory <svg viewBox="0 0 1 1"><path d="M0 0"/></svg> deploys vaults.</p>',
          heading(2, 'Periphery', 'periphery'),
          '<p>Routers and accountants sit around the vaults.</p>',
        ].join(''),
      }),
      options,
    )!;
    expect(withIcons.headings.map(({text}) => text)).toEqual(['Addresses', 'Periphery']);
    expect(withIcons.contents).toEqual([
      [0, 'Copy the registry address before you call it.'],
      [0, 'The factory deploys vaults.'],
      [1, 'Routers and accountants sit around the vaults.'],
    ]);
  });

  it('falls back to the active navbar item, then to the section label of the docs plugin', () => {
    const withNavbar = extractPage(docPage({url: '/a', title: 'A', body: '', navbarActive: 'Dev Docs'}), options)!;
    expect(withNavbar.lvl0).toBe('Dev Docs');
    const partners = extractPage(
      docPage({url: '/partners/x', title: 'X', body: '', htmlClass: 'plugin-id-partners docs-doc-page'}),
      options,
    )!;
    expect(partners.lvl0).toBe('Partners');
  });

  it('skips pages that are not docs, blog posts or MDX pages, and pages marked noindex', () => {
    expect(
      extractPage(docPage({url: '/', title: 'Home', body: '<p>Hello there</p>', htmlClass: 'plugin-pages'}), options),
    ).toBeNull();
    expect(extractPage(docPage({url: '/x', title: 'X', body: '', robots: 'noindex, nofollow'}), options)).toBeNull();
  });
});

describe('packTexts', () => {
  it('joins short texts into records of at most 30 words and keeps a long text whole', () => {
    const rows = Array.from({length: 20}, (_, i) => `row ${i}`);
    const packed = packTexts(rows, '; ');
    expect(packed).toHaveLength(2);
    expect(packed[0]!.split(' ').length).toBeLessThanOrEqual(30);
    const long = Array.from({length: 40}, () => 'word').join(' ');
    expect(packTexts([long, 'tail'], '; ')).toEqual([long, 'tail']);
  });
});
