/**
 * The form in which a contract reference page's data reaches the browser.
 * Client navigation loads it as a script, and every such page's data is part
 * of the static output, so what the page can derive is left out: the table
 * of contents, an anchor or heading label equal to the member's name
 * (lower-cased for the anchor), empty parameter lists, and the keys of each
 * parameter. `unpackContractPage` restores exactly what `buildContractPage`
 * returned.
 */
import type {ContractPageData, FunctionGroup, PageFunction, PageMember, PageParam} from './page';
import {buildToc} from './toc';

type PackedParam = [name: string, type: string] | [name: string, type: string, indexed: 1];

type Packed<T extends {id: string; label: string; params: PageParam[]}> = Omit<
  T,
  'id' | 'label' | 'params' | 'returns'
> & {
  id?: string;
  label?: string;
  params?: PackedParam[];
  returns?: PackedParam[];
};

type PackedFunction = Packed<PageFunction>;
type PackedMember = Packed<PageMember>;

export interface PackedContractPage extends Omit<ContractPageData, 'toc' | 'groups' | 'events' | 'errors'> {
  groups: (Omit<FunctionGroup, 'functions'> & {functions: PackedFunction[]})[];
  events: PackedMember[];
  errors: PackedMember[];
}

function packParams(params: readonly PageParam[]): PackedParam[] | undefined {
  if (params.length === 0) return undefined;
  return params.map((param) => (param.indexed ? [param.name, param.type, 1] : [param.name, param.type]));
}

function unpackParams(params: readonly PackedParam[] | undefined): PageParam[] {
  return (params ?? []).map(([name, type, indexed]) => (indexed ? {name, type, indexed: true} : {name, type}));
}

/** Drops what unpacking derives; `undefined` values vanish when the data is written as JSON. */
function packMember({id, label, params, ...rest}: PageMember): PackedMember {
  return {
    ...rest,
    id: id === rest.name.toLowerCase() ? undefined : id,
    label: label === rest.name ? undefined : label,
    params: packParams(params),
  };
}

function unpackMember({id, label, params, ...rest}: PackedMember): PageMember {
  return {...rest, id: id ?? rest.name.toLowerCase(), label: label ?? rest.name, params: unpackParams(params)};
}

function packFunction({returns, ...fn}: PageFunction): PackedFunction {
  return {...(packMember(fn) as PackedFunction), returns: packParams(returns)};
}

function unpackFunction({returns, ...fn}: PackedFunction): PageFunction {
  return {...(unpackMember(fn) as PageFunction), returns: unpackParams(returns)};
}

export function packContractPage({toc: _toc, groups, events, errors, ...page}: ContractPageData): PackedContractPage {
  return {
    ...page,
    groups: groups.map((group) => ({...group, functions: group.functions.map(packFunction)})),
    events: events.map(packMember),
    errors: errors.map(packMember),
  };
}

export function unpackContractPage({groups, events, errors, ...packed}: PackedContractPage): ContractPageData {
  const page = {
    ...packed,
    groups: groups.map((group) => ({...group, functions: group.functions.map(unpackFunction)})),
    events: events.map(unpackMember),
    errors: errors.map(unpackMember),
  };
  return {...page, toc: buildToc(page)};
}
