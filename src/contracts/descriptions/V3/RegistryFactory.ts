import type {ContractDescriptions} from '../types';

const registryFactory: ContractDescriptions = {
  summary:
    'The RegistryFactory deploys new V3 `Registry` contracts that all use the same `ReleaseRegistry`, so any team can run its own list of endorsed vaults on the shared release history.',
  functions: {
    constructor: 'Stores the `ReleaseRegistry` every new registry will use.',
    name: 'Returns the name of the factory.',
    releaseRegistry: 'Returns the `ReleaseRegistry` given to every registry this factory deploys.',
    'createNewRegistry(string)':
      'Deploys a registry called `_name` with the caller as governance. Emits `NewRegistry` and returns its address.',
    'createNewRegistry(string,address)':
      'Deploys a registry called `_name` with `_governance` as governance. Emits `NewRegistry` and returns its address.',
  },
  events: {
    NewRegistry: 'Emitted for every registry deployed, with its governance and name.',
  },
};

export default registryFactory;
