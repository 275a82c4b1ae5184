import type {ContractDescriptions} from '../types';

const aprOracle: ContractDescriptions = {
  summary:
    'The AprOracle gives front ends and allocators one place to ask for the expected APR of a V3 vault or tokenized strategy. Each strategy can register its own oracle contract that estimates its APR, optionally after a change in its assets; for vaults the oracle weights the APRs of their strategies by debt. Every APR is returned with 18 decimals, so `1e18` means 100% a year.',
  functions: {
    constructor: 'Sets the governance address of the oracle.',
    getStrategyApr:
      'Returns the expected APR of a strategy from the oracle registered for it, after a change of `_debtChange` in its assets (0 for no change), with 18 decimals. Reverts when no oracle is registered.',
    getCurrentApr:
      'Returns the APR a vault or strategy is earning right now, worked out from the rate at which its locked profit unlocks into the share price, with 18 decimals.',
    getExpectedApr:
      'Returns the APR a vault or strategy is expected to earn after its assets change by `_delta` (positive for a deposit, negative for a withdrawal), with 18 decimals. For a strategy it asks the registered oracle; for a vault it weights its strategies.',
    getWeightedAverageApr:
      "Returns the expected APR of a vault: the APR of each strategy weighted by the debt it holds, with `_delta` applied to the vault's assets, with 18 decimals.",
    weightedApr:
      "Returns a strategy's expected APR multiplied by its debt in the vault, the building block of the weighted average.",
    setOracle:
      "Registers `_oracle` as the APR estimator for `_strategy`; the zero address removes it. The strategy's management calls it.",
    oracles: 'Returns the oracle registered for a strategy, or the zero address.',
  },
};

export default aprOracle;
