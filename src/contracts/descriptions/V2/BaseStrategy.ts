import type {ContractDescriptions} from '../types';

const baseStrategy: ContractDescriptions = {
  summary:
    "BaseStrategy is the abstract contract every V2 strategy inherits. It connects a strategy to exactly one V2 vault: keepers call `harvest`, which asks the strategy to realise profit or loss (`prepareReturn`), reports the result to the vault, and redeploys whatever the vault lends (`adjustPosition`). The strategist implements those hooks plus `estimatedTotalAssets`, `liquidatePosition` and the migration helpers; this contract supplies roles (strategist, keeper, rewards, plus the vault's governance and management), harvest and tend triggers for keepers, health checks and emergency exit.",
  functions: {
    constructor:
      'Connects the strategy to `_vault`, approves it to take `want`, and makes the deployer strategist, rewards and keeper.',
    _initialize:
      'Sets the vault, strategist, rewards and keeper of the strategy; used by the constructor and by clones. Reverts when the strategy is already initialised.',
    apiVersion:
      "Returns the vault API version this strategy was written for, such as `0.4.6`; it must match the vault's.",
    name: "Returns the strategy's human-readable name, which the strategist defines.",
    delegatedAssets:
      "Returns the part of the strategy's assets it has delegated to other vaults; the vault leaves it out of fee calculations. 0 unless overridden.",
    vault: 'Returns the vault the strategy works for.',
    want: 'Returns the token the strategy grows, the same token as its vault.',
    strategist: 'Returns the address that wrote and maintains the strategy.',
    keeper: 'Returns the address allowed, besides governance and the strategist, to call `harvest` and `tend`.',
    rewards: "Returns the address that receives the strategist's fee shares.",
    governance: 'Returns the governance of the vault, which also governs the strategy.',
    minReportDelay: 'Returns the minimum time between harvests, in seconds, that `harvestTrigger` respects.',
    maxReportDelay: 'Returns the maximum time between harvests, in seconds: after it, `harvestTrigger` returns true.',
    profitFactor:
      'Returns how many times larger the expected profit must be than the gas cost before `harvestTrigger` recommends a harvest.',
    debtThreshold:
      'Returns the outstanding debt, in `want` units, above which `harvestTrigger` recommends a harvest to repay it.',
    creditThreshold:
      'Returns the available credit, in `want` units, above which `harvestTrigger` recommends a harvest to take it.',
    emergencyExit: 'Returns true once emergency exit is on: the strategy is winding down and returning all its funds.',
    forceHarvestTriggerOnce:
      'Returns true when management has asked keepers to harvest once regardless of the usual conditions.',
    baseFeeOracle: 'Returns the contract asked whether the current base fee is low enough to harvest.',
    metadataURI: 'Returns a URI pointing to off-chain information about the strategy.',
    healthCheck: 'Returns the health check contract consulted after each harvest, or the zero address.',
    doHealthCheck: 'Returns true when the next harvest will be checked by the health check contract.',
    isActive: 'Returns true while the vault lends to the strategy or the strategy still holds assets.',
    isBaseFeeAcceptable: 'Returns true when the base fee oracle says the current base fee is acceptable.',
    estimatedTotalAssets:
      "Returns the strategy's best estimate of everything it holds, in `want` units, idle and deployed. The strategist implements it; it should be cheap and must not be manipulable.",
    ethToWant:
      'Converts an amount in wei to `want` units, so triggers can compare gas costs with profits. The strategist implements it.',
    harvestTrigger:
      'Tells keepers whether to call `harvest` now, given the gas cost of the call in wei: true when the maximum report delay has passed, enough debt or credit is waiting, or the expected profit outweighs the cost; from 0.4.5 also when a forced harvest is pending and the base fee is acceptable.',
    tendTrigger:
      'Tells keepers whether to call `tend` now, given the gas cost of the call; false unless the strategist overrides it.',
    harvest:
      'Realises profit or loss, reports it to the vault with any debt repayment, and redeploys the funds the vault lends. The keeper, the strategist or governance may call it; emits `Harvested`, and reverts if the health check rejects the result.',
    tend: 'Adjusts the position between harvests without reporting to the vault, for example to redeploy idle funds. The keeper, the strategist or governance may call it.',
    withdraw:
      'Frees up to `_amountNeeded` of `want` and sends it to the vault, returning any loss taken on the way. Only the vault may call it, during a user withdrawal.',
    migrate:
      "Moves all the strategy's funds and positions to `_newStrategy`, which must serve the same vault. Only the vault (during `migrateStrategy`) may call it, or governance in older releases.",
    setStrategist:
      'Changes the strategist; the zero address is rejected. The strategist or governance may call it; emits `UpdatedStrategist`.',
    setKeeper:
      'Changes the keeper; the zero address is rejected. The strategist or governance may call it; emits `UpdatedKeeper`.',
    setRewards:
      "Changes the address that receives the strategist's fee shares. Only the strategist may call it; emits `UpdatedRewards`.",
    setMinReportDelay:
      'Sets the minimum time between harvests, in seconds. The strategist or governance may call it; emits `UpdatedMinReportDelay`.',
    setMaxReportDelay:
      'Sets the maximum time between harvests, in seconds. The strategist or governance may call it; emits `UpdatedMaxReportDelay`.',
    setProfitFactor:
      'Sets the profit-to-gas ratio used by `harvestTrigger`. The strategist or governance may call it; emits `UpdatedProfitFactor`.',
    setDebtThreshold:
      'Sets the outstanding debt, in `want` units, that triggers a harvest. The strategist or governance may call it; emits `UpdatedDebtThreshold`.',
    setCreditThreshold:
      'Sets the available credit, in `want` units, that triggers a harvest. Vault governance or management may call it; emits `UpdatedCreditThreshold`.',
    setForceHarvestTriggerOnce:
      'Asks keepers to harvest once at the next opportunity, or cancels that request. Vault governance or management may call it; emits `ForcedHarvestTrigger`.',
    setBaseFeeOracle:
      'Sets the contract asked about acceptable base fees. Vault governance or management may call it; emits `UpdatedBaseFeeOracle`.',
    setMetadataURI:
      'Sets the URI of off-chain information about the strategy. The strategist or governance may call it; emits `UpdatedMetadataURI`.',
    setHealthCheck:
      'Sets the health check contract consulted after harvests. Vault governance or management may call it; emits `SetHealthCheck`.',
    setDoHealthCheck:
      'Turns the health check of the next harvest on or off, for example to let one unusual harvest through. Vault governance or management may call it; emits `SetDoHealthCheck`.',
    setEmergencyExit:
      'Starts an irreversible wind-down: the strategy revokes itself in the vault and returns all its funds at the next harvest. The strategist or governance (and in later releases the guardian and management) may call it; emits `EmergencyExitEnabled`.',
    sweep:
      "Sends the strategy's balance of a token that is not `want`, the vault token or a protected token to governance, to recover tokens sent by mistake. Only governance may call it.",
    prepareReturn:
      'Hook to implement: realise profit and losses since the last harvest and free up to `_debtOutstanding` to repay the vault; return profit, loss and the debt payment.',
    adjustPosition: 'Hook to implement: put idle `want` to work, keeping in mind the debt the vault wants back.',
    liquidatePosition:
      'Hook to implement: free up to `_amountNeeded` of `want` and return how much was freed and any loss realised.',
    liquidateAllPositions: 'Hook to implement: free everything during an emergency exit and return the amount freed.',
    prepareMigration:
      'Hook to implement: move every position and token that is not `want` to the new strategy before a migration.',
    protectedTokens: 'Hook to implement: list the tokens the strategy works with, which `sweep` must never touch.',
    _onlyAuthorized: 'Reverts unless the caller is the strategist or governance.',
    _onlyEmergencyAuthorized:
      "Reverts unless the caller may trigger an emergency exit: strategist, governance, the vault's guardian or management.",
    _onlyGovernance: 'Reverts unless the caller is governance.',
    _onlyKeepers:
      "Reverts unless the caller is the keeper, the strategist, governance or the vault's management or guardian.",
    _onlyRewarder: 'Reverts unless the caller is the strategist or the rewards address.',
    _onlyStrategist: 'Reverts unless the caller is the strategist.',
    _onlyVaultManagers: "Reverts unless the caller is the vault's governance or management.",
  },
  events: {
    Harvested:
      'Emitted at every harvest with the profit, loss, debt repaid and debt still outstanding, in `want` units.',
    EmergencyExitEnabled: 'Emitted once, when emergency exit is turned on.',
    UpdatedStrategist: 'Emitted when the strategist changes.',
    UpdatedKeeper: 'Emitted when the keeper changes.',
    UpdatedRewards: 'Emitted when the rewards address changes.',
    UpdatedMinReportDelay: 'Emitted with the new minimum report delay.',
    UpdatedMaxReportDelay: 'Emitted with the new maximum report delay.',
    UpdatedReportDelay: 'Emitted with the new report delay (early releases had a single delay).',
    UpdatedProfitFactor: 'Emitted with the new profit factor.',
    UpdatedDebtThreshold: 'Emitted with the new debt threshold.',
    UpdatedCreditThreshold: 'Emitted with the new credit threshold.',
    UpdatedBaseFeeOracle: 'Emitted when the base fee oracle changes.',
    UpdatedMetadataURI: 'Emitted with the new metadata URI.',
    ForcedHarvestTrigger: 'Emitted when a one-off forced harvest is requested or cancelled.',
    SetHealthCheck: 'Emitted when the health check contract changes.',
    SetDoHealthCheck: 'Emitted when the health check of the next harvest is turned on or off.',
  },
};

export default baseStrategy;
