/** llms.txt lists a contract page's ABI file beside its Markdown twin, taken from the twin's "ABI (JSON)" link. */

import {abiLinkOf, buildLlmsTxt} from '@site/plugins/markdown-twins/llmsTxt';
import {expect, it} from 'vitest';

const site = 'https://docs.example';
const twin = (path: string, markdown: string) => ({path, title: path.split('/').pop()!, description: '', markdown});

it('adds the ABI link to the line of a page whose twin has one, and to no other', () => {
  const text = buildLlmsTxt({
    title: 'Docs',
    summary: 'Summary.',
    siteUrl: site,
    twinPath: (path) => `${path}.md`,
    entries: [
      twin(
        '/developers/smart-contracts/V3/VaultV3',
        `# VaultV3\n\n[ABI (JSON)](${site}/developers/smart-contracts/V3/VaultV3.abi.json) of VaultV3 3.0.4.`,
      ),
      twin('/developers/v3/overview', '# Overview\n\nNo ABI here.'),
    ],
  });
  expect(text).toContain(
    `- [VaultV3](${site}/developers/smart-contracts/V3/VaultV3.md) · [ABI (JSON)](${site}/developers/smart-contracts/V3/VaultV3.abi.json)`,
  );
  expect(text).toContain(`- [overview](${site}/developers/v3/overview.md)\n`);
  expect(abiLinkOf('[ABI (JSON)](/x.json)')).toBeNull();
});
