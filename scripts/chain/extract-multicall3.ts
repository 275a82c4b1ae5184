/**
 * Writes tests/chain/fixtures/multicall3.runtime.hex: the canonical Multicall3
 * runtime code as deployed on mainnet, taken offline from the npm tarball of
 * @tevm/node (MIT), which ships it in src/GENESIS_STATE.js. Only that tarball
 * is fetched, into a temporary folder; nothing is added to package.json.
 * Run: npx tsx scripts/chain/extract-multicall3.ts
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {keccak256} from 'viem';

const root = path.resolve(import.meta.dirname, '../..');
const tarballSpec = '@tevm/node@2.0.0-next.107';
/** keccak256 of the mainnet runtime at 0xcA11…CA11, 3,808 bytes long. */
export const multicall3RuntimeHash = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891';

const dir = mkdtempSync(path.join(os.tmpdir(), 'multicall3-'));
try {
  execFileSync('npm', ['pack', tarballSpec, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = path.join(dir, 'tevm-node-2.0.0-next.107.tgz');
  execFileSync('tar', ['-xzf', tarball, '-C', dir, 'package/src/GENESIS_STATE.js']);
  const source = readFileSync(path.join(dir, 'package/src/GENESIS_STATE.js'), 'utf8');
  const block = source.slice(source.indexOf('multicall3Contract'));
  const match = /deployedBytecode:\s*['"](0x[0-9a-fA-F]+)['"]/.exec(block);
  if (!match?.[1]) throw new Error('deployedBytecode of multicall3Contract not found');
  const runtime = match[1].toLowerCase() as `0x${string}`;
  const hash = keccak256(runtime);
  if (hash !== multicall3RuntimeHash || (runtime.length - 2) / 2 !== 3808) {
    throw new Error(`unexpected Multicall3 runtime: ${(runtime.length - 2) / 2} bytes, hash ${hash}`);
  }
  writeFileSync(path.join(root, 'tests/chain/fixtures/multicall3.runtime.hex'), `${runtime}\n`);
  console.log(`wrote multicall3.runtime.hex (${(runtime.length - 2) / 2} bytes, ${hash})`);
} finally {
  rmSync(dir, {recursive: true, force: true});
}
