import type {ContractDescriptions} from '../types';

const proxyFactoryInitializable: ContractDescriptions = {
  summary:
    'ProxyFactoryInitializable deploys minimal proxies (EIP-1167) of a logic contract and initialises them in the same transaction. V2 used it to clone strategies cheaply before cloning moved into `BaseStrategyInitializable`.',
  functions: {
    deployMinimal:
      "Deploys a minimal proxy of `_logic`, calls it with `_data` (usually an initialiser) and returns the proxy and the call's return data; reverts with the call's reason if it fails. Emits `ProxyCreated`.",
    'deployMinimal()':
      "Deploys a minimal proxy and initialises it, returning the proxy and the initialiser's return data. Emits `ProxyCreated`.",
    _getRevertMsg: 'Extracts the revert reason from the return data of a failed call.',
    slice: 'Returns a slice of a byte array, used to decode revert reasons.',
  },
  events: {
    ProxyCreated: 'Emitted for every proxy deployed.',
  },
};

export default proxyFactoryInitializable;
