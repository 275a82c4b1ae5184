import type {ContractDescriptions} from '../types';

const baseStrategyInitializable: ContractDescriptions = {
  summary:
    'BaseStrategyInitializable extends the V2 `BaseStrategy` so one deployed strategy can be cloned cheaply for other vaults. The original deployment can produce minimal-proxy clones that share its code, each initialised with its own vault, strategist, rewards and keeper.',
  functions: {
    constructor: 'Deploys the original strategy for `_vault`, with the deployer as strategist, rewards and keeper.',
    initialize:
      'Sets up a clone with its vault, strategist, rewards and keeper. Reverts when the strategy is already initialised, so it works only once on a fresh clone.',
    'clone(address)':
      'Deploys a clone of this strategy for `_vault`, with the caller as strategist, rewards and keeper. Emits `Cloned` and returns the clone.',
    'clone(address,address,address,address)':
      'Deploys a clone of this strategy for `_vault` with the given strategist, rewards and keeper. Emits `Cloned` and returns the clone.',
    isOriginal: 'Returns true on the original deployment and false on clones; only the original may be cloned.',
  },
  events: {
    Cloned: 'Emitted with the address of every clone created.',
  },
};

export default baseStrategyInitializable;
