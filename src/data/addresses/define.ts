/**
 * Small builders that keep the page modules short and fill in the defaults
 * every entry shares: status `current`, and a check derived from the chain and
 * the ENS name when the entry does not name one.
 */
import type {AddressEntry, AddressGetter, AddressPage, ChainId, CheckSpec} from './types';

/** An address page as its module writes it; the literal id is kept, so the registry's list is what names the ids. */
export function addressPage<const Id extends string>(page: AddressPage<Id>): AddressPage<Id> {
  return page;
}

type EntryInput = Omit<AddressEntry, 'status' | 'check'> & Partial<Pick<AddressEntry, 'status' | 'check'>>;

/** ENS lives on Ethereum: elsewhere an ENS name is shown but only the code is checked. */
function defaultCheck(chainId: ChainId, ens: string | undefined): CheckSpec {
  return ens && chainId === 1 ? {kind: 'ens', name: ens} : {kind: 'code'};
}

export function entry(input: EntryInput): AddressEntry {
  return {
    ...input,
    status: input.status ?? 'current',
    check: input.check ?? defaultCheck(input.chainId, input.ens),
  };
}

/** An Ethereum entry; most published contracts live there. */
export function mainnetEntry(input: Omit<EntryInput, 'chainId'>): AddressEntry {
  return entry({...input, chainId: 1});
}

/**
 * The same contract listed again on another page or in another group. It keeps
 * the address, chain, ENS name and check of its source, so the address is
 * still typed once; a page may name its own check when a contract it lists
 * points at this one.
 */
export function listedAgain(
  source: AddressEntry,
  overrides: Pick<AddressEntry, 'id' | 'group'> &
    Partial<Pick<AddressEntry, 'name' | 'notes' | 'label' | 'status' | 'role' | 'check' | 'changes'>>,
): AddressEntry {
  // A change is recorded once, on the entry it happened to; a listing elsewhere names its own.
  return {...source, notes: undefined, changes: undefined, ...overrides};
}

/** A getter on another published entry that must return this entry's address. */
export function viaCall(
  target: AddressEntry,
  fn: AddressGetter,
  args: readonly bigint[] = [],
  ens?: string,
): CheckSpec {
  const {id, name, address} = target;
  return {
    kind: 'call',
    call: {target: {id, name, address}, fn, args, expect: 'returns-this-address'},
    ...(ens ? {ens} : {}),
  };
}

/** The check of a same-address deployment on another chain: ENS lives on Ethereum only, so it drops out. */
function checkOn(check: CheckSpec): CheckSpec {
  if (check.kind === 'ens') return {kind: 'code'};
  if (check.kind === 'call') return {kind: 'call', call: check.call};
  return check;
}

/**
 * A contract deployed at the same address on several chains (a deterministic
 * deployer): its Ethereum entry and one entry per further chain, shown in the
 * Ethereum entry's row with a cell per chain. Each is verified on its own
 * chain with the same rule, or with `checks[chain]` where another read ties
 * it together there.
 */
export function onChains(
  source: AddressEntry,
  chainIds: readonly ChainId[],
  checks: Partial<Record<ChainId, CheckSpec>> = {},
): AddressEntry[] {
  return [
    source,
    ...chainIds
      .filter((chainId) => chainId !== source.chainId)
      .map((chainId) => ({
        ...source,
        id: `${source.id}@${chainId}`,
        chainId,
        row: source.id,
        // The ENS name is Ethereum's; it names nothing on another chain.
        ens: undefined,
        // A dated change is the source deployment's; each chain's copy records its own.
        changes: undefined,
        check: checks[chainId] ?? checkOn(source.check),
      })),
  ];
}
