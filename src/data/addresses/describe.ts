/** Plain-text descriptions of how an entry is checked, shared by the tables and the checker. */
import {chains} from './chains';
import type {AddressEntry, RegistryCall} from './types';

export function describeCall(call: RegistryCall): string {
  const args = call.args.map((a) => a.toString()).join(', ');
  return `${call.target.name}.${call.fn}(${args})`;
}

export interface CheckDescription {
  /** Short label for the table cell. */
  label: string;
  /** The ENS name or the call, shown in code style; absent for code-only and other-chain checks. */
  sources: string[];
}

export function describeCheck(entry: AddressEntry): CheckDescription {
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
    case 'other-chain':
      return {label: `On ${chains[entry.chainId].name}: not read by this site`, sources: []};
  }
}
