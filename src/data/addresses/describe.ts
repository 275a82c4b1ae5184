/** Plain-text descriptions of how an entry is checked, shared by the tables and the checker. */
import type {AddressEntry, RegistryCall} from './types';

export function describeCall(call: RegistryCall): string {
  const args = call.args.map((a) => a.toString()).join(', ');
  return `${call.target.name}.${call.fn}(${args})`;
}

export interface CheckDescription {
  /** Short label for the table cell. */
  label: string;
  /** The ENS name or the call, shown in code style; absent for code-only checks. */
  sources: string[];
}

/** The identity read as the tables show it, e.g. `apiVersion() = "3.1.0"`. */
export function describeIdentity(entry: AddressEntry): string | undefined {
  return entry.identity && `${entry.identity.fn}() = "${entry.identity.value}"`;
}

export function describeCheck(entry: AddressEntry): CheckDescription {
  const rule = describeRule(entry);
  const identity = describeIdentity(entry);
  return identity ? {...rule, sources: [...rule.sources, identity]} : rule;
}

function describeRule(entry: AddressEntry): CheckDescription {
  const check = entry.check;
  switch (check.kind) {
    case 'ens':
      return {label: 'ENS', sources: [check.name]};
    case 'call':
      return {
        label: check.ens ? 'Registry and ENS' : 'Registry',
        sources: [describeCall(check.call), ...(check.ens ? [check.ens] : [])],
      };
    case 'code':
      return {label: 'Contract code present', sources: []};
  }
}
