/**
 * Writes a contract reference entry from a compiler's ABI, and its line in
 * the catalogue index (see CONTRIBUTING.md, "Add a contract or a release to
 * the reference"). An entry of an earlier release at the same key is first
 * kept under deprecated/<generation>/version-<its version>/, with its line.
 *
 * Usage:
 *   npx tsx scripts/catalogue-from-abi.ts Foo.abi.json --key V3/Periphery/Foo --contract Foo \
 *     --generation V3 --version 3.0.4 --language solidity [--kind contract] [--source <url>]
 *
 * The ABI is `solc --abi`, `vyper -f abi`, or a Foundry/Hardhat artifact.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {validateCatalogueEntry, validateCatalogueIndex} from '../src/contracts/schema';
import type {ContractKind, Generation, Language} from '../src/contracts/types';
import {abiOf, catalogueEntryFromAbi, formatCatalogueEntry, supersededEntry, withIndexLine} from './lib/abiCatalogue';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    key: {type: 'string'},
    contract: {type: 'string'},
    generation: {type: 'string'},
    version: {type: 'string'},
    language: {type: 'string'},
    kind: {type: 'string', default: 'contract'},
    source: {type: 'string'},
  },
});
const [abiFile] = positionals;
if (!abiFile || !values.key || !values.contract || !values.generation || !values.language) {
  console.error(
    'usage: npx tsx scripts/catalogue-from-abi.ts <abi.json> --key <page path> --contract <name> --generation V1|V2|V3 --language solidity|vyper [--version x.y.z] [--kind contract] [--source <url>]',
  );
  process.exit(2);
}

const catalogue = path.resolve(import.meta.dirname, '../src/contracts/catalogue');
const entry = catalogueEntryFromAbi(abiOf(JSON.parse(readFileSync(abiFile, 'utf8'))), {
  key: values.key,
  contract: values.contract,
  generation: values.generation as Generation,
  version: values.version ?? null,
  language: values.language as Language,
  kind: values.kind as ContractKind,
  sourceUrl: values.source ?? null,
});
const indexFile = path.join(catalogue, 'index.json');
const entryFile = path.join(catalogue, `${entry.key}.json`);
const previous = existsSync(entryFile)
  ? validateCatalogueEntry(JSON.parse(readFileSync(entryFile, 'utf8')), `${entry.key}.json`)
  : undefined;
const superseded = supersededEntry(previous, entry.version);
// The earlier release first, so its page survives the new entry.
for (const written of superseded ? [superseded, entry] : [entry]) {
  const file = path.join(catalogue, `${written.key}.json`);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, formatCatalogueEntry(written));
  const index = validateCatalogueIndex(JSON.parse(readFileSync(indexFile, 'utf8')), 'index.json');
  writeFileSync(indexFile, withIndexLine(index, written));
}
if (superseded) console.log(`kept release ${superseded.version} as ${superseded.key}.json, with its index line`);
console.log(
  `wrote ${path.relative(process.cwd(), entryFile)} (${entry.functions.length} functions, ${entry.events.length} events, ${entry.errors.length} errors) and its index line`,
);
