/**
 * Finds the description of a member: the contract's own entries first (most
 * specific key first), then the shared sets it uses.
 */
import type {ContractDescriptions, DescriptionMap} from './descriptions/types';
import type {ErrorEntry, EventEntry, FunctionEntry} from './types';

function typeList(params: readonly {type: string}[]): string {
  return params.map((param) => param.type).join(',');
}

/** Keys tried for a function, most specific first. */
export function functionKeys(fn: Pick<FunctionEntry, 'name' | 'kind' | 'params' | 'interface'>): string[] {
  const name = fn.kind === 'function' ? fn.name : fn.kind;
  const keys = [`${name}(${typeList(fn.params)})`, name];
  return fn.interface ? [`${fn.interface}.${name}(${typeList(fn.params)})`, `${fn.interface}.${name}`, ...keys] : keys;
}

export function memberKeys(member: Pick<EventEntry | ErrorEntry, 'name' | 'params'>): string[] {
  return [`${member.name}(${typeList(member.params)})`, member.name];
}

function lookup(
  descriptions: ContractDescriptions,
  pick: (set: ContractDescriptions) => DescriptionMap | undefined,
  keys: string[],
): string | undefined {
  for (const set of [descriptions, ...(descriptions.uses ?? [])]) {
    const map = pick(set as ContractDescriptions);
    if (!map) continue;
    for (const key of keys) {
      if (Object.hasOwn(map, key)) return map[key];
    }
  }
  return undefined;
}

export function describeFunction(descriptions: ContractDescriptions, fn: FunctionEntry): string | undefined {
  return lookup(descriptions, (set) => set.functions, functionKeys(fn));
}

export function describeEvent(descriptions: ContractDescriptions, event: EventEntry): string | undefined {
  return lookup(descriptions, (set) => set.events, memberKeys(event));
}

export function describeError(descriptions: ContractDescriptions, error: ErrorEntry): string | undefined {
  return lookup(descriptions, (set) => set.errors, memberKeys(error));
}
