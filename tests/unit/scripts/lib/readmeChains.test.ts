/**
 * Adding a chain is one entry in src/data/chains.ts; these tests name the
 * steps outside the code that the entry still needs.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions in workflow text, not placeholders
import {readFileSync} from 'node:fs';
import {withChainTable, workflowRpcVariables} from '@site/scripts/lib/readmeChains';
import {chainList, rpcEnvName} from '@site/src/data/chains';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const readme = readFileSync(sitePath('README.md'), 'utf8');
const workflow = readFileSync(sitePath('.github/workflows/check-chains.yml'), 'utf8');

describe('a listed chain outside the code', () => {
  it('is in the README chain table (run npx tsx scripts/render-readme-chains.ts)', () => {
    expect(withChainTable(readme, chainList) === readme).toBe(true);
  });

  it('has its RPC secret in the daily chain-check workflow', () => {
    const missing = chainList
      .map((chain) => rpcEnvName(chain.id))
      .filter((name) => !workflowRpcVariables(workflow).includes(name));
    expect(missing, 'add `RPC_URL_<id>: ${{ secrets.RPC_URL_<id> }}` to .github/workflows/check-chains.yml').toEqual(
      [],
    );
  });

  it('a README written before a chain was added fails the table check', () => {
    const [, ...rest] = chainList;
    const stale = withChainTable(readme, rest);
    expect(withChainTable(stale, chainList) === stale).toBe(false);
  });

  it('reads only a variable passed its own secret from the workflow', () => {
    const text = [
      '    env:',
      '      RPC_URL_1: ${{ secrets.RPC_URL_1 }}',
      '      RPC_URL_10: ${{ secrets.RPC_URL_8453 }}',
      '      # RPC_URL_137: ${{ secrets.RPC_URL_137 }}',
    ].join('\n');
    expect(workflowRpcVariables(text)).toEqual(['RPC_URL_1']);
  });
});
