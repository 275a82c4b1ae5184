import type {ContractDescriptions} from '../types';

const auctionRegistry: ContractDescriptions = {
  summary:
    'The AuctionRegistry keeps the list of [AuctionFactory](/developers/smart-contracts/V3/Periphery/AuctionFactory) releases, each under its version string, so integrators can find the factory to deploy auctions from without hard-coding an address. Governance registers new factories and can retire old ones; a retired factory stays listed with its flag set. `getLatestFactory()` returns the factory registered last, whether or not it is retired, so read `getFactoryInfo` when the retired flag matters. Governance is transferred in two steps, inherited from `Governance2Step`.',
  functions: {
    constructor:
      'Sets governance and registers the known factories with their versions, in order; the two lists must have the same length, and entries without code are skipped.',
    getLatestFactory: 'Returns the factory registered last. Reverts when no factory is registered.',
    getFactory: 'Returns the factory registered under a version string, or the zero address if there is none.',
    getFactoryInfo: 'Returns the version, position in the list and retired flag of a factory.',
    getAllFactories: 'Returns every registered factory, oldest first, retired ones included.',
    numberOfFactories: 'Returns how many factories have been registered.',
    isRegisteredFactory: 'Returns whether the factory has been registered, retired or not.',
    registerNewFactory:
      'Adds a factory under a new, non-empty version string; the factory must have code, must not be registered yet and, if it reports a version, must report the same one. Only governance may call it; emits `FactoryRegistered`.',
    retireFactory:
      'Marks a registered factory as retired without removing it from the list. Only governance may call it; emits `FactoryRetired`.',
    _registerFactory: 'Checks and records one factory: shared by the constructor and `registerNewFactory`.',
    factories: 'Returns the factory at the given position of the list.',
    factoryInfo: 'Returns the stored version, position and retired flag of a factory.',
    versionToFactory: 'Returns the factory registered under a version string.',
  },
  events: {
    FactoryRegistered: 'Emitted when a factory is registered, with its version and position.',
    FactoryRetired: 'Emitted when a factory is retired.',
  },
};

export default auctionRegistry;
