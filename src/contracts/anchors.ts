/**
 * Stable anchors for contract pages. A function's anchor is its lower-cased
 * name (`#deposit`); overloads add their parameter types
 * (`#deposit-uint256-address`); events, errors, structs and enums get a prefix
 * (`#event-deposit`) so they never clash with a function of the same name.
 */
import type {FunctionEntry} from './types';

/** Section headings every page may have, reserved before any member gets an anchor. */
export const SECTION_IDS = {
  changes: 'changes',
  constructor: 'constructor',
  view: 'view-functions',
  write: 'state-changing-functions',
  admin: 'admin-functions',
  internal: 'internal-functions',
  events: 'events',
  errors: 'errors',
  structs: 'structs',
  enums: 'enums',
  constants: 'constants',
  roles: 'roles',
} as const;

function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/\[(\d*)\]/g, '-array$1')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function typesPart(params: readonly {type: string}[]): string {
  return params.length === 0 ? 'none' : params.map((param) => slugPart(param.type)).join('-');
}

/** Hands out ids that are unique within one page. */
export class AnchorRegistry {
  private readonly used = new Set<string>(Object.values(SECTION_IDS));

  /** Takes the first free candidate; numbers the last one if all are taken. */
  claim(candidates: string[]): string {
    for (const candidate of candidates) {
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
    const base = candidates[candidates.length - 1]!;
    let counter = 2;
    while (this.used.has(`${base}-${counter}`)) counter += 1;
    const id = `${base}-${counter}`;
    this.used.add(id);
    return id;
  }
}

type Named = {name: string; params: readonly {type: string}[]};

/**
 * Anchors for a list of members of one kind, in order. Names that occur once
 * get the plain slug; repeated names carry their interface (the same function
 * in two V1 interfaces) or their parameter types (overloads).
 */
export function memberAnchors(
  members: readonly (Named & Pick<Partial<FunctionEntry>, 'interface'>)[],
  registry: AnchorRegistry,
  prefix = '',
): string[] {
  const counts = new Map<string, number>();
  for (const member of members) counts.set(slugPart(member.name), (counts.get(slugPart(member.name)) ?? 0) + 1);
  return members.map((member) => {
    const base = `${prefix}${slugPart(member.name)}`;
    const withTypes = `${base}-${typesPart(member.params)}`;
    const withInterface = member.interface ? [`${prefix}${slugPart(member.interface)}-${slugPart(member.name)}`] : [];
    const candidates =
      counts.get(slugPart(member.name))! > 1 ? [...withInterface, withTypes] : [base, ...withInterface, withTypes];
    return registry.claim(candidates);
  });
}
