/**
 * A contract catalogue entry (src/contracts/types.ts) from a compiler's ABI:
 * `solc --abi`, `vyper -f abi`, or the `abi` of a Foundry or Hardhat
 * artifact. The ABI gives the functions, events and errors with their
 * signatures; what it does not carry (inheritance, access checks, structs,
 * enums, constants, roles, internal functions) is added by hand from the
 * source. The entry is checked by the same validator the build uses.
 */
import {isDeprecatedKey} from '../../src/contracts/keys';
import {validateCatalogueEntry} from '../../src/contracts/schema';
import type {
  CatalogueEntry,
  CatalogueIndexItem,
  ContractKind,
  EventEntry,
  EventParam,
  FunctionEntry,
  Generation,
  Language,
  Param,
  StateMutability,
} from '../../src/contracts/types';

interface AbiParameter {
  name?: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: AbiParameter[];
}

interface AbiItem {
  type: string;
  name?: string;
  inputs?: AbiParameter[];
  outputs?: AbiParameter[];
  stateMutability?: string;
  anonymous?: boolean;
}

export interface EntryFacts {
  key: string;
  contract: string;
  generation: Generation;
  version: string | null;
  language: Language;
  kind: ContractKind;
  sourceUrl: string | null;
}

/** The ABI array of a compiler's output: a bare array, or an artifact holding one in `abi`. */
export function abiOf(json: unknown): AbiItem[] {
  const abi = Array.isArray(json) ? json : (json as {abi?: unknown})?.abi;
  if (!Array.isArray(abi)) throw new Error('no ABI: expected a JSON array or an object with an "abi" array');
  return abi as AbiItem[];
}

/** A parameter's type as a human-readable signature writes it: tuples spelled out as `(type name, …)`. */
function typeOf(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  return `(${(parameter.components ?? []).map((component) => declaration(component)).join(', ')})${parameter.type.slice('tuple'.length)}`;
}

function declaration(parameter: AbiParameter, indexed = false): string {
  return [typeOf(parameter), indexed && parameter.indexed ? 'indexed' : '', parameter.name ?? '']
    .filter(Boolean)
    .join(' ');
}

function param(parameter: AbiParameter): Param {
  // internalType is kept where it says more than the ABI type (a struct, a contract type, an enum).
  const said = parameter.internalType && parameter.internalType !== parameter.type ? parameter.internalType : undefined;
  return {
    name: parameter.name ?? '',
    type: parameter.type,
    ...(said ? {internalType: said} : {}),
    ...(parameter.components ? {components: parameter.components.map(param)} : {}),
  };
}

const MUTABILITIES: readonly string[] = ['view', 'pure', 'nonpayable', 'payable'];

function functionEntry(item: AbiItem): FunctionEntry {
  const kind = item.type as FunctionEntry['kind'];
  const name = kind === 'function' ? item.name! : kind;
  const inputs = item.inputs ?? [];
  const outputs = item.outputs ?? [];
  const mutability = MUTABILITIES.includes(item.stateMutability ?? '')
    ? (item.stateMutability as StateMutability)
    : null;
  const shownMutability = mutability && mutability !== 'nonpayable' ? ` ${mutability}` : '';
  const returns = outputs.length ? ` returns (${outputs.map((output) => declaration(output)).join(', ')})` : '';
  const head = kind === 'function' ? `function ${name}` : kind;
  const signature =
    kind === 'receive' || kind === 'fallback'
      ? `${kind}() external${shownMutability}`
      : `${head}(${inputs.map((input) => declaration(input)).join(', ')})${shownMutability}${returns}`;
  return {
    name,
    kind,
    signature,
    params: inputs.map(param),
    returns: outputs.map(param),
    stateMutability: mutability,
    // The ABI holds external and public functions alike and does not say which.
    visibility: null,
    inAbi: true,
  };
}

function eventEntry(item: AbiItem): EventEntry {
  const inputs = item.inputs ?? [];
  return {
    name: item.name!,
    signature: `event ${item.name}(${inputs.map((input) => declaration(input, true)).join(', ')})`,
    params: inputs.map((input): EventParam => ({...param(input), ...(input.indexed ? {indexed: true} : {})})),
  };
}

/** The catalogue entry of an ABI, validated as the build validates it. */
export function catalogueEntryFromAbi(abi: readonly AbiItem[], facts: EntryFacts): CatalogueEntry {
  const entry = {
    ...facts,
    functions: abi
      .filter((item) => ['function', 'constructor', 'receive', 'fallback'].includes(item.type))
      .map(functionEntry),
    events: abi.filter((item) => item.type === 'event').map(eventEntry),
    errors: abi
      .filter((item) => item.type === 'error')
      .map((item) => ({
        name: item.name!,
        signature: `error ${item.name}(${(item.inputs ?? []).map((input) => declaration(input)).join(', ')})`,
        params: (item.inputs ?? []).map(param),
      })),
    structs: [],
    enums: [],
    constants: [],
    roles: [],
  };
  return validateCatalogueEntry(entry, facts.key);
}

/** The entry in the catalogue's file layout: fields one a line, each list item on a line of its own. */
export function formatCatalogueEntry(entry: CatalogueEntry): string {
  const fields = Object.entries(entry)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      if (!Array.isArray(value) || value.length === 0) return `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
      return `  ${JSON.stringify(name)}: [\n${value.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
    });
  return `{\n${fields.join(',\n')}\n}\n`;
}

/**
 * The copy that keeps an earlier release's page when an entry is written for
 * a newer one: the earlier entry under `deprecated/<generation>/version-<its
 * version>/` and the rest of its key. Undefined when no release is replaced:
 * no earlier entry, the same release again, or no version on either side.
 */
export function supersededEntry(
  previous: CatalogueEntry | undefined,
  version: string | null,
): CatalogueEntry | undefined {
  if (!previous?.version || version === null || previous.version === version || isDeprecatedKey(previous.key)) {
    return undefined;
  }
  const rest = previous.key.slice(previous.key.indexOf('/') + 1);
  return {...previous, key: `deprecated/${previous.generation}/version-${previous.version}/${rest}`};
}

/** The index with the entry's line added or replaced, in key order, one line per entry as the file keeps it. */
export function withIndexLine(index: readonly CatalogueIndexItem[], entry: CatalogueEntry): string {
  const line: CatalogueIndexItem = {
    key: entry.key,
    contract: entry.contract,
    generation: entry.generation,
    version: entry.version,
    kind: entry.kind,
  };
  const items = [...index.filter((item) => item.key !== entry.key), line].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  return `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
}
