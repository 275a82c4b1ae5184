/**
 * Writes src/ethereum/catalogueAbis.generated.ts from the contract catalogue.
 * Run after changing src/ethereum/catalogueReads.ts or a catalogue entry it
 * names: npx tsx scripts/generate-catalogue-abis.ts
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {GENERATED_FILE, renderCatalogueAbis} from './lib/catalogueAbis';

const siteDir = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(siteDir, GENERATED_FILE), renderCatalogueAbis(siteDir));
console.log(`wrote ${GENERATED_FILE}`);
