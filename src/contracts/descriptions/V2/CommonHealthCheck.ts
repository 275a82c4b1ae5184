import type {ContractDescriptions} from '../types';

const commonHealthCheck: ContractDescriptions = {
  summary:
    "CommonHealthCheck is the shared safety check V2 strategies call at the end of every harvest. By default it rejects a harvest whose profit or loss is larger than a set share of the strategy's debt, which catches broken price feeds and exploits before the vault books the result. Governance and management can set limits per strategy or hand a strategy over to a custom check contract.",
  functions: {
    check:
      "Returns true when a harvest result looks healthy: it runs the strategy's custom check when one is set, otherwise compares profit and loss with the limits, in basis points of `totalDebt`. The calling strategy is the one checked.",
    checks: 'Returns the custom check contract set for a strategy, or the zero address.',
    profitLimitRatio: "Returns the default profit limit, in basis points of the strategy's debt.",
    lossLimitRatio: "Returns the default loss limit, in basis points of the strategy's debt.",
    strategiesLimits: 'Returns the limits set for one strategy and whether they exist.',
    setProfitLimitRatio:
      'Sets the default profit limit in basis points, at most 10,000. Governance or management may call it.',
    setlossLimitRatio:
      'Sets the default loss limit in basis points, below 10,000. Governance or management may call it.',
    setStrategyLimits:
      'Sets profit and loss limits for one strategy, in basis points, overriding the defaults. Governance or management may call it.',
    setCheck:
      "Hands a strategy's checks to a custom contract; the zero address restores the default check. Governance or management may call it.",
    governance: 'Returns the address that controls the health check.',
    management: 'Returns the address that, besides governance, may change limits and checks.',
    setGovernance: 'Replaces governance. Only governance may call it.',
    setManagement: 'Replaces management. Only governance may call it.',
    _runChecks: "Chooses between the strategy's custom check and the default check, and runs it.",
    _executeDefaultCheck:
      "Compares profit and loss with the strategy's limits (or the defaults) as shares of its debt.",
  },
};

export default commonHealthCheck;
