import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {YIP_PAGES_DIR, yipPageFile, yipPageSource} from '@site/scripts/lib/yipPages';
import contributingSidebars from '@site/sidebars/contributing';
import YipRecord from '@site/src/components/YipRecord';
import YipTable from '@site/src/components/YipTable';
import {findYip, proposalTextUrls, snapshotUrl, supersededBy, yipDocId, yipRoute, yips} from '@site/src/data/yips';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/Link', () => ({
  default: ({to, href, children}: {to?: string; href?: string; children?: ReactNode}) =>
    createElement('a', {href: to ?? href}, children),
}));
vi.mock('@theme/Heading', () => ({
  default: ({as, id, children}: {as: string; id?: string; children?: ReactNode}) => createElement(as, {id}, children),
}));

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

function wordsOf(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('YIP records', () => {
  it('have unique numbers, newest first', () => {
    const numbers = yips.map((yip) => yip.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('hold the facts every page shows', () => {
    for (const yip of yips) {
      expect(yip.title.trim(), `YIP-${yip.n}`).not.toBe('');
      expect(yip.authors.length, `YIP-${yip.n}`).toBeGreaterThan(0);
      expect(yip.created, `YIP-${yip.n}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(yip.created)), `YIP-${yip.n}`).toBe(false);
      const sentences = yip.summary.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
      expect(sentences, `YIP-${yip.n} summary`).toBeGreaterThanOrEqual(2);
      expect(sentences, `YIP-${yip.n} summary`).toBeLessThanOrEqual(4);
    }
  });

  it('link only to well-formed https URLs', () => {
    const urls = yips.flatMap((yip) => [
      ...yip.forum,
      ...proposalTextUrls(yip),
      ...(yip.more ?? []).map((link) => link.url),
      ...(yip.vote.kind === 'snapshot' ? [snapshotUrl(yip.vote)] : []),
    ]);
    for (const url of urls) {
      expect(() => new URL(url), url).not.toThrow();
      expect(new URL(url).protocol, url).toBe('https:');
      expect(url, url).not.toMatch(/\s/);
    }
    for (const yip of yips) {
      if (yip.vote.kind === 'snapshot')
        expect(yip.vote.proposal, `YIP-${yip.n}`).toMatch(/^(Qm[1-9A-HJ-NP-Za-km-z]{44}|0x[0-9a-f]{64})$/);
      for (const url of yip.forum) expect(url, `YIP-${yip.n}`).toMatch(/^https:\/\/gov\.yearn\.fi\/t\/[a-z0-9-]+\/\d+/);
      for (const page of yip.seeAlso ?? []) expect(page.to, `YIP-${yip.n}`).toMatch(/^\/[a-zA-Z0-9/_-]+$/);
    }
  });

  it('refer only to records that exist, never to themselves', () => {
    for (const yip of yips) {
      const references = [...(yip.supersedes ?? []).map((entry) => entry.n), ...(yip.related ?? [])];
      for (const n of references) {
        expect(findYip(n), `YIP-${yip.n} refers to YIP-${n}`).toBeDefined();
        expect(n, `YIP-${yip.n} refers to itself`).not.toBe(yip.n);
      }
      for (const entry of yip.supersedes ?? [])
        expect(entry.n, `YIP-${yip.n} supersedes a later YIP`).toBeLessThan(yip.n);
    }
  });

  it('derive "superseded by" from "supersedes"', () => {
    expect(supersededBy(41).map((entry) => entry.n)).toEqual([61, 54]);
    expect(supersededBy(65).map((entry) => entry.n)).toEqual([88]);
    expect(supersededBy(88)).toEqual([]);
  });
});

describe('YIP pages', () => {
  const dir = path.join(SITE_ROOT, YIP_PAGES_DIR);

  it('exist for every record and no other number', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.md') || file.endsWith('.mdx'));
    expect(files.sort()).toEqual(yips.map((yip) => yipPageFile(yip.n)).sort());
  });

  it('match the generator (run `npx tsx scripts/generate-yip-pages.ts` after changing the records)', () => {
    for (const yip of yips) {
      expect(readFileSync(path.join(dir, yipPageFile(yip.n)), 'utf8'), yipPageFile(yip.n)).toBe(yipPageSource(yip));
    }
  });

  it('are listed in the governance sidebar, newest first', () => {
    type Item = Exclude<SidebarsConfig[string], unknown[] | Record<string, unknown[]>> | Record<string, unknown>;
    const find = (items: readonly unknown[]): {items: unknown[]} | undefined => {
      for (const item of items as Item[]) {
        if (typeof item !== 'object' || item === null) continue;
        const category = item as {type?: string; label?: string; items?: unknown[]};
        if (category.type === 'category' && category.label === 'YIP records') return category as {items: unknown[]};
        if (Array.isArray(category.items)) {
          const inner = find(category.items);
          if (inner) return inner;
        }
      }
      return undefined;
    };
    const category = find(contributingSidebars.contributingSidebar as unknown[]);
    expect(category?.items).toEqual(yips.map((yip) => yipDocId(yip.n)));
  });

  it('render at least 150 words of text each, with the record facts', () => {
    for (const yip of yips) {
      const html = renderToStaticMarkup(createElement(YipRecord, {n: yip.n}));
      expect(wordsOf(html), `YIP-${yip.n}`).toBeGreaterThanOrEqual(150);
      expect(html).toContain(`<strong>${yip.outcome}</strong>`);
      for (const url of proposalTextUrls(yip)) expect(linksOf(html)).toContain(url);
      if (yip.vote.kind === 'snapshot') expect(linksOf(html)).toContain(snapshotUrl(yip.vote));
      for (const n of [...(yip.related ?? []), ...supersededBy(yip.n).map((entry) => entry.n)])
        expect(linksOf(html)).toContain(yipRoute(n));
    }
  });
});

describe('the proposal repository table', () => {
  it('has one row per record, each linking to its page', () => {
    const html = renderToStaticMarkup(createElement(YipTable));
    const rows = [...html.matchAll(/<tr><td><a href="([^"]+)">YIP-(\d+)<\/a><\/td>/g)];
    expect(rows.map((row) => Number(row[2]))).toEqual(yips.map((yip) => yip.n));
    expect(rows.map((row) => row[1])).toEqual(yips.map((yip) => yipRoute(yip.n)));
  });

  it('is the table the proposal repository page renders', () => {
    const source = readFileSync(path.join(SITE_ROOT, 'docs/contributing/governance/proposal-repository.md'), 'utf8');
    expect(source).toContain("import YipTable from '@site/src/components/YipTable';");
    expect(source.match(/<YipTable \/>/g)).toHaveLength(1);
  });
});
