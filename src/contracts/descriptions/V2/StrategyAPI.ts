import type {ContractDescriptions} from '../types';
import baseStrategy from './BaseStrategy';

const strategyAPI: ContractDescriptions = {
  summary:
    'StrategyAPI is the interface through which V2 vaults, keepers and other contracts talk to a strategy. It lists the parts of `BaseStrategy` they rely on: identity (`name`, `vault`, `want`, `apiVersion`), accounting (`estimatedTotalAssets`, `delegatedAssets`, `isActive`) and the keeper entry points with their triggers.',
  uses: [baseStrategy],
  functions: {
    harvest:
      'Realises profit or loss, reports it to the vault and redeploys what the vault lends; implementations limit who may call it. Emits `Harvested`.',
    tend: "Adjusts the strategy's position between harvests without reporting to the vault; implementations limit who may call it.",
  },
};

export default strategyAPI;
