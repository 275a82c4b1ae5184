import {records} from '@site/tests/unit/fixtures/search/corpus';
import {describe, expect, it} from 'vitest';

describe('expandCompactIndex', () => {
  it('rebuilds DocSearch records: each heading then its paragraphs, with the hierarchy and anchored URL', () => {
    const limits = records.filter((record) => record.url === '/developers/v3/vault#deposit-limits');
    expect(limits.map((record) => record.type)).toEqual(['lvl2', 'content']);
    expect(limits[1]).toMatchObject({
      hierarchy: {lvl0: 'Smart Contracts', lvl1: 'Vault', lvl2: 'Deposit limits', lvl3: null},
      content: 'Governance sets a maximum of total assets the vault accepts.',
      url_without_anchor: '/developers/v3/vault',
      anchor: 'deposit-limits',
      docusaurus_tag: 'docs-developers-current',
      language: 'en',
    });
  });

  it('gives page titles no anchor and ranks headings above content by weight', () => {
    const title = records.find((record) => record.hierarchy.lvl1 === 'Glossary' && record.type === 'lvl1')!;
    expect(title.url).toBe('/resources/glossary');
    expect(title.anchor).toBeNull();
    expect(title.weight.level).toBe(90);
    expect(records.find((record) => record.type === 'content')!.weight.level).toBe(0);
  });
});
