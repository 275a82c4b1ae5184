import type {ContractDescriptions} from '../types';

const commonReportTrigger: ContractDescriptions = {
  summary:
    "CommonReportTrigger tells keepers when a V3 strategy should report, when a vault should process a strategy's report, and when a strategy wants a tend. Each answer is a boolean plus the calldata to send. The default rules wait until the profit unlock period has passed and the network base fee is acceptable; strategy management and vault reporting managers can swap in a custom trigger contract or a custom base fee limit for their own strategies and vaults.",
  functions: {
    constructor: 'Sets the governance address that controls the default base fee settings.',
    name: 'Returns the human-readable name of this trigger contract.',
    strategyReportTrigger:
      "Returns whether a keeper should call `report` on `_strategy` now, and the calldata for it. Uses the strategy's custom trigger when one is set, otherwise `defaultStrategyReportTrigger`.",
    defaultStrategyReportTrigger:
      'The built-in rule for strategies: true when the strategy is not shut down, holds assets, its last report is older than its profit unlock time, and the base fee is acceptable for it.',
    vaultReportTrigger:
      'Returns whether a keeper should call `process_report` on `_vault` for `_strategy` now, and the calldata for it. Uses the custom trigger set for that pair when there is one, otherwise `defaultVaultReportTrigger`.',
    defaultVaultReportTrigger:
      "The built-in rule for vaults: true when the strategy is active in the vault with debt, its last report in the vault is older than the vault's profit unlock time, and the base fee is acceptable.",
    strategyTendTrigger:
      "Returns the strategy's own `tendTrigger` answer: whether a keeper should call `tend`, and the calldata.",
    setCustomStrategyTrigger:
      "Replaces the default report rule of `_strategy` with a contract of its own; the zero address restores the default. Only the strategy's management may call it; emits `UpdatedCustomStrategyTrigger`.",
    setCustomStrategyBaseFee:
      "Sets the highest base fee, in wei, at which `_strategy` is reported by the default rule. Only the strategy's management may call it; emits `UpdatedCustomStrategyBaseFee`.",
    setCustomVaultTrigger:
      "Replaces the default rule for processing `_strategy` reports in `_vault` with a contract of its own. Only an address with the vault's REPORTING_MANAGER role may call it; emits `UpdatedCustomVaultTrigger`.",
    setCustomVaultBaseFee:
      "Sets the highest base fee, in wei, at which `_vault` processes reports of `_strategy` under the default rule. Only an address with the vault's REPORTING_MANAGER role may call it; emits `UpdatedCustomVaultBaseFee`.",
    customStrategyTrigger: 'Returns the custom report trigger registered for a strategy, or the zero address.',
    customStrategyBaseFee: 'Returns the custom base fee limit of a strategy in wei; 0 means the default applies.',
    customVaultTrigger: 'Returns the custom trigger registered for a vault and strategy pair, or the zero address.',
    customVaultBaseFee:
      'Returns the custom base fee limit of a vault and strategy pair in wei; 0 means the default applies.',
    acceptableBaseFee: 'Returns the default highest base fee, in wei, at which reports are triggered.',
    setAcceptableBaseFee:
      'Sets the default highest acceptable base fee in wei. Only governance may call it; emits `UpdatedAcceptableBaseFee`.',
    baseFeeProvider:
      "Returns the contract the current base fee is read from; the zero address means the block's own base fee is used.",
    setBaseFeeProvider:
      'Sets the contract that reports the current base fee. Only governance may call it; emits `NewBaseFeeProvider`.',
    getCurrentBaseFee: 'Returns the current base fee in wei, from the provider when one is set.',
    isCurrentBaseFeeAcceptable:
      'Returns true when the current base fee is at or below the default acceptable base fee.',
  },
  events: {
    NewBaseFeeProvider: 'Emitted when the base fee provider changes.',
    UpdatedAcceptableBaseFee: 'Emitted with the new default acceptable base fee.',
    UpdatedCustomStrategyTrigger: 'Emitted when a strategy sets or removes its custom report trigger.',
    UpdatedCustomStrategyBaseFee: 'Emitted when a strategy sets its custom base fee limit.',
    UpdatedCustomVaultTrigger: 'Emitted when a vault sets or removes a custom trigger for one of its strategies.',
    UpdatedCustomVaultBaseFee: 'Emitted when a vault sets a custom base fee limit for one of its strategies.',
  },
};

export default commonReportTrigger;
