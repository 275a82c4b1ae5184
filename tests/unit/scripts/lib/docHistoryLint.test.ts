import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  docFiles,
  HISTORY_RULES,
  isLegacyPage,
  legacyPages,
  lintHistory,
  lintLegacyBlocks,
  lintReaderText,
  lintRegistryIds,
  readerStrings,
  readerTextFiles,
  registryFiles,
  routeOfDoc,
} from '@site/scripts/lib/docHistoryLint';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

/**
 * Pages another change rewrites for the move to stYFI; the lint reports them
 * until that lands. Remove entries as they pass.
 */
const PENDING = new Set<string>([]);

function rulesHit(text: string, file = 'docs/example.md'): string[] {
  return lintHistory(file, text).map((f) => f.rule);
}

describe('doc-history lint: the phrasings it must catch', () => {
  it.each([
    'Earlier versions of this page pointed strategists to V2 resources.',
    'Yearn removed the Partners section from its official documentation in December 2025.',
    'These pages describe the program as it was documented in March 2025; see the official docs.',
    'the docs switched to the new address on 2025-06-02',
    'the March 2025 revision of this page listed 3.0.4',
    'Later revisions of these docs removed this page.',
    'The 0.4.2 folder was later removed from the upstream documentation.',
    'the original guide described the strategies as "up-only"',
    'The figure was 12% at the time of writing.',
    'Keep these addresses in the repository file src/ethereum/constants.ts.',
    ':::note[Historical]',
    ':::info[What changed]',
    ':::note[Maintaining this page]',
    'This archive keeps it for readers who still operate 0.4.2 vaults.',
  ])('flags %j', (text) => {
    expect(rulesHit(text)).not.toEqual([]);
  });

  // The phrasings issue 39 found on the address pages, in their data notes and on the guides.
  it.each([
    ['the docs recorded', 'was removed from the registry (the docs recorded this on 2025-04-22).'],
    ['the docs switched', 'The yETH pool after the 2025 migration; the docs switched to it on 2025-07-13.'],
    ['replaced in the docs on', 'Replaced in the docs on 2025-10-21'],
    ['listed as current since', 'Listed as current since 2025-10-21'],
    ['listed briefly', 'a second factory was listed briefly that month'],
    ['listed until', 'the original factory was listed until October 2025'],
    ['revision of this page', 'An April 2025 revision of this page listed it as the pool by mistake.'],
    ['the source lists', 'On Optimism, the source lists the zero address for both.'],
    ['older versions of the interface', '(Older versions of the interface used the weekly APY for Fantom.)'],
    ['listed in the docs since', 'The trigger has been listed in the docs since October.'],
    ['dropped from the docs', 'Dropped from the docs gauge list 2025-04-22'],
    ['docs updated', 'Superseded by the post-migration pool (docs updated 2025-07-13)'],
    ['upstream', 'The guide follows the upstream text.'],
    ['earlier versions of this page', 'Earlier versions of this page listed yCRV only.'],
    ['docs-dated version', 'The table shows the latest published addresses (as of the December 2025 docs).'],
    ['docs-dated list', 'As of March 2025, the veYFI gauge list still included a gauge for a yPRISMA vault.'],
    [
      'role since a date',
      'The curator role is held by the 2-of-3 multisig since 2025-11-22; before that date the role was empty.',
    ],
  ])('flags %s', (_phrase, text) => {
    expect(rulesHit(text)).not.toEqual([]);
  });

  it.each([
    'The vault moved to a new strategy on 2025-06-02 (YIP-88).',
    'Use `convertToAssets` to value V3 shares.',
    'Past yield is no promise: the APY is calculated from historical data.',
    'Governance moved from veYFI to stYFI under YIP-88.',
    '### Historical APY and TVL',
    'Replaced in the 2025 migration',
    'The gauge registry is the source of truth for which gauges exist.',
    'The veYFI gauge for the yPRISMA LP vault, listed on the veYFI page as well.',
    'Yearn moved dYFI redemption to a new dYFI Redemption contract.',
  ])('lets product history through: %j', (text) => {
    expect(rulesHit(text)).toEqual([]);
  });

  // The classes issue 55 found: an "as of" date without its source, the documentation dating its own text, and the
  // documentation narrating its own change.
  describe.each([
    {
      rule: 'as-of-unsourced',
      flags: [
        'These markets accepted yvTokens as collateral as of March 2025.',
        'Yearn staked 62.8 million veCRV as of March 2025.',
        'Retired: as of 2026 Yearn’s apps read only from Kong and yDaemon.',
        'The cooldown is 14 days (as of 2026-07-23).',
        'The pool held 1,200 ETH as of 5 December 2025.',
        'The fee was 0% as of mid 2025.',
      ],
      passes: [
        'The protocol fee is 0%, as set by YIP-85 in May 2025, as of May 2025.',
        'As of YIP-88, stYFI has superseded veYFI.',
        '`latestRelease()` returned 3.1.0 as of 2026-07-21.',
        'The pool held 1,200 ETH as of block 23,914,085, the eligibility snapshot.',
        'Its unlock time as of the snapshot sets the boost.',
        'The vault is 14 days old. The fee was 0% as of May 2025 according to YIP-85.',
      ],
    },
    {
      rule: 'doc-compiled',
      flags: [
        'Several entries describe conditions from 2020, when much of this list was first compiled.',
        'That list dates from 2020 and is not a list of current partners.',
        'The table was originally compiled by the strategists.',
        'This page dates back to the V2 launch.',
      ],
      passes: [
        'The term dates from the single-collateral "Sai" era.',
        'In 2020, its closest collaborators were Curve, CREAM and SushiSwap.',
        'The list of endorsed vaults is compiled on-chain by the Registry.',
      ],
    },
    {
      rule: 'docs-now',
      flags: [
        "Yearn's docs now link Fantom addresses to the OKLink explorer.",
        'yETH has been moved to Yearn’s deprecated products.',
        'This page now lists the 3.1.0 factory.',
      ],
      passes: [
        'Fantom addresses link to the OKLink explorer.',
        'The strategy page now shows the TokenizedStrategy ABI under "Read as Proxy".',
        'yETH is deprecated: its pool was exploited at block 23,914,086.',
      ],
    },
  ])('rule $rule', ({rule, flags, passes}) => {
    it.each(flags)('flags %j', (text) => {
      expect(rulesHit(text)).toContain(rule);
    });
    it.each(passes)('lets through %j', (text) => {
      expect(rulesHit(text)).not.toContain(rule);
    });
  });

  it('ignores fenced code and honours the per-line allow-list', () => {
    expect(rulesHit('```bash\ngit fetch upstream\n```\n')).toEqual([]);
    const allowed = [{file: 'docs/a.md', rule: 'upstream', contains: 'upstream branch', reason: 'git remote'}];
    expect(lintHistory('docs/a.md', 'Rebase on the upstream branch.', allowed)).toEqual([]);
    expect(lintHistory('docs/b.md', 'Rebase on the upstream branch.', allowed)).toHaveLength(1);
  });

  it('reads the strings and JSX text of a module, not its comments', () => {
    const source = [
      '// Copied from the upstream component.',
      "const label = 'Listed as current since 2025-10-21';",
      `const note = \`Replaced in the docs on \${day}\`;`,
      'export const Box = () => <p>The docs switched to it.</p>;',
    ].join('\n');
    expect(readerStrings('src/x.tsx', source).map((s) => s.line)).toEqual([2, 3, 4]);
    expect(lintReaderText('src/x.tsx', source).map((f) => [f.line, f.rule])).toEqual([
      [2, 'listed-when'],
      [3, 'listed-when'],
      [4, 'docs-did'],
    ]);
    expect(lintReaderText('src/x.json', '{"notes": "the source lists the zero address"}').map((f) => f.rule)).toEqual([
      'the-source',
    ]);
  });

  it('gives every rule a reason', () => {
    for (const rule of HISTORY_RULES) expect(rule.reason.length, rule.id).toBeGreaterThan(20);
  });
});

describe('registry ids', () => {
  const module = (id: string, formerIds = '') =>
    `export const factory = mainnetEntry({\n  id: '${id}',${formerIds}\n  name: 'Auction Factory',\n});\n`;

  it('flags an id that carries a year and month, on its line', () => {
    expect(lintRegistryIds('src/data/addresses/v3.ts', module('v3/auction-factory-2025-10'))).toEqual([
      expect.objectContaining({line: 2, rule: 'dated-id', text: 'v3/auction-factory-2025-10'}),
    ]);
    expect(lintRegistryIds('src/data/addresses/v3.ts', module('v3/2024-03-registry'))).toHaveLength(1);
  });

  it('lets through ids that name what a thing is, a former dated id kept for old links, and release numbers', () => {
    const renamed = module('v3/auction-factory-interim', "\n  formerIds: ['v3/auction-factory-2025-10'],");
    expect(lintRegistryIds('src/data/addresses/v3.ts', renamed)).toEqual([]);
    for (const id of ['v3/310-vault-factory', 'ybold/auction-factory-104', 'v2/ethereum-legacy-registry-2'])
      expect(lintRegistryIds('src/data/addresses/v3.ts', module(id)), id).toEqual([]);
  });
});

describe('legacy admonition wording', () => {
  const good = [
    ':::legacy[yBAL is retired]',
    '**What it is.** A liquid locker for BAL.',
    '',
    '**Status.** Retired since 2024-05 (YIP-77).',
    '',
    '**Use instead.** [yCRV](/getting-started/products/ylockers/ycrv/overview) is the active locker.',
    ':::',
  ].join('\n');

  it('accepts the pattern', () => {
    expect(lintLegacyBlocks('docs/x.md', good)).toEqual([]);
  });

  it('rejects a wrong title, a missing part and a missing link', () => {
    expect(lintLegacyBlocks('docs/x.md', good.replace('is retired', 'was retired')).map((f) => f.rule)).toEqual([
      'legacy-title',
    ]);
    expect(
      lintLegacyBlocks('docs/x.md', good.replace('**Status.** Retired since 2024-05 (YIP-77).', 'Retired.')).map(
        (f) => f.rule,
      ),
    ).toContain('legacy-parts');
    expect(
      lintLegacyBlocks(
        'docs/x.md',
        good.replace('[yCRV](/getting-started/products/ylockers/ycrv/overview)', 'yCRV'),
      ).map((f) => f.rule),
    ).toEqual(['legacy-link']);
  });

  it('reads the front-matter flag and the route', () => {
    expect(isLegacyPage('---\ntitle: X\nlegacy: true\n---\nbody')).toBe(true);
    expect(isLegacyPage('---\ntitle: X\n---\nlegacy: true')).toBe(false);
    expect(routeOfDoc('docs/resources/deprecated/index.md')).toBe('/resources/deprecated');
    expect(routeOfDoc('docs/developers/v1/interfaces.md')).toBe('/developers/v1/interfaces');
  });
});

describe('docs/', () => {
  const files = docFiles(SITE_ROOT);
  const read = (file: string) => readFileSync(path.join(SITE_ROOT, file), 'utf8');

  it('narrates no documentation history and no site build', () => {
    const findings = files
      .filter((file) => !PENDING.has(file))
      .flatMap((file) => lintHistory(file, read(file)))
      .map((f) => `${f.file}:${f.line} [${f.rule}] ${f.reason}: ${f.text.slice(0, 120)}`);
    expect(findings).toEqual([]);
  });

  it('writes every :::legacy block in the one pattern', () => {
    const findings = files
      .flatMap((file) => lintLegacyBlocks(file, read(file)))
      .map((f) => `${f.file}:${f.line} [${f.rule}]`);
    expect(findings).toEqual([]);
  });

  it('flags every page in a deprecated folder as legacy, and every legacy page carries exactly one :::legacy block (other pages may carry one for a retired section)', () => {
    const legacy = new Set(legacyPages(SITE_ROOT).map((p) => p.file));
    const unflagged = files.filter(
      (f) => f.includes('/deprecated/') && !path.basename(f).startsWith('_') && !legacy.has(f),
    );
    expect(unflagged).toEqual([]);
    const wrongCount = [...legacy].filter((f) => (read(f).match(/^:::legacy\[/gm) ?? []).length !== 1);
    expect(wrongCount).toEqual([]);
  });
});

describe('every other text a reader sees', () => {
  const files = readerTextFiles(SITE_ROOT);

  it('covers the address notes, the YIP records, the contract descriptions and catalogue, the home page and the sidebars', () => {
    for (const file of [
      'src/data/addresses/v3.ts',
      'src/data/addresses/ypools.ts',
      'src/data/yips.ts',
      'src/contracts/descriptions/V3/VaultV3.ts',
      'src/contracts/catalogue/index.json',
      'src/pages/index.tsx',
      'sidebars/developers.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('names no registry id of the address data after a date', () => {
    const files = registryFiles(SITE_ROOT);
    expect(files).toContain('src/data/addresses/v3.ts');
    const findings = files
      .flatMap((file) => lintRegistryIds(file, readFileSync(path.join(SITE_ROOT, file), 'utf8')))
      .map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(findings).toEqual([]);
  });

  // About 450 files through the TypeScript parser: a budget of its own, so a busy machine does not fail it.
  it('narrates no documentation history and no site build', {timeout: 60_000}, () => {
    const findings = files
      .flatMap((file) => lintReaderText(file, readFileSync(path.join(SITE_ROOT, file), 'utf8')))
      .map((f) => `${f.file}:${f.line} [${f.rule}] ${f.reason}: ${f.text.slice(0, 120)}`);
    expect(findings).toEqual([]);
  });
});
