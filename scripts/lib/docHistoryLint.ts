/**
 * Content lint for reader pages: this site is Yearn's documentation and tells
 * the product as it is now. A page may say what changed in the product (a
 * contract replaced, a vote, a wind-down); it may not narrate the history of
 * its own text ("earlier versions of this page", "upstream", "the docs
 * switched", "when this list was first compiled") or explain how the site is
 * built, and every "as of" date names its source. It also checks that every
 * `:::legacy` admonition follows the one wording pattern, and lists the pages
 * that declare themselves legacy (`legacy: true` in their front matter), and
 * that no registry id of the address data carries a year and month.
 *
 * Plain functions over strings, so the unit suite can feed it examples; the
 * test in tests/unit/scripts/lib/docHistoryLint.test.ts runs it over docs/ and over
 * every other text a reader sees: the strings and JSX text of src/ (address
 * notes, YIP summaries, contract descriptions, components) and sidebars/, and
 * the contract catalogue's JSON.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {frontMatterOf} from '../../src/data/recipeChecks';

export interface HistoryRule {
  id: string;
  pattern: RegExp;
  /**
   * When set, the rule is checked sentence by sentence and lets a sentence through
   * that also matches this: the phrase is allowed once its source is named.
   */
  unlessSourced?: RegExp;
  /** Why the phrase is not allowed, shown with every finding. */
  reason: string;
}

export interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
  reason: string;
}

export interface AllowedLine {
  /** Path relative to the repository root, e.g. docs/contributing/documentation/working-on-docs.md. */
  file: string;
  rule: string;
  /** A piece of the line's text that identifies it (robust to lines moving). */
  contains: string;
  /** Why this line is a real exception. */
  reason: string;
}

const PAGE = '(?:page|pages|guide|guides|docs|documentation|procedure|reference|section|site)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * What makes a dated figure sourced: a YIP, a block, a transaction, a named
 * on-chain read (`fn()` in code), or the site's own check:chains reading.
 */
const NAMED_SOURCE =
  /\bYIP-\d+\b|\bblocks? [\d,]{4,}|\btransactions?\b|\btx\b|\b0x[0-9a-f]{64}\b|`\w+\([^`]*\)`|check:chains/i;
const THIS = "(?:this|these|the|our|yearn's)";

export const HISTORY_RULES: HistoryRule[] = [
  {
    id: 'page-versions',
    pattern: new RegExp(
      String.raw`\b(?:earlier|older|previous|prior|later|newer|newest|latest|current|first|march \d{4}|\d{4}) (?:versions?|revisions?|editions?) of ${THIS} ${PAGE}\b`,
      'i',
    ),
    reason: 'narrates the history of the page instead of the product; state the fact as it is now',
  },
  {
    id: 'revision',
    pattern: /\b(?:earlier|older|later|newer|newest|latest|previous) revisions?\b|\brevisions? of (?:this|these|the) /i,
    reason: 'refers to revisions of the documentation; say what changed in the product, when and by which decision',
  },
  {
    id: 'upstream',
    pattern: /\bupstream\b/i,
    reason: 'implies this site copies another documentation; it is Yearn’s own documentation',
  },
  {
    id: 'official-docs',
    pattern: /\bofficial (?:documentation|docs)\b/i,
    reason: 'implies this site is not Yearn’s official documentation; it is',
  },
  {
    id: 'docs-did',
    pattern:
      /\bdocs snapshot\b|\bthe docs repository runs\b|\b(?:published|listed) as current in\b|\bdocs updated\b|\b(?:the|these|our) docs (?:switched|listed|recorded|moved|removed|added|labelled|labeled|kept|keep|gave|said|described|showed|pointed|updated|do not say|don't say|file)\b|\bdocs update\b/i,
    reason: 'narrates what the documentation did; say what the product did',
  },
  {
    id: 'listed-when',
    pattern:
      /\blisted (?:as current (?:since|from|in|until)|briefly|until (?:(?:early|mid|late|\w+) )?\d{4})\b|\b(?:listed|replaced|removed|added|dropped|recorded|shown|published) (?:in|from|on) (?:the|these|our) (?:docs|documentation|docs gauge list)\b|\bgauge dropped from the docs\b/i,
    reason:
      'dates what a list on this site showed, not what happened on-chain; give the product date with its source, or no date',
  },
  {
    id: 'docs-dated',
    pattern:
      /\bas of the (?:\w+ )?\d{4} (?:docs|documentation)\b|\bas of \w+ \d{4}, the [\w -]+ list still (?:included|listed|showed|held)\b/i,
    reason: 'dates a fact by a version of a documentation list; give the product date with its source, or no date',
  },
  {
    id: 'role-since',
    pattern:
      /\b(?:held by|granted to|assigned to|given to)\b[^.;]*\bsince \d{4}-\d{2}-\d{2}\b|\bbefore that date the role was empty\b/i,
    reason: 'dates a role without its transaction; give the block or transaction that granted it, or no date',
  },
  {
    id: 'the-source',
    pattern:
      /\bthe source (?:lists|listed|gives|gave|says|said|shows|showed|spells|spelled|names|named|calls|called)\b/i,
    reason: 'narrates the documentation this page was written from; state the fact itself',
  },
  {
    id: 'older-interface',
    pattern: /\b(?:older|earlier|previous|prior) versions? of the (?:interface|app|ui|website|front end|front-end)\b/i,
    reason: 'an undated remark on a past interface; say what the app shows now, or date the change with its source',
  },
  {
    id: 'original-page',
    pattern:
      /\bthe original (?:guide|guides|page|pages|guidelines|docs|documentation|text|examples?|samples?|link|schema|file)\b|\bthe originals\b|\bmaintained (?:copy|copies)\b|\bother copies\b|\bcopy of this page\b/i,
    reason: 'compares the page with an earlier text; state the correct fact once',
  },
  {
    id: 'page-did',
    pattern: /\b(?:this|the) (?:page|guide|procedure) (?:listed|recorded|said|gave|showed|pointed|used to)\b/i,
    reason: 'narrates what the page used to say',
  },
  {
    id: 'time-of-writing',
    pattern: /\bat the time of (?:writing|this writing)\b|\bas of this writing\b/i,
    reason: 'undated figure; date it by its source ("set by YIP-85, May 2025", "at block …") or drop it',
  },
  {
    id: 'as-of-unsourced',
    pattern: new RegExp(
      String.raw`\bas of (?:(?:early|mid|late) )?(?:\d{4}-\d{2}(?:-\d{2})?|(?:\d{1,2} )?${MONTH}\.?,? \d{4}|(?:19|20)\d{2})\b`,
      'i',
    ),
    unlessSourced: NAMED_SOURCE,
    reason:
      'an "as of" date without its source: name the YIP, block, transaction or on-chain read it comes from in the same sentence, or state the fact without the date',
  },
  {
    id: 'doc-compiled',
    pattern:
      /\bwhen (?:much of |most of |part of )?(?:this|the|these) (?:list|page|glossary|table|guide|section|entries|docs|documentation) (?:was|were) (?:first )?(?:compiled|written|drafted|assembled|put together|created|made)\b|\b(?:this|that|the|these) (?:list|page|table|glossary|section|entry|entries) dates? (?:from|back to)\b|\b(?:first|originally) compiled\b/i,
    reason: 'dates the documentation’s own text, not the product; give the product date with its source, or none',
  },
  {
    id: 'docs-now',
    pattern:
      /\b(?:yearn['’]s|the|these|our) (?:docs|documentation) now\b|\bthis (?:page|site|section) now\b|\b(?:has|have) been moved to (?:yearn['’]s |the )?deprecated\b|\bmoved to (?:the )?deprecated (?:section|products|pages)\b/i,
    reason:
      'narrates a change of the documentation; say what the product is now (a retired product gets the :::legacy block)',
  },
  {
    id: 'history-label',
    pattern:
      /^\s*:::\w+\[(?:historical[^\]]*|what changed[^\]]*|maintaining this page)\]|^#{1,6} what changed in (?:this|the current) /i,
    reason: 'mixed history labels; a retired subject gets the one :::legacy admonition',
  },
  {
    id: 'maintaining',
    pattern: /\bmaintaining this (?:page|guide|section)\b|\bupdate (?:it|this page) by hand\b/i,
    reason: 'tells readers how the site is maintained; that belongs in the README and the contributing pages',
  },
  {
    id: 'site-build',
    pattern: /src\/ethereum\/constants\.ts|\bgenerator script\b|natspec-generate|\bv3-docs\b package script/i,
    reason: 'tells readers how this site is built or points at files of other repositories',
  },
  {
    id: 'archive-apology',
    pattern:
      /\bthis archive keeps\b|\bkept here (?:as a record|for reference)\b|\bis not reproduced here\b|\bremoved (?:this|the) page\b|\bremoved from (?:the|its|yearn's) (?:docs|documentation)\b/i,
    reason: 'apologises for the page instead of saying what the subject is and what to use now',
  },
];

/** Real exceptions, one line each. */
export const ALLOWED_LINES: AllowedLine[] = [
  {
    file: 'docs/contributing/documentation/working-on-docs.md',
    rule: 'upstream',
    contains: 'latest commit of the upstream branch',
    reason: "a page about editing this site: the upstream branch is the git term for the parent repository's branch",
  },
];

/** Lines of a Markdown file outside fenced code blocks, with their 1-based numbers. */
function proseLines(source: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, index) => {
    const marker = text.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (fence === null) fence = marker[1]![0]!;
      else if (marker[1]![0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({line: index + 1, text});
  });
  return out;
}

function isAllowed(file: string, rule: string, text: string, allowed: AllowedLine[]): boolean {
  return allowed.some((a) => a.file === file && a.rule === rule && text.includes(a.contains));
}

/** Doc-history phrasing in one Markdown file's source. */
export function lintHistory(file: string, source: string, allowed: AllowedLine[] = ALLOWED_LINES): Finding[] {
  return lintLines(file, proseLines(source), allowed);
}

/**
 * The texts a reader can see in a TypeScript or JavaScript module: its string
 * literals, template text and JSX text, each with the line it starts on.
 * Comments and identifiers are left out: readers never see them.
 */
export function readerStrings(file: string, source: string): {line: number; text: string}[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.jsx?$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: {line: number; text: string}[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) out.push({line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text});
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return out;
}

/**
 * Doc-history phrasing in any file a reader's text comes from: Markdown pages,
 * the strings of TypeScript and JavaScript modules, and JSON data line by line.
 */
export function lintReaderText(file: string, source: string, allowed: AllowedLine[] = ALLOWED_LINES): Finding[] {
  if (/\.mdx?$/.test(file)) return lintHistory(file, source, allowed);
  if (/\.[jt]sx?$/.test(file)) return lintLines(file, readerStrings(file, source), allowed);
  return lintLines(
    file,
    source.split('\n').map((text, index) => ({line: index + 1, text})),
    allowed,
  );
}

/** The sentences of a line: split after a full stop, question or exclamation mark that ends a word. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[^a-z])/);
}

function breaksRule(rule: HistoryRule, text: string): boolean {
  const {unlessSourced} = rule;
  if (!unlessSourced) return rule.pattern.test(text);
  return sentencesOf(text).some((sentence) => rule.pattern.test(sentence) && !unlessSourced.test(sentence));
}

function lintLines(file: string, lines: {line: number; text: string}[], allowed: AllowedLine[]): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of lines) {
    for (const rule of HISTORY_RULES) {
      if (breaksRule(rule, text) && !isAllowed(file, rule.id, text, allowed)) {
        findings.push({file, line, rule: rule.id, text: text.trim(), reason: rule.reason});
      }
    }
  }
  return findings;
}

export const LEGACY_TITLE = /^:::legacy\[(.+) (?:is|are) retired\]\s*$/;
const LEGACY_PARTS = ['**What it is.**', '**Status.**', '**Use instead.**'] as const;

/** Every `:::legacy` block of a file, checked against the one wording pattern. */
export function lintLegacyBlocks(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  const lines = source.split('\n');
  const reason =
    'a :::legacy block is `:::legacy[<Name> is retired]` with paragraphs **What it is.**, **Status.**, **Use instead.**';
  lines.forEach((text, index) => {
    if (!/^\s*:::legacy\b/.test(text)) return;
    const line = index + 1;
    if (!LEGACY_TITLE.test(text.trim())) findings.push({file, line, rule: 'legacy-title', text: text.trim(), reason});
    const end = lines.findIndex((l, i) => i > index && /^\s*:::\s*$/.test(l));
    if (end === -1) {
      findings.push({file, line, rule: 'legacy-unclosed', text: text.trim(), reason});
      return;
    }
    const paragraphs = lines
      .slice(index + 1, end)
      .join('\n')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const starts = paragraphs.map((p) => LEGACY_PARTS.find((part) => p.startsWith(part)) ?? null);
    if (paragraphs.length !== 3 || starts.some((s, i) => s !== LEGACY_PARTS[i])) {
      findings.push({file, line, rule: 'legacy-parts', text: text.trim(), reason});
    }
    if (!/\]\((?:\/|\.{1,2}\/|https?:|#)/.test(paragraphs[2] ?? '')) {
      findings.push({
        file,
        line,
        rule: 'legacy-link',
        text: text.trim(),
        reason: '**Use instead.** links to the replacement',
      });
    }
  });
  return findings;
}

/** Every Markdown page under a docs folder (partials, whose names start with `_`, excluded). */
export function docFiles(root: string, dir = 'docs'): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docFiles(root, relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Whether a page's front matter declares it legacy (`legacy: true`). */
export function isLegacyPage(source: string): boolean {
  return /^legacy:\s*true\s*$/m.test(frontMatterOf(source));
}

/** The route a docs file is served at: docs/<section>/<path>, index pages at their folder. */
export function routeOfDoc(file: string): string {
  return `/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '');
}

/** The one list of legacy pages: every page whose front matter says `legacy: true`. */
export function legacyPages(root: string): {file: string; route: string}[] {
  return docFiles(root)
    .filter((file) => !path.basename(file).startsWith('_'))
    .filter((file) => isLegacyPage(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => ({file, route: routeOfDoc(file)}));
}

/** Folders, besides docs/, whose files carry text readers see. */
export const READER_TEXT_DIRS = ['src', 'sidebars'] as const;

/**
 * Every file besides the docs pages whose text reaches readers: modules and
 * data under src/ (address notes, YIP records, contract descriptions and the
 * catalogue, components, the home page) and the sidebars. Stylesheets hold no
 * prose.
 */
export function readerTextFiles(root: string, dirs: readonly string[] = READER_TEXT_DIRS): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && /\.(?:[jt]sx?|json)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

/** A year and month inside an id (`-2025-10`, `/2025-10`): a date that says when it was listed, not what it is. */
const DATED_ID = /(?:^|[-/_.])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])(?:$|[-/_.])/;

/**
 * Registry ids that carry a year and month. Reads the `id` properties of the
 * address data (src/data/addresses/*.ts), the ids published in
 * /addresses.json; an id names what a thing is, and a renamed id stays
 * resolvable through `formerIds`, which this does not read.
 */
export function lintRegistryIds(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'id' &&
      ts.isStringLiteralLike(node.initializer) &&
      DATED_ID.test(node.initializer.text)
    ) {
      findings.push({
        file,
        line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        rule: 'dated-id',
        text: node.initializer.text,
        reason:
          'a registry id carries a year and month; name what the thing is (`-interim`, `-original`) and keep the old id in `formerIds`',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

/** The modules of the address data, whose ids /addresses.json publishes. */
export function registryFiles(root: string): string[] {
  return readdirSync(path.join(root, 'src/data/addresses'))
    .filter((name) => /\.ts$/.test(name))
    .map((name) => `src/data/addresses/${name}`);
}
