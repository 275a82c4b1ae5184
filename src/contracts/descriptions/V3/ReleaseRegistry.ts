import type {ContractDescriptions} from '../types';

const releaseRegistry: ContractDescriptions = {
  summary:
    "The ReleaseRegistry is Yearn's on-chain record of V3 releases. Each release pairs a `VaultFactory` with, from 3.0.3 on, the `TokenizedStrategy` implementation of the same API version; releases are numbered from 0 and only governance can add one. Registries use it to deploy vaults from the right factory and to check API versions.",
  functions: {
    constructor: 'Sets the governance address that may add releases.',
    name: 'Returns the name of this release registry.',
    'newRelease(address,address)':
      'Adds a release made of `_factory` and `_tokenizedStrategy`, whose API versions must match each other and differ from every earlier release. Only governance may call it; emits `NewRelease`.',
    'newRelease(address)':
      'Adds a release made of `_factory`, whose API version must be new. Only governance may call it; emits `NewRelease`.',
    numReleases: 'Returns how many releases have been added.',
    factories: 'Returns the vault factory of the release with the given number.',
    tokenizedStrategies: 'Returns the `TokenizedStrategy` implementation of the release with the given number.',
    releaseTargets: 'Returns the release number of an API version string such as `3.0.4`.',
    latestFactory: 'Returns the vault factory of the newest release; deploy new vaults from it.',
    latestRelease: 'Returns the API version string of the newest release.',
    latestTokenizedStrategy: 'Returns the `TokenizedStrategy` implementation of the newest release.',
  },
  events: {
    NewRelease:
      'Emitted when a release is added, with its number, factory, implementation (from 3.0.3) and API version.',
  },
};

export default releaseRegistry;
