/**
 * The recipes of CONTRIBUTING.md, checked on the real files: each check names
 * the step a change forgot. Each is also run on an in-memory change that
 * forgets one step, to show it fails and what it says.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  hostRedirects,
  publishedPathRedirects,
  sectionRootRedirects,
  sectionRootRedirectsOf,
} from '@site/config/redirects';
import {SEARCH_SECTION_LABELS} from '@site/config/search';
import {notFoundLinks, sectionFooterItems, sectionNavbarItems} from '@site/config/sectionLinks';
import {addressFacts} from '@site/harness/chain/addressFacts';
import {withServerConfigs} from '@site/plugins/host-config/serverConfigs';
import {LLMS_SECTIONS} from '@site/plugins/markdown-twins/llmsTxt';
import {workflowRpcVariables} from '@site/scripts/lib/readmeChains';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {validateCatalogueIndex} from '@site/src/contracts/schema';
import {addressPages} from '@site/src/data/addresses';
import {addressDocId} from '@site/src/data/addresses/sidebar';
import {chainList, rpcEnvName} from '@site/src/data/chains';
import {
  addressPageGaps,
  type CatalogueFiles,
  type ChainFiles,
  catalogueGaps,
  chainGaps,
  docFrontMatterGaps,
  docIdOf,
  docsOutsideSidebars,
  docusaurusVersionGaps,
  type GeneratedFile,
  type SectionConsumers,
  type SidebarDocs,
  sectionConsumerGaps,
  sectionModelGaps,
  sidebarDocs,
  staleGeneratedFiles,
} from '@site/src/data/recipeChecks';
import {type DocsSection, docsSections} from '@site/src/data/sections';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

/** Pages deliberately outside their section's sidebar, as `<section>/<doc id>`, each with its reason. */
const UNLISTED_DOCS: readonly string[] = [
  // A retired product: the Resources sidebar links it under Deprecated Projects; the user sidebar lists current products only.
  'getting-started/products/ybal/overview',
];

/** Paths from `folder` of the files below it, with `/` between folders; none when it is missing. */
function filesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((relative) => statSync(path.join(folder, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'));
}

/** Doc files of a folder as Docusaurus reads them: .md and .mdx, leaving out `_` partials and their folders. */
function docFiles(folder: string): string[] {
  return filesBelow(folder).filter(
    (file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')),
  );
}

/** Files below a folder with this extension, as paths from the folder without it. */
function keysBelow(folder: string, extension: string): string[] {
  return filesBelow(folder)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length));
}

/** Every doc of every section: its section, its path below the section folder and its source. */
const docs = docsSections.flatMap((section) =>
  docFiles(sitePath('docs', section.id)).map((relative) => ({
    section: section.id,
    relative,
    source: readFileSync(sitePath('docs', section.id, relative), 'utf8'),
  })),
);

const docIds: Record<string, string[]> = Object.fromEntries(
  docsSections.map((section) => [
    section.id,
    docs.filter((doc) => doc.section === section.id).map((doc) => docIdOf(doc.relative, doc.source)),
  ]),
);

const sidebarFiles: Record<string, Record<string, unknown> | undefined> = Object.fromEntries(
  await Promise.all(
    docsSections.map(async ({sidebar}) => {
      const file = sitePath('sidebars', `${sidebar.file}.ts`);
      return [sidebar.file, existsSync(file) ? (await import(file)).default : undefined] as const;
    }),
  ),
);

const sectionSidebars: Record<string, SidebarDocs> = Object.fromEntries(
  docsSections.map((section) => [section.id, sidebarDocs(sidebarFiles[section.sidebar.file]?.[section.sidebar.id])]),
);

const sectionFiles = {
  sidebarIds: Object.fromEntries(
    Object.entries(sidebarFiles).map(([file, sidebars]) => [file, sidebars && Object.keys(sidebars)]),
  ),
  docIds,
};

describe('add a page: every doc sets its title and description and is in its section’s sidebar', () => {
  it('holds for every doc of every section', () => {
    expect(Object.values(docIds).flat().length).toBeGreaterThan(200);
    expect(docsOutsideSidebars(docsSections, docIds, sectionSidebars, UNLISTED_DOCS)).toEqual([]);
    expect(
      docFrontMatterGaps(docs.map(({section, relative, source}) => ({file: `docs/${section}/${relative}`, source}))),
    ).toEqual([]);
  });

  it('names the front matter a page was added without', () => {
    expect(
      docFrontMatterGaps([
        {file: 'docs/partners/new-page.md', source: '---\ntitle: New page\n---\n\n# New page\n'},
        {file: 'docs/partners/other.md', source: '# Other\n\ndescription: not front matter\n'},
        {file: 'docs/partners/done.md', source: '---\ntitle: Done\ndescription: >-\n  Folded.\n---\n'},
      ]),
    ).toEqual([
      'docs/partners/new-page.md has no `description` in its front matter: add it',
      'docs/partners/other.md has no `title` in its front matter: add it',
      'docs/partners/other.md has no `description` in its front matter: add it',
    ]);
  });

  it('names the sidebars file of a page added without its sidebar entry', () => {
    const sidebars = {partners: sidebarDocs(['introduction', {type: 'category', label: 'T', items: ['a/b']}])};
    const ids = {partners: ['introduction', 'a/b', 'new-page']};
    expect(docsOutsideSidebars(docsSections, ids, sidebars, [])).toEqual([
      "docs/partners/new-page is in no sidebar: add 'new-page' to sidebars/partners.ts (a page left out on purpose goes in the commented allow-list of unlisted pages)",
    ]);
    expect(docsOutsideSidebars(docsSections, ids, sidebars, ['partners/new-page'])).toEqual([]);
  });

  it('reads doc ids, category links and autogenerated folders from sidebar items', () => {
    const found = sidebarDocs({
      s: [
        'a',
        {type: 'doc', id: 'b'},
        {
          type: 'category',
          label: 'C',
          link: {type: 'doc', id: 'c/index'},
          items: [{type: 'autogenerated', dirName: 'd'}],
        },
        {Shorthand: ['e']},
        {type: 'link', label: 'x', href: '/x'},
      ],
    });
    expect([...found.ids].sort()).toEqual(['a', 'b', 'c/index', 'e']);
    expect(found.autogeneratedDirs).toEqual(['d']);
    expect(docsOutsideSidebars(docsSections, {partners: ['d/one', 'd2']}, {partners: found}, [])).toHaveLength(1);
  });

  it('reads a doc’s id from its path, or its front matter `id` in the same folder', () => {
    expect(docIdOf('v3/overview.md', '---\ntitle: x\n---\n')).toBe('v3/overview');
    expect(docIdOf('v3/overview.mdx', '---\nid: "intro"\n---\n')).toBe('v3/intro');
    expect(docIdOf('faq.md', '# FAQ\n\nid: not front matter\n')).toBe('faq');
  });
});

describe('add an address page: every registered page has its page file and sidebar label, and every page file is registered', () => {
  const pages = Object.values(addressPages).map((page) => ({
    id: page.id,
    docId: addressDocId(page),
    sidebarLabel: page.sidebarLabel,
  }));
  const pageFiles = docFiles(sitePath('docs/developers/addresses')).map(
    (file) => `addresses/${file.replace(/\.mdx?$/, '')}`,
  );

  it('holds for every address page', () => {
    expect(pageFiles).toContain('addresses/v3-contracts');
    expect(addressPageGaps(pages, pageFiles, sectionSidebars.developers!)).toEqual([]);
  });

  const sidebar = sidebarDocs(['addresses/index', 'addresses/v3-contracts', 'addresses/yyb-contracts']);
  const registered = [
    {id: 'index', docId: 'addresses/index', sidebarLabel: 'Addresses'},
    {id: 'v3', docId: 'addresses/v3-contracts', sidebarLabel: 'yVaults v3'},
    {id: 'yyb', docId: 'addresses/yyb-contracts', sidebarLabel: 'yYB'},
  ];
  const files = ['addresses/index', 'addresses/v3-contracts', 'addresses/yyb-contracts'];

  it('names the registry when a page file is not registered', () => {
    expect(addressPageGaps(registered, [...files, 'addresses/new-contracts'], sidebar)).toEqual([
      'docs/developers/addresses/new-contracts.mdx is not a registered address page: add its module to addressPageList in src/data/addresses/index.ts',
    ]);
  });

  it('names the page file when a registered page has none', () => {
    expect(addressPageGaps(registered, files.slice(0, 2), sidebar)).toEqual([
      'Address page "yyb" is registered but has no page: add docs/developers/addresses/yyb-contracts.mdx, rendering its module',
    ]);
  });

  it('names the module when a registered page has no sidebar label', () => {
    const unlabelled = registered.map((page) => (page.id === 'yyb' ? {...page, sidebarLabel: ' '} : page));
    expect(addressPageGaps(unlabelled, files, sidebar)).toEqual([
      'Address page "yyb" has no sidebar label: set sidebarLabel in its module in src/data/addresses/',
    ]);
  });

  it('names the sidebar when it leaves a registered page out', () => {
    expect(addressPageGaps(registered, files, sidebarDocs(files.slice(0, 2)))).toEqual([
      'Address page "yyb" (addresses/yyb-contracts) is not in the developer sidebar: sidebars/developers.ts lists the address pages through addressSidebar() (src/data/addresses/sidebar.ts)',
    ]);
  });
});

describe('add a chain: its RPC variable is documented and checked daily, and the chain tests know its addresses', () => {
  const files: ChainFiles = {
    readme: readFileSync(sitePath('README.md'), 'utf8'),
    workflowVariables: workflowRpcVariables(readFileSync(sitePath('.github/workflows/check-chains.yml'), 'utf8')),
    factChains: Object.values(addressFacts().entries).map((fact) => fact.chain),
  };

  it('holds for every chain', () => {
    expect(chainGaps(chainList, rpcEnvName, files)).toEqual([]);
  });

  // A made-up chain, added to the chain list alone.
  const chains = [...chainList, {id: 4242, name: 'Example Chain'}];
  const rpcVariable = (id: number) => `RPC_URL_${id}`;

  it('names the README, the workflow and the facts file when a new chain is missing from them', () => {
    expect(chainGaps(chains, rpcVariable, files)).toEqual([
      'Example Chain (4242): README.md does not name `RPC_URL_4242`: run npx tsx scripts/render-readme-chains.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a placeholder
      'Example Chain (4242): .github/workflows/check-chains.yml does not pass `RPC_URL_4242`: add `RPC_URL_4242: ${{ secrets.RPC_URL_4242 }}` to its env',
      "Example Chain (4242): the address facts name no address on it: add the facts of its addresses to tests/chain/fixtures/multichain-address-facts.json, which the chain tests' stand-ins answer from",
    ]);
  });

  it('names only the step left once the others are done', () => {
    const done = {
      readme: `${files.readme}\n| Example Chain | 4242 | \`RPC_URL_4242\` |`,
      workflowVariables: [...files.workflowVariables, 'RPC_URL_4242'],
    };
    expect(chainGaps(chains, rpcVariable, {...files, ...done})).toHaveLength(1);
    expect(chainGaps(chains, rpcVariable, {...files, ...done, factChains: [...files.factChains, 4242]})).toEqual([]);
  });
});

describe('add a section: the model is complete and every part of the site shows it', () => {
  const consumers: SectionConsumers = {
    navbar: sectionNavbarItems,
    footer: [...sectionFooterItems('Docs'), ...sectionFooterItems('More')],
    notFound: notFoundLinks,
    searchLabels: SEARCH_SECTION_LABELS,
    llmsSections: LLMS_SECTIONS,
    rootRedirects: sectionRootRedirects,
  };

  const hosting = readFileSync(sitePath('HOSTING.md'), 'utf8');
  /** HOSTING.md beside what scripts/render-hosting-configs.ts writes into it for these sections. */
  const hostingFor = (sections: readonly DocsSection[]): GeneratedFile => ({
    file: 'HOSTING.md',
    script: 'scripts/render-hosting-configs.ts',
    text: hosting,
    rendered: withServerConfigs(hosting, {
      all: hostRedirects([...sectionRootRedirectsOf(sections), ...publishedPathRedirects]),
      publishedPaths: hostRedirects(publishedPathRedirects),
    }),
  });

  it('holds for every section', () => {
    expect(sectionModelGaps(docsSections, sectionFiles)).toEqual([]);
    expect(sectionConsumerGaps(docsSections, consumers)).toEqual([]);
    expect(staleGeneratedFiles([hostingFor(docsSections)])).toEqual([]);
  });

  const added: DocsSection = {
    id: 'grants',
    label: 'Grants',
    sidebar: {file: 'grants', id: 'grantsSidebar'},
    landingDoc: 'overview',
    hint: 'funding for builders',
    inNavbar: true,
    footerColumn: 'More',
  };

  it('names the script to run when the new section root’s redirect is not in HOSTING.md', () => {
    expect(staleGeneratedFiles([hostingFor([...docsSections, added])])).toEqual([
      'HOSTING.md is stale: run npx tsx scripts/render-hosting-configs.ts',
    ]);
    // A section whose root is its landing page adds no redirect.
    expect(staleGeneratedFiles([hostingFor([...docsSections, {...added, landingDoc: 'index'}])])).toEqual([]);
  });

  it('names each missing piece of a section added to the model alone', () => {
    expect(sectionModelGaps([added], sectionFiles)).toEqual([
      'Section "grants" in src/data/sections.ts names sidebars/grants.ts, which does not exist: add the sidebars file',
      'Section "grants" in src/data/sections.ts lands on "overview", which is no doc in docs/grants/: add the page',
    ]);
    expect(
      sectionModelGaps([{...added, label: 'User Docs', hint: ' '}, ...docsSections], {
        sidebarIds: {...sectionFiles.sidebarIds, grants: ['other']},
        docIds: {...docIds, grants: ['overview']},
      }),
    ).toEqual([
      'Section "grants" in src/data/sections.ts shares its label "User Docs" with another section',
      'Section "grants" in src/data/sections.ts has no hint for the not-found page',
      'Section "grants" in src/data/sections.ts names sidebar "grantsSidebar", which sidebars/grants.ts does not export',
      'Section "getting-started" in src/data/sections.ts shares its label "User Docs" with another section',
    ]);
    expect(
      sectionModelGaps([{...added, label: ' '}], {
        sidebarIds: {grants: ['grantsSidebar']},
        docIds: {grants: ['overview']},
      }),
    ).toEqual(['Section "grants" in src/data/sections.ts has no label']);
  });

  it('names each part of the site that leaves a section out', () => {
    expect(sectionConsumerGaps([added], consumers)).toEqual([
      'Section "grants" (Grants) has no navbar item: docusaurus.config.ts spreads sectionNavbarItems (config/sectionLinks.ts)',
      'Section "grants" (Grants) has no footer item: docusaurus.config.ts spreads sectionFooterItems(\'More\') (config/sectionLinks.ts)',
      'Section "grants" (Grants) has no link on the not-found page: it lists notFoundLinks (config/sectionLinks.ts)',
      'Section "grants" (Grants) has no search result group: SEARCH_SECTION_LABELS (config/search.ts) comes from docsSections',
      'Section "grants" (Grants) has no llms.txt heading: LLMS_SECTIONS (plugins/markdown-twins/llmsTxt.ts) comes from docsSections',
      'Section "grants" (Grants): /grants does not open /grants/overview: sectionRootRedirects (config/redirects.ts) comes from docsSections',
    ]);
  });
});

describe('add a contract or a release: every entry is indexed and its contract described', () => {
  const files: CatalogueFiles = {
    entryFiles: keysBelow(sitePath('src/contracts/catalogue'), '.json').filter((key) => key !== 'index'),
    index: validateCatalogueIndex(
      JSON.parse(readFileSync(sitePath('src/contracts/catalogue/index.json'), 'utf8')),
      'index.json',
    ),
    // The generation folders: common/ holds shared sets, index.ts and types.ts are no family.
    descriptionFiles: keysBelow(sitePath('src/contracts/descriptions'), '.ts').filter((file) => /^V\d\//.test(file)),
    registered: Object.keys(DESCRIPTIONS),
  };

  it('holds for the whole catalogue', () => {
    expect(files.entryFiles).toContain('V3/VaultV3');
    expect(files.descriptionFiles).toContain('V3/VaultV3');
    expect(catalogueGaps(files)).toEqual([]);
  });

  it('names the index line of an entry file written without it, and the file of a line without one', () => {
    const index = files.index.filter((item) => item.key !== 'V3/Periphery/AprOracle');
    const gone = {key: 'V3/Periphery/Gone', contract: 'AprOracle', generation: 'V3' as const};
    expect(catalogueGaps({...files, index: [...index, gone]})).toEqual([
      'src/contracts/catalogue/V3/Periphery/AprOracle.json is not in src/contracts/catalogue/index.json: add its line (npx tsx scripts/catalogue-from-abi.ts writes both)',
      'src/contracts/catalogue/index.json lists V3/Periphery/Gone, which has no file src/contracts/catalogue/V3/Periphery/Gone.json',
    ]);
  });

  it('names the descriptions of a new contract, and their registration in DESCRIPTIONS', () => {
    const foo = {key: 'V3/Periphery/Foo', contract: 'Foo', generation: 'V3' as const};
    const added = {...files, entryFiles: [...files.entryFiles, foo.key], index: [...files.index, foo]};
    expect(catalogueGaps(added)).toEqual([
      'V3/Periphery/Foo has no descriptions: write src/contracts/descriptions/V3/Foo.ts and add it to DESCRIPTIONS in src/contracts/descriptions/index.ts',
    ]);
    expect(catalogueGaps({...added, descriptionFiles: [...files.descriptionFiles, 'V3/Foo']})).toEqual([
      'src/contracts/descriptions/V3/Foo.ts is not registered: add it to DESCRIPTIONS in src/contracts/descriptions/index.ts',
    ]);
  });
});

describe('upgrade Docusaurus: every @docusaurus/* package at one version, and installed', () => {
  const manifest = JSON.parse(readFileSync(sitePath('package.json'), 'utf8')) as Record<
    'dependencies' | 'devDependencies',
    Record<string, string>
  >;
  const dependencies = {...manifest.dependencies, ...manifest.devDependencies};
  const installed = (name: string): string | undefined => {
    const file = sitePath('node_modules', name, 'package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
  };

  it('holds for package.json and node_modules', () => {
    expect(Object.keys(dependencies).filter((name) => name.startsWith('@docusaurus/')).length).toBeGreaterThan(5);
    expect(docusaurusVersionGaps(dependencies, installed)).toEqual([]);
  });

  it('names a package the upgrade left behind, an install not run and a range', () => {
    const upgraded = {'@docusaurus/core': '3.11.0', '@docusaurus/types': '3.10.2', react: '19.0.0'};
    const beforeInstall = (name: string) => ({'@docusaurus/core': '3.10.2', '@docusaurus/types': '3.10.2'})[name];
    expect(docusaurusVersionGaps(upgraded, beforeInstall)).toEqual([
      'node_modules holds @docusaurus/core 3.10.2 where package.json asks 3.11.0: run npm install',
      'package.json: @docusaurus/types is 3.10.2 but @docusaurus/core 3.11.0: give every @docusaurus/* package one version',
    ]);
    expect(docusaurusVersionGaps({'@docusaurus/core': '^3.11.0'}, () => '3.11.0')).toEqual([
      'package.json: @docusaurus/core is "^3.11.0": pin the exact version',
    ]);
  });
});
