/**
 * Turns a catalogue entry, its descriptions and its version history into the
 * data one reference page renders: grouped functions with anchors and
 * descriptions, events, types, constants, roles, changes and a table of
 * contents. Pure: the plugin runs it at build time and the page only renders.
 */
import {AnchorRegistry, memberAnchors, SECTION_IDS} from './anchors';
import {describeError, describeEvent, describeFunction} from './describe';
import type {ContractDescriptions} from './descriptions/types';
import {type ContractChangeSummary, changesSincePrevious} from './diff';
import {compareVersions, currentVersionOf, isDeprecatedKey, releasesOf, routeOf, titleOf} from './keys';
import {type ReleaseLabel, releaseLabel} from './release';
import {plainText} from './richText';
import {buildToc, type TocItem} from './toc';
import type {
  CatalogueEntry,
  ContractKind,
  FunctionEntry,
  Generation,
  InterfaceSource,
  Language,
  Param,
  StructField,
} from './types';

export interface PageParam {
  name: string;
  type: string;
  indexed?: boolean;
}

export interface PageFunction {
  id: string;
  name: string;
  /** Heading text: the name, qualified by interface or parameter types when the page has several members of that name. */
  label: string;
  /** Solidity-style declaration shown in the code block (the ABI signature with its visibility). */
  declaration: string;
  params: PageParam[];
  returns: PageParam[];
  stateMutability: string | null;
  visibility: string | null;
  access?: string[];
  accessHolders?: string;
  interface?: string;
  getter?: boolean;
  modifiers?: string[];
  paramsMayBeIncomplete?: boolean;
  description?: string;
}

export interface PageMember {
  id: string;
  name: string;
  label: string;
  declaration: string;
  params: PageParam[];
  paramsMayBeIncomplete?: boolean;
  description?: string;
}

export interface FunctionGroup {
  id: string;
  title: string;
  intro: string;
  functions: PageFunction[];
}

export interface PageStruct {
  id: string;
  name: string;
  fields: PageParam[] | null;
}

export interface PageEnum {
  id: string;
  name: string;
  values: {name: string; bit?: number}[];
}

export interface PageConstant {
  name: string;
  type: string;
  value: string | null;
  mutability: string;
}

export interface PageRole {
  name: string;
  value: string;
  /** Which bit of the role mask a flag role sets (value = 2^bit). */
  bit?: number;
  kind: 'bitflag' | 'position-id';
}

export interface ContractPageData {
  key: string;
  route: string;
  title: string;
  contract: string;
  generation: Generation;
  version: string | null;
  /** The release the page documents and the latest deployed one, shown at its top. */
  release: ReleaseLabel;
  deprecated: boolean;
  language: Language;
  compiler?: string;
  kind: ContractKind;
  sourceUrl: string | null;
  interfaces?: InterfaceSource[];
  inherits?: string[];
  summary?: string;
  /** One line for search engines and link previews. */
  description: string;
  /** For deprecated pages: the same contract in the current release. */
  current?: {version: string | null; route: string};
  /** For deprecated pages: the release that came next (null for V1, which V2 replaced). */
  supersededBy?: string | null;
  /** Changes against the closest earlier release that documents this contract; null when this is the first. */
  changes: ContractChangeSummary | null;
  groups: FunctionGroup[];
  events: PageMember[];
  errors: PageMember[];
  structs: PageStruct[];
  enums: PageEnum[];
  constants: PageConstant[];
  roles: PageRole[];
  toc: TocItem[];
}

const GROUPS = [
  {id: SECTION_IDS.constructor, title: 'Constructor', intro: 'Runs once, when the contract is deployed.'},
  {
    id: SECTION_IDS.view,
    title: 'View functions',
    intro: 'Read-only calls: they cost no gas when called off-chain and never change state.',
  },
  {
    id: SECTION_IDS.write,
    title: 'State-changing functions',
    intro:
      'Transactions that change state. No role gate is recorded for them; each description names the checks the function makes itself.',
  },
  {
    id: SECTION_IDS.admin,
    title: 'Admin functions',
    intro: 'Transactions restricted to particular roles or addresses, shown under Access.',
  },
  {
    id: SECTION_IDS.internal,
    title: 'Internal functions',
    intro:
      'Helpers inside the contract. They are not part of the ABI and cannot be called from outside; strategy writers override or call some of them.',
  },
] as const;

type GroupId = (typeof GROUPS)[number]['id'];

function groupOf(fn: FunctionEntry): GroupId {
  if (fn.kind === 'constructor') return SECTION_IDS.constructor;
  if (!fn.inAbi) return SECTION_IDS.internal;
  if (fn.stateMutability === 'view' || fn.stateMutability === 'pure') return SECTION_IDS.view;
  return fn.access?.length ? SECTION_IDS.admin : SECTION_IDS.write;
}

function displayType(param: Pick<Param, 'type' | 'internalType'> & {solidityType?: string}): string {
  return param.solidityType ?? param.internalType ?? param.type;
}

function pageParams(params: readonly (Param & {indexed?: boolean})[]): PageParam[] {
  return params.map((param) => ({
    name: param.name,
    type: displayType(param),
    ...(param.indexed ? {indexed: true} : {}),
  }));
}

/** Inserts the visibility after the parameter list: `function f(uint256 a) external view returns (uint256)`. */
export function declarationOf(fn: Pick<FunctionEntry, 'signature' | 'visibility'>): string {
  if (!fn.visibility || new RegExp(`\\)\\s*${fn.visibility}\\b`).test(fn.signature)) return fn.signature;
  let depth = 0;
  for (let i = fn.signature.indexOf('('); i < fn.signature.length; i += 1) {
    const char = fn.signature[i];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0) return `${fn.signature.slice(0, i + 1)} ${fn.visibility}${fn.signature.slice(i + 1)}`;
  }
  return fn.signature;
}

type Labelled = {name: string; params: readonly {type: string}[]; interface?: string};

/**
 * Headings must be unique on a page: members that share a name are qualified
 * by their interface when that tells them apart, otherwise by their types.
 */
export function memberLabels(members: readonly Labelled[]): string[] {
  const groups = new Map<string, Labelled[]>();
  for (const member of members) groups.set(member.name, [...(groups.get(member.name) ?? []), member]);
  const forms = [
    (member: Labelled) => member.name,
    (member: Labelled) => (member.interface ? `${member.interface}.${member.name}` : member.name),
    (member: Labelled) => `${member.name}(${member.params.map((param) => param.type).join(', ')})`,
    (member: Labelled) =>
      `${member.interface ? `${member.interface}.` : ''}${member.name}(${member.params.map((param) => param.type).join(', ')})`,
  ];
  return members.map((member) => {
    const group = groups.get(member.name)!;
    const form =
      forms.find((candidate) => new Set(group.map(candidate)).size === group.length) ?? forms[forms.length - 1]!;
    return form(member);
  });
}

function byName<T extends {name: string; params: readonly unknown[]}>(a: T, b: T): number {
  return (
    a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}) ||
    a.name.localeCompare(b.name) ||
    a.params.length - b.params.length
  );
}

function firstSentence(text: string): string {
  const plain = plainText(text);
  const match = /^.*?[.!?](\s|$)/.exec(plain);
  return (match ? match[0] : plain).trim();
}

function metaDescription(entry: CatalogueEntry, summary: string | undefined): string {
  const version = entry.version ? ` ${entry.version}` : '';
  const lead = `${titleOf(entry)}${version} contract reference`;
  const text = summary ? `${lead}: ${firstSentence(summary)}` : `${lead}: functions, events and types.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function bitOf(value: number): number | undefined {
  const bit = Math.log2(value);
  return Number.isInteger(bit) ? bit : undefined;
}

function structParams(fields: readonly StructField[] | null): PageParam[] | null {
  return fields ? fields.map((field) => ({name: field.name, type: displayType(field)})) : null;
}

/** A member's description from the contract's descriptions, when it has any. */
type Describe = <T>(fn: (set: ContractDescriptions, member: T) => string | undefined, member: T) => string | undefined;

/** The functions, in their groups; their anchors are registered first, so they keep the plain ids. */
function functionGroups(entry: CatalogueEntry, anchors: AnchorRegistry, describeWith: Describe): FunctionGroup[] {
  const functions = [...entry.functions].sort(byName);
  const functionIds = memberAnchors(functions, anchors);
  const functionLabels = memberLabels(
    functions.map((fn) => ({...fn, name: fn.kind === 'function' ? fn.name : fn.kind})),
  );
  const pageFunctions = functions.map((fn, index): PageFunction & {group: GroupId} => ({
    group: groupOf(fn),
    id: functionIds[index]!,
    name: fn.kind === 'function' ? fn.name : fn.kind,
    label: functionLabels[index]!,
    declaration: declarationOf(fn),
    params: pageParams(fn.params),
    returns: pageParams(fn.returns),
    stateMutability: fn.stateMutability,
    visibility: fn.visibility,
    ...(fn.access ? {access: fn.access} : {}),
    ...(fn.accessHolders ? {accessHolders: fn.accessHolders} : {}),
    ...(fn.interface ? {interface: fn.interface} : {}),
    ...(fn.getter ? {getter: true} : {}),
    ...(fn.modifiers ? {modifiers: fn.modifiers} : {}),
    ...(fn.paramsMayBeIncomplete ? {paramsMayBeIncomplete: true} : {}),
    description: describeWith(describeFunction, fn),
  }));
  return GROUPS.map((group) => ({
    ...group,
    functions: pageFunctions.filter((fn) => fn.group === group.id).map(({group: _group, ...fn}) => fn),
  })).filter((group) => group.functions.length > 0);
}

/** The events, then the errors, with their anchors registered in that order. */
function eventsAndErrors(
  entry: CatalogueEntry,
  anchors: AnchorRegistry,
  describeWith: Describe,
): Pick<ContractPageData, 'events' | 'errors'> {
  const events = [...entry.events].sort(byName);
  const eventIds = memberAnchors(events, anchors, 'event-');
  const errors = [...entry.errors].sort(byName);
  const errorIds = memberAnchors(errors, anchors, 'error-');
  const eventLabels = memberLabels(events);
  const errorLabels = memberLabels(errors);
  return {
    events: events.map((event, index) => ({
      id: eventIds[index]!,
      name: event.name,
      label: eventLabels[index]!,
      declaration: event.signature,
      params: pageParams(event.params),
      ...(event.paramsMayBeIncomplete ? {paramsMayBeIncomplete: true} : {}),
      description: describeWith(describeEvent, event),
    })),
    errors: errors.map((error, index) => ({
      id: errorIds[index]!,
      name: error.name,
      label: errorLabels[index]!,
      declaration: error.signature,
      params: pageParams(error.params),
      description: describeWith(describeError, error),
    })),
  };
}

/** The structs, then the enums, with their anchors registered in that order. */
function typeDefinitions(entry: CatalogueEntry, anchors: AnchorRegistry): Pick<ContractPageData, 'structs' | 'enums'> {
  const structIds = memberAnchors(
    entry.structs.map((struct) => ({name: struct.name, params: []})),
    anchors,
    'struct-',
  );
  const enumIds = memberAnchors(
    entry.enums.map((item) => ({name: item.name, params: []})),
    anchors,
    'enum-',
  );
  return {
    structs: entry.structs.map((struct, index) => ({
      id: structIds[index]!,
      name: struct.name,
      fields: structParams(struct.fields),
    })),
    enums: entry.enums.map((item, index) => ({
      id: enumIds[index]!,
      name: item.name,
      values: item.values.map((value) => ({
        name: value,
        ...(item.flagValues?.[value] !== undefined ? {bit: item.flagValues[value]} : {}),
      })),
    })),
  };
}

function constantsAndRoles(entry: CatalogueEntry): Pick<ContractPageData, 'constants' | 'roles'> {
  return {
    constants: entry.constants.map((constant) => ({
      name: constant.name,
      type: constant.type,
      value: constant.value,
      mutability: constant.mutability,
    })),
    roles: entry.roles.map((role) => ({
      name: role.name,
      value: String(role.value),
      ...(typeof role.value === 'number' && bitOf(role.value) !== undefined ? {bit: bitOf(role.value)} : {}),
      kind: role.kind,
    })),
  };
}

/** The page data of one catalogue entry; `entries` is the whole catalogue (for versions and changes). */
export function buildContractPage(
  entry: CatalogueEntry,
  descriptions: ContractDescriptions | undefined,
  entries: readonly CatalogueEntry[],
): ContractPageData {
  const anchors = new AnchorRegistry();
  const describeWith: Describe = (fn, member) => (descriptions ? fn(descriptions, member) : undefined);
  const groups = functionGroups(entry, anchors, describeWith);
  const {events, errors} = eventsAndErrors(entry, anchors, describeWith);
  const {structs, enums} = typeDefinitions(entry, anchors);
  const deprecated = isDeprecatedKey(entry.key);
  const current = deprecated ? currentVersionOf(entry, entries) : undefined;
  const version = entry.version;
  const supersededBy =
    version === null
      ? null
      : (releasesOf(entries, entry.generation).find((release) => compareVersions(release, version) > 0) ?? null);
  const summary = descriptions?.summary;

  const page: Omit<ContractPageData, 'toc'> = {
    key: entry.key,
    route: routeOf(entry.key),
    title: titleOf(entry),
    contract: entry.contract,
    generation: entry.generation,
    version: entry.version,
    release: releaseLabel(entry.generation, entry.version),
    deprecated,
    language: entry.language,
    ...(entry.compiler ? {compiler: entry.compiler} : {}),
    kind: entry.kind,
    sourceUrl: entry.sourceUrl,
    ...(entry.interfaces ? {interfaces: entry.interfaces} : {}),
    ...(entry.inherits ? {inherits: entry.inherits} : {}),
    ...(summary ? {summary} : {}),
    description: metaDescription(entry, summary),
    ...(current ? {current: {version: current.version, route: routeOf(current.key)}} : {}),
    ...(deprecated ? {supersededBy} : {}),
    changes: changesSincePrevious(entry, entries) ?? null,
    groups,
    events,
    errors,
    structs,
    enums,
    ...constantsAndRoles(entry),
  };
  return {...page, toc: buildToc(page)};
}

/** Every member of a page that needs a description but has none (used by tests and the build log). */
export function missingDescriptions(page: ContractPageData): string[] {
  const missing: string[] = [];
  if (!page.summary) missing.push(`${page.key}: summary`);
  for (const group of page.groups)
    for (const fn of group.functions) if (!fn.description) missing.push(`${page.key}: ${fn.declaration}`);
  for (const event of page.events) if (!event.description) missing.push(`${page.key}: ${event.declaration}`);
  for (const error of page.errors) if (!error.description) missing.push(`${page.key}: ${error.declaration}`);
  return missing;
}
