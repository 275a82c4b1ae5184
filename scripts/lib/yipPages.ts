/**
 * The Markdown of the YIP pages, one per record of src/data/yips.ts: front
 * matter and the one component that renders the record. Written to
 * docs/contributing/governance/yips/ by scripts/generate-yip-pages.ts; a unit
 * test checks the committed files match.
 */
import {type Yip, yipLabel} from '../../src/data/yips';

/** The folder of the YIP pages, relative to the repository root. */
export const YIP_PAGES_DIR = 'docs/contributing/governance/yips';

export function yipPageFile(n: number): string {
  return `yip-${n}.md`;
}

function description(yip: Yip): string {
  const year = yip.created.slice(0, 4);
  const verdict = yip.outcome === 'Passed' ? 'passed' : 'rejected';
  return `${yipLabel(yip)}, ${verdict} (${year}): what the proposal decided, who wrote it, how the vote went and where to read the full text.`;
}

export function yipPageSource(yip: Yip): string {
  return [
    '---',
    `title: ${JSON.stringify(yipLabel(yip))}`,
    `description: ${JSON.stringify(description(yip))}`,
    '---',
    '',
    "import YipRecord from '@site/src/components/YipRecord';",
    '',
    `<YipRecord n={${yip.n}} />`,
    '',
  ].join('\n');
}
