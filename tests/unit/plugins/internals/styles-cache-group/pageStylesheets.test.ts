import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  linkPageStylesheets,
  linkPageStylesheetsInBuild,
  moduleClassesOf,
} from '@site/plugins/internals/styles-cache-group/linkPageStylesheets';
import {
  isPageStylesheet,
  PAGE_STYLESHEET_GROUPS,
  pageStylesheetGroupOf,
} from '@site/plugins/internals/styles-cache-group/pageStylesheets';
import {pageStylesheetRecord} from '@site/plugins/internals/styles-cache-group/recordPageStylesheets';
import {afterEach, describe, expect, it} from 'vitest';

describe('pageStylesheetGroupOf', () => {
  it('gives each listed component its own group, on POSIX and Windows paths', () => {
    expect(pageStylesheetGroupOf('/site/src/components/VeYFICalculator/styles.module.css')).toBe(
      'page-veyfi-calculator',
    );
    expect(pageStylesheetGroupOf('C:\\site\\src\\components\\AddressTable\\styles.module.css')).toBe(
      'page-address-table',
    );
    expect(pageStylesheetGroupOf('/site/src/theme/SearchPage/styles.module.css')).toBe('page-search-page');
  });

  it('puts the address table and the verification badges it always shows in one file', () => {
    expect(pageStylesheetGroupOf('/site/src/components/AddressVerification/styles.module.css')).toBe(
      'page-address-table',
    );
  });

  it('leaves the components of many pages, scripts and global sheets in the site stylesheet', () => {
    expect(isPageStylesheet('/site/src/components/ContractReference/styles.module.css')).toBe(false);
    expect(isPageStylesheet('/site/src/components/VeYFICalculator/index.tsx')).toBe(false);
    expect(isPageStylesheet('/site/src/css/custom.css')).toBe(false);
  });
});

describe('moduleClassesOf', () => {
  it("lists a CSS module's hashed class names, not global or BEM ones", () => {
    const css =
      '.wrapper_Wijt{container-type:inline-size}.table_UXlm th,.table_UXlm td{padding:0}' +
      '.markdown .menu__link{color:red}[data-theme=dark] .badge_Q-1_{color:#fff}';
    expect(moduleClassesOf(css).sort()).toEqual(['badge_Q-1_', 'table_UXlm', 'wrapper_Wijt']);
  });
});

const SITE_LINK = '<link rel=stylesheet href=/assets/css/styles.b72969f1.css />';
const page = (body: string) => `<html><head><title>t</title>${SITE_LINK}<script src=/a.js></script></head>${body}`;
const calculator = {href: '/assets/css/page-veyfi-calculator.6e0607af.css', classes: ['calculator_PLtF']};
const table = {href: '/assets/css/page-address-table.44880bbd.css', classes: ['wrapper_Wijt', 'table_UXlm']};

describe('linkPageStylesheets', () => {
  it('links the sheets whose classes the page uses, right after the site stylesheet, in order', () => {
    const html = page('<div class="calculator_PLtF"><table class=table_UXlm></table></div>');
    expect(linkPageStylesheets(html, [table, calculator])).toBe(
      '<html><head><title>t</title><link rel=stylesheet href=/assets/css/styles.b72969f1.css />' +
        '<link rel="stylesheet" href="/assets/css/page-address-table.44880bbd.css">' +
        '<link rel="stylesheet" href="/assets/css/page-veyfi-calculator.6e0607af.css">' +
        '<script src=/a.js></script></head><div class="calculator_PLtF"><table class=table_UXlm></table></div>',
    );
  });

  it('leaves a page that uses none of them as it is', () => {
    const html = page('<div class="calculatorIntro">veYFI</div>');
    expect(linkPageStylesheets(html, [calculator, table])).toBe(html);
  });

  it('fails loudly on a page that uses a sheet but links no site stylesheet', () => {
    expect(() => linkPageStylesheets('<head></head><div class=calculator_PLtF>', [calculator])).toThrow(
      /links no site stylesheet/,
    );
  });
});

describe('pageStylesheetRecord', () => {
  it("lists each page group's stylesheet files from the chunks' cache-group hints, and nothing else", () => {
    const chunks = [
      {idNameHints: new Set(['page-veyfi-calculator']), files: new Set(['assets/css/815.6e0607af.css'])},
      {
        idNameHints: ['page-address-table'],
        files: ['assets/css/99.aa.css', 'assets/css/98.bb.css', 'assets/js/98.cc.js'],
      },
      {idNameHints: ['styles'], files: ['assets/css/styles.b72969f1.css']},
      {idNameHints: [], files: ['assets/css/4867.ecb5381f.css', 'assets/js/4867.fc6ef9f6.js']},
    ];
    expect(pageStylesheetRecord(chunks)).toEqual({
      'page-veyfi-calculator': ['assets/css/815.6e0607af.css'],
      'page-address-table': ['assets/css/98.bb.css', 'assets/css/99.aa.css'],
    });
  });
});

describe('linkPageStylesheetsInBuild', () => {
  let root: string;
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  /** A build folder with a calculator page and a home page, and the record the client build would leave. */
  function buildWith(groups: readonly string[]): {outDir: string; workDir: string} {
    root = mkdtempSync(path.join(tmpdir(), 'page-stylesheets-'));
    const outDir = path.join(root, 'build');
    const workDir = path.join(root, 'work');
    mkdirSync(path.join(outDir, 'assets', 'css'), {recursive: true});
    mkdirSync(path.join(outDir, 'contributing'), {recursive: true});
    mkdirSync(workDir);
    const record: Record<string, string[]> = {};
    groups.forEach((group, id) => {
      const file = `assets/css/${id}.0123abcd.css`;
      const css = group === 'page-veyfi-calculator' ? '.calculator_PLtF{margin:0}' : `.x_${id}abc{margin:0}`;
      writeFileSync(path.join(outDir, file), css);
      record[group] = [file];
    });
    writeFileSync(path.join(workDir, 'page-stylesheets.json'), JSON.stringify(record));
    writeFileSync(path.join(outDir, 'contributing', 'calculator.html'), page('<div class=calculator_PLtF>'));
    writeFileSync(path.join(outDir, 'index.html'), page('<main>home</main>'));
    return {outDir, workDir};
  }

  it('rewrites the pages that use a sheet, with the base URL, and leaves no staged file behind', async () => {
    const {outDir, workDir} = buildWith(PAGE_STYLESHEET_GROUPS);
    const calculatorFile = `assets/css/${PAGE_STYLESHEET_GROUPS.indexOf('page-veyfi-calculator')}.0123abcd.css`;
    expect(await linkPageStylesheetsInBuild(outDir, '/docs/', workDir)).toBe(1);
    expect(readFileSync(path.join(outDir, 'contributing', 'calculator.html'), 'utf8')).toContain(
      `${SITE_LINK}<link rel="stylesheet" href="/docs/${calculatorFile}">`,
    );
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(page('<main>home</main>'));
    expect(readdirSync(path.join(workDir, 'staging'))).toEqual([]);
  });

  it('fails the build when a listed component made no stylesheet', async () => {
    const {outDir, workDir} = buildWith(PAGE_STYLESHEET_GROUPS.filter((group) => group !== 'page-address-checker'));
    await expect(linkPageStylesheetsInBuild(outDir, '/', workDir)).rejects.toThrow(
      /no stylesheet was made for page-address-checker/,
    );
  });
});
