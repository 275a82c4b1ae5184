/**
 * Validates catalogue JSON against the types in ./types, so a malformed or
 * hand-edited entry fails the build with the file and field named, instead of
 * rendering a broken page.
 */
import type {
  CatalogueEntry,
  CatalogueIndexItem,
  ConstantEntry,
  EnumEntry,
  ErrorEntry,
  EventEntry,
  EventParam,
  FunctionEntry,
  Param,
  RoleEntry,
  StructEntry,
  StructField,
} from './types';

export class CatalogueError extends Error {
  constructor(where: string, problem: string) {
    super(`Contract catalogue: ${where}: ${problem}`);
    this.name = 'CatalogueError';
  }
}

type Json = Record<string, unknown>;

const GENERATIONS = ['V1', 'V2', 'V3'] as const;
const LANGUAGES = ['vyper', 'solidity'] as const;
const KINDS = ['contract', 'interface', 'abstract', 'library', 'test'] as const;
const MUTABILITIES = ['view', 'pure', 'nonpayable', 'payable'] as const;
const VISIBILITIES = ['external', 'public', 'internal'] as const;
const FUNCTION_KINDS = ['function', 'constructor', 'receive', 'fallback'] as const;
const CONSTANT_MUTABILITIES = ['constant', 'immutable'] as const;
const ROLE_KINDS = ['bitflag', 'position-id'] as const;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new CatalogueError(where, 'expected an object');
  return value as Json;
}

function string(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new CatalogueError(where, `expected a string, got ${JSON.stringify(value)}`);
  return value;
}

function nonEmpty(value: unknown, where: string): string {
  const text = string(value, where);
  if (text.length === 0) throw new CatalogueError(where, 'must not be empty');
  return text;
}

function nullable<T>(value: unknown, where: string, read: (value: unknown, where: string) => T): T | null {
  return value === null ? null : read(value, where);
}

function optional<T>(value: unknown, where: string, read: (value: unknown, where: string) => T): T | undefined {
  return value === undefined ? undefined : read(value, where);
}

function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: unknown, where: string): T => {
    if (!allowed.includes(value as T))
      throw new CatalogueError(where, `expected one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
    return value as T;
  };
}

function array<T>(value: unknown, where: string, read: (value: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) throw new CatalogueError(where, 'expected an array');
  return value.map((item, index) => read(item, `${where}[${index}]`));
}

function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new CatalogueError(where, 'expected a boolean');
  return value;
}

function stringList(value: unknown, where: string): string[] {
  return array(value, where, nonEmpty);
}

/** Copies only the optional keys that are present, so validated entries stay as lean as the files. */
function present<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

function param(value: unknown, where: string): Param {
  const raw = object(value, where);
  return present({
    name: string(raw.name, `${where}.name`),
    type: nonEmpty(raw.type, `${where}.type`),
    internalType: optional(raw.internalType, `${where}.internalType`, nonEmpty),
    components: optional(raw.components, `${where}.components`, (items, at) => array(items, at, param)),
  });
}

function eventParam(value: unknown, where: string): EventParam {
  const raw = object(value, where);
  return present({...param(raw, where), indexed: optional(raw.indexed, `${where}.indexed`, boolean)});
}

function functionEntry(value: unknown, where: string): FunctionEntry {
  const raw = object(value, where);
  return present({
    name: nonEmpty(raw.name, `${where}.name`),
    kind: oneOf(FUNCTION_KINDS)(raw.kind, `${where}.kind`),
    signature: nonEmpty(raw.signature, `${where}.signature`),
    params: array(raw.params, `${where}.params`, param),
    returns: array(raw.returns, `${where}.returns`, param),
    stateMutability: nullable(raw.stateMutability, `${where}.stateMutability`, oneOf(MUTABILITIES)),
    visibility: nullable(raw.visibility, `${where}.visibility`, oneOf(VISIBILITIES)),
    inAbi: boolean(raw.inAbi, `${where}.inAbi`),
    access: optional(raw.access, `${where}.access`, stringList),
    accessHolders: optional(raw.accessHolders, `${where}.accessHolders`, nonEmpty),
    getter: optional(raw.getter, `${where}.getter`, boolean),
    interface: optional(raw.interface, `${where}.interface`, nonEmpty),
    modifiers: optional(raw.modifiers, `${where}.modifiers`, stringList),
    paramsMayBeIncomplete: optional(raw.paramsMayBeIncomplete, `${where}.paramsMayBeIncomplete`, boolean),
  });
}

function eventEntry(value: unknown, where: string): EventEntry {
  const raw = object(value, where);
  return present({
    name: nonEmpty(raw.name, `${where}.name`),
    signature: nonEmpty(raw.signature, `${where}.signature`),
    params: array(raw.params, `${where}.params`, eventParam),
    paramsMayBeIncomplete: optional(raw.paramsMayBeIncomplete, `${where}.paramsMayBeIncomplete`, boolean),
  });
}

function errorEntry(value: unknown, where: string): ErrorEntry {
  const raw = object(value, where);
  return {
    name: nonEmpty(raw.name, `${where}.name`),
    signature: nonEmpty(raw.signature, `${where}.signature`),
    params: array(raw.params, `${where}.params`, param),
  };
}

function structField(value: unknown, where: string): StructField {
  const raw = object(value, where);
  return present({
    name: nonEmpty(raw.name, `${where}.name`),
    type: nonEmpty(raw.type, `${where}.type`),
    internalType: optional(raw.internalType, `${where}.internalType`, nonEmpty),
    solidityType: optional(raw.solidityType, `${where}.solidityType`, nonEmpty),
  });
}

function structEntry(value: unknown, where: string): StructEntry {
  const raw = object(value, where);
  return {
    name: nonEmpty(raw.name, `${where}.name`),
    fields: nullable(raw.fields, `${where}.fields`, (items, at) => array(items, at, structField)),
    signature: nullable(raw.signature, `${where}.signature`, nonEmpty),
  };
}

function enumEntry(value: unknown, where: string): EnumEntry {
  const raw = object(value, where);
  return present({
    name: nonEmpty(raw.name, `${where}.name`),
    values: stringList(raw.values, `${where}.values`),
    flagValues: optional(raw.flagValues, `${where}.flagValues`, (flags, at) => {
      const map = object(flags, at);
      for (const [name, bit] of Object.entries(map)) {
        if (typeof bit !== 'number') throw new CatalogueError(`${at}.${name}`, 'expected a number');
      }
      return map as Record<string, number>;
    }),
  });
}

function constantEntry(value: unknown, where: string): ConstantEntry {
  const raw = object(value, where);
  return present({
    name: nonEmpty(raw.name, `${where}.name`),
    type: nonEmpty(raw.type, `${where}.type`),
    value: nullable(raw.value, `${where}.value`, string),
    mutability: oneOf(CONSTANT_MUTABILITIES)(raw.mutability, `${where}.mutability`),
    visibility: optional(raw.visibility, `${where}.visibility`, nonEmpty),
  });
}

function roleEntry(value: unknown, where: string): RoleEntry {
  const raw = object(value, where);
  const roleValue = raw.value;
  if (typeof roleValue !== 'number' && typeof roleValue !== 'string')
    throw new CatalogueError(`${where}.value`, 'expected a number or a string');
  return {
    name: nonEmpty(raw.name, `${where}.name`),
    value: roleValue,
    kind: oneOf(ROLE_KINDS)(raw.kind, `${where}.kind`),
  };
}

/** Checks one catalogue file; `where` names it in error messages. */
export function validateCatalogueEntry(value: unknown, where: string): CatalogueEntry {
  const raw = object(value, where);
  return present({
    key: nonEmpty(raw.key, `${where}.key`),
    contract: nonEmpty(raw.contract, `${where}.contract`),
    generation: oneOf(GENERATIONS)(raw.generation, `${where}.generation`),
    version: nullable(raw.version, `${where}.version`, nonEmpty),
    language: oneOf(LANGUAGES)(raw.language, `${where}.language`),
    compiler: optional(raw.compiler, `${where}.compiler`, nonEmpty),
    kind: oneOf(KINDS)(raw.kind, `${where}.kind`),
    sourceUrl: nullable(raw.sourceUrl, `${where}.sourceUrl`, nonEmpty),
    inherits: optional(raw.inherits, `${where}.inherits`, stringList),
    interfaces: optional(raw.interfaces, `${where}.interfaces`, (items, at) =>
      array(items, at, (item, itemAt) => {
        const source = object(item, itemAt);
        return {
          name: nonEmpty(source.name, `${itemAt}.name`),
          sourceUrl: nonEmpty(source.sourceUrl, `${itemAt}.sourceUrl`),
        };
      }),
    ),
    functions: array(raw.functions, `${where}.functions`, functionEntry),
    events: array(raw.events, `${where}.events`, eventEntry),
    errors: array(raw.errors, `${where}.errors`, errorEntry),
    structs: array(raw.structs, `${where}.structs`, structEntry),
    enums: array(raw.enums, `${where}.enums`, enumEntry),
    constants: array(raw.constants, `${where}.constants`, constantEntry),
    roles: array(raw.roles, `${where}.roles`, roleEntry),
  });
}

/** Checks the catalogue index (one line per entry). */
export function validateCatalogueIndex(value: unknown, where: string): CatalogueIndexItem[] {
  return array(value, where, (item, at) => {
    const raw = object(item, at);
    return {
      key: nonEmpty(raw.key, `${at}.key`),
      contract: nonEmpty(raw.contract, `${at}.contract`),
      generation: oneOf(GENERATIONS)(raw.generation, `${at}.generation`),
      version: nullable(raw.version, `${at}.version`, nonEmpty),
      kind: oneOf(KINDS)(raw.kind, `${at}.kind`),
    };
  });
}
