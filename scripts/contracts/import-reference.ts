/**
 * One-off converter: turns the extracted contract facts (one JSON file per
 * reference page, see the reference README) into the project's own catalogue
 * under src/contracts/catalogue/. It keeps facts only — names, signatures,
 * types, mutability, access, events, structs, constants, roles and source
 * links — and drops extraction bookkeeping. The committed catalogue is what
 * the site builds from; rerun this only to re-import the facts.
 *
 * Usage: tsx scripts/contracts/import-reference.ts [referenceDir] [--add indexFile]
 *   referenceDir defaults to ../shared/reference/contracts
 *   --add converts only the pages an extra index lists (e.g. INDEX-additions.json)
 *   and merges them into the existing catalogue instead of rebuilding it.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {
  CatalogueEntry,
  CatalogueIndexItem,
  ConstantEntry,
  ContractKind,
  EventEntry,
  EventParam,
  FunctionEntry,
  FunctionKind,
  Generation,
  Param,
  RoleEntry,
  StateMutability,
  StructEntry,
  Visibility,
} from '../../src/contracts/types';

const ROUTE_PREFIX = '/developers/smart-contracts/';
const siteDir = path.resolve(__dirname, '../..');
const catalogueDir = path.join(siteDir, 'src/contracts/catalogue');

interface RawParam {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: RawParam[];
}

interface RawFunction {
  name: string;
  type?: FunctionKind;
  signature: string;
  params: RawParam[];
  returns: RawParam[];
  stateMutability: StateMutability | null;
  visibility?: Visibility | 'private';
  in_abi: boolean;
  access?: string | string[];
  access_natspec?: string;
  getter?: boolean;
  interface?: string;
  modifiers?: string[];
  params_may_be_incomplete?: boolean;
}

interface RawEvent {
  name: string;
  signature: string;
  params: RawParam[];
  params_may_be_incomplete?: boolean;
}

interface RawFile {
  contract: string;
  language: 'vyper' | 'solidity';
  version: string | null;
  route: string;
  kind: ContractKind;
  source_url: string | null;
  source_url_inferred?: string;
  compiler?: string;
  inherits?: string[];
  interfaces?: {name: string; source_url: string}[];
  functions: RawFunction[];
  source_only_functions?: RawFunction[];
  events: RawEvent[];
  source_only_events?: RawEvent[];
  errors?: {name: string; signature: string; params: RawParam[]}[];
  structs: {
    name: string;
    fields: {name: string; type: string; internalType?: string; solidityType?: string}[] | null;
    signature: string | null;
  }[];
  enums?: {name: string; values: string[]; flag_values?: Record<string, number>}[];
  constants: {
    name: string;
    type: string;
    value?: string;
    mutability: 'constant' | 'immutable';
    visibility?: string;
    public?: boolean;
  }[];
  roles: {name: string; value: number | string; kind: string}[];
}

interface RawIndexItem {
  route: string;
  file: string;
}

function param(raw: RawParam): Param {
  return {
    name: raw.name,
    type: raw.type,
    ...(raw.internalType && raw.internalType !== raw.type ? {internalType: raw.internalType} : {}),
    ...(raw.components ? {components: raw.components.map(param)} : {}),
  };
}

function eventParam(raw: RawParam): EventParam {
  return {...param(raw), ...(raw.indexed ? {indexed: true} : {})};
}

function functionEntry(raw: RawFunction): FunctionEntry {
  const access = raw.access === undefined ? undefined : Array.isArray(raw.access) ? raw.access : [raw.access];
  return {
    name: raw.name,
    kind: raw.type ?? 'function',
    signature: raw.signature,
    params: raw.params.map(param),
    returns: raw.returns.map(param),
    stateMutability: raw.stateMutability,
    // Private helpers are documented like internal ones: neither is callable from outside.
    visibility: raw.visibility === 'private' ? 'internal' : (raw.visibility ?? null),
    inAbi: raw.in_abi,
    ...(access ? {access} : {}),
    ...(raw.access_natspec ? {accessHolders: raw.access_natspec} : {}),
    ...(raw.getter ? {getter: true} : {}),
    ...(raw.interface ? {interface: raw.interface} : {}),
    ...(raw.modifiers?.length ? {modifiers: raw.modifiers} : {}),
    ...(raw.params_may_be_incomplete ? {paramsMayBeIncomplete: true} : {}),
  };
}

function eventEntry(raw: RawEvent): EventEntry {
  return {
    name: raw.name,
    signature: raw.signature,
    params: raw.params.map(eventParam),
    ...(raw.params_may_be_incomplete ? {paramsMayBeIncomplete: true} : {}),
  };
}

/** Page entries first, then source-only ones the page did not list (same signature = same entry). */
function mergeBySignature<T extends {signature: string}>(page: T[], sourceOnly: T[]): T[] {
  const seen = new Set(page.map((item) => item.signature));
  return [...page, ...sourceOnly.filter((item) => !seen.has(item.signature))];
}

function generationOf(key: string): Generation {
  if (key.includes('V1/')) return 'V1';
  return key.startsWith('V3/') || key.startsWith('deprecated/V3/') ? 'V3' : 'V2';
}

function roleEntry(raw: RawFile['roles'][number]): RoleEntry {
  return {name: raw.name, value: raw.value, kind: raw.kind === 'position id' ? 'position-id' : 'bitflag'};
}

function constantEntry(raw: RawFile['constants'][number]): ConstantEntry {
  const visibility = raw.visibility ?? (raw.public === undefined ? undefined : raw.public ? 'public' : 'internal');
  return {
    name: raw.name,
    type: raw.type,
    value: raw.value ?? null,
    mutability: raw.mutability,
    ...(visibility ? {visibility} : {}),
  };
}

function structEntry(raw: RawFile['structs'][number]): StructEntry {
  return {
    name: raw.name,
    fields:
      raw.fields?.map((field) => ({
        name: field.name,
        type: field.type,
        ...(field.internalType && field.internalType !== field.type ? {internalType: field.internalType} : {}),
        ...(field.solidityType ? {solidityType: field.solidityType} : {}),
      })) ?? null,
    signature: raw.signature,
  };
}

function convert(raw: RawFile): CatalogueEntry {
  const key = raw.route.slice(ROUTE_PREFIX.length);
  const functions = mergeBySignature(
    raw.functions.map(functionEntry),
    (raw.source_only_functions ?? []).map(functionEntry),
  );
  const events = mergeBySignature(raw.events.map(eventEntry), (raw.source_only_events ?? []).map(eventEntry));
  return {
    key,
    contract: raw.contract,
    generation: generationOf(key),
    version: raw.version,
    language: raw.language,
    ...(raw.compiler ? {compiler: raw.compiler} : {}),
    kind: raw.kind,
    sourceUrl: raw.source_url ?? raw.source_url_inferred ?? null,
    ...(raw.inherits?.length ? {inherits: raw.inherits} : {}),
    ...(raw.interfaces
      ? {interfaces: raw.interfaces.map((item) => ({name: item.name, sourceUrl: item.source_url}))}
      : {}),
    functions,
    events,
    errors: (raw.errors ?? []).map((error) => ({
      name: error.name,
      signature: error.signature,
      params: error.params.map(param),
    })),
    structs: raw.structs.map(structEntry),
    enums: (raw.enums ?? []).map((item) => ({
      name: item.name,
      values: item.values,
      ...(item.flag_values ? {flagValues: item.flag_values} : {}),
    })),
    constants: raw.constants.map(constantEntry),
    roles: raw.roles.map(roleEntry),
  };
}

/** One top-level key per line and one array item per line: compact, yet diffs stay readable. */
function formatEntry(entry: CatalogueEntry): string {
  const lines = Object.entries(entry).map(([name, value]) => {
    if (!Array.isArray(value) || value.length === 0) return `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
    const items = value.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
    return `  ${JSON.stringify(name)}: [\n${items}\n  ]`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

async function writeEntries(referenceDir: string, index: readonly RawIndexItem[]): Promise<CatalogueIndexItem[]> {
  const items: CatalogueIndexItem[] = [];
  for (const item of index) {
    const raw = JSON.parse(await readFile(path.join(referenceDir, item.file), 'utf8')) as RawFile;
    const entry = convert(raw);
    const target = path.join(catalogueDir, `${entry.key}.json`);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, formatEntry(entry));
    items.push({
      key: entry.key,
      contract: entry.contract,
      generation: entry.generation,
      version: entry.version,
      kind: entry.kind,
    });
  }
  return items;
}

async function writeIndex(items: CatalogueIndexItem[]): Promise<void> {
  items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await writeFile(
    path.join(catalogueDir, 'index.json'),
    `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`,
  );
}

async function main(referenceDir: string, additions: string | undefined): Promise<void> {
  if (additions) {
    const index = JSON.parse(await readFile(path.join(referenceDir, additions), 'utf8')) as RawIndexItem[];
    const added = await writeEntries(referenceDir, index);
    const addedKeys = new Set(added.map((item) => item.key));
    const existing = JSON.parse(await readFile(path.join(catalogueDir, 'index.json'), 'utf8')) as CatalogueIndexItem[];
    await writeIndex([...existing.filter((item) => !addedKeys.has(item.key)), ...added]);
    console.log(`Added ${added.length} catalogue entries to ${path.relative(siteDir, catalogueDir)}`);
    return;
  }
  const index = JSON.parse(await readFile(path.join(referenceDir, 'INDEX.json'), 'utf8')) as RawIndexItem[];
  await rm(catalogueDir, {recursive: true, force: true});
  const items = await writeEntries(referenceDir, index);
  await writeIndex(items);
  console.log(`Wrote ${items.length} catalogue entries to ${path.relative(siteDir, catalogueDir)}`);
}

const args = process.argv.slice(2);
const addAt = args.indexOf('--add');
const additions = addAt >= 0 ? args.splice(addAt, 2)[1] : undefined;
main(path.resolve(args[0] ?? path.join(siteDir, '../shared/reference/contracts')), additions).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
