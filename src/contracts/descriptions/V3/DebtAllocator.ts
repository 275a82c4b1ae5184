import type {ContractDescriptions} from '../types';

/*
 * Release 3.0.2 deployed one allocator per vault (functions without a vault
 * argument); from 3.0.3 one allocator serves many vaults (functions take
 * `_vault`). Overloads are described separately where the difference matters.
 */
const debtAllocator: ContractDescriptions = {
  summary:
    "The DebtAllocator automates how a V3 vault spreads its funds over its strategies. Managers give each strategy a target debt ratio and a maximum ratio, in basis points of the vault's total assets; keepers ask `shouldUpdateDebt` and, when it says yes, call `update_debt`, which moves funds through the vault's own `update_debt`. For that the allocator must hold the DEBT_MANAGER role on the vault. Minimum change, minimum wait and a base fee limit keep it from spending gas on small or badly timed moves.",
  functions: {
    constructor:
      'Leaves the original contract uninitialised; allocators are deployed as clones and set up with `initialize`.',
    'initialize(address)':
      'Sets up a fresh allocator clone with its governance address. Reverts when called a second time.',
    'initialize(address,uint256)':
      'Sets up a fresh allocator clone for one vault, with the minimum debt change worth acting on, in asset units. Reverts when called a second time.',
    'setStrategyDebtRatio(address,address,uint256)':
      "Sets the target debt ratio of a strategy in a vault, in basis points of the vault's total assets; the maximum ratio becomes 1.2 times the target, capped at 100%. Only managers may call it; emits `UpdateStrategyDebtRatio`.",
    'setStrategyDebtRatio(address,address,uint256,uint256)':
      'Sets the target and the maximum debt ratio of a strategy in a vault, in basis points; the total of all targets may not exceed 100%. Only managers may call it; emits `UpdateStrategyDebtRatio`.',
    'setStrategyDebtRatio(address,uint256)':
      "Sets a strategy's target debt ratio in basis points; the maximum ratio becomes 1.2 times the target, capped at 100%. Only managers may call it; emits `UpdateStrategyDebtRatio`.",
    'setStrategyDebtRatio(address,uint256,uint256)':
      "Sets a strategy's target and maximum debt ratio in basis points; the total of all targets may not exceed 100%. Only managers may call it; emits `UpdateStrategyDebtRatio`.",
    increaseStrategyDebtRatio:
      "Raises a strategy's target debt ratio by the given number of basis points, adjusting the maximum ratio with it. Only managers may call it; emits `UpdateStrategyDebtRatio`.",
    decreaseStrategyDebtRatio:
      "Lowers a strategy's target debt ratio by the given number of basis points, adjusting the maximum ratio with it. Only managers may call it; emits `UpdateStrategyDebtRatio`.",
    removeStrategy:
      "Sets a strategy's ratios to zero and stops tracking it, so keepers will pull its debt back. Only managers may call it; emits `StrategyChanged`.",
    shouldUpdateDebt:
      "Tells keepers whether a strategy's debt should move now, and returns the calldata for `update_debt` when it should, or a reason when it should not. It checks the ratios, idle funds, the minimum change, the minimum wait, pauses and the base fee.",
    update_debt:
      "Moves a strategy's debt in the vault to `_targetDebt` by calling the vault's `update_debt`, limited to a loss of `maxDebtUpdateLoss` basis points. Only keepers may call it.",
    setMinimumChange:
      'Sets the smallest debt change, in asset units, that `shouldUpdateDebt` will act on. Only governance may call it; emits `UpdateMinimumChange`.',
    setMinimumWait:
      'Sets the minimum number of seconds between two debt updates of the same strategy. Only governance may call it; emits `UpdateMinimumWait`.',
    setMaxDebtUpdateLoss:
      'Sets the loss tolerance, in basis points, passed to the vault on each debt update. Only governance may call it; emits `UpdateMaxDebtUpdateLoss`.',
    setMaxAcceptableBaseFee:
      'Sets the highest base fee, in wei, at which `shouldUpdateDebt` still says yes. Only governance may call it; emits `UpdateMaxAcceptableBaseFee`.',
    setBaseFeeProvider:
      'Sets the contract the current base fee is read from. Only governance may call it; emits `UpdatedBaseFeeProvider`.',
    setKeeper:
      'Allows or disallows an address to call `update_debt`. Only governance may call it; emits `UpdateKeeper`.',
    setManager:
      'Allows or disallows an address to set debt ratios. Only governance may call it; emits `UpdateManager`.',
    setPaused:
      'Pauses or resumes automatic debt updates for one vault. Only governance may call it; emits `UpdatePaused`.',
    'getStrategyTargetRatio(address,address)': "Returns a strategy's target debt ratio in a vault, in basis points.",
    'getStrategyTargetRatio(address)': "Returns a strategy's target debt ratio, in basis points.",
    'getStrategyMaxRatio(address,address)': "Returns a strategy's maximum debt ratio in a vault, in basis points.",
    'getStrategyMaxRatio(address)': "Returns a strategy's maximum debt ratio, in basis points.",
    'totalDebtRatio(address)': "Returns the sum of the target ratios of a vault's strategies, in basis points.",
    'totalDebtRatio()': 'Returns the sum of the target ratios of all strategies, in basis points.',
    'minimumChange(address)': 'Returns the smallest debt change worth acting on for a vault, in asset units.',
    'minimumChange()': 'Returns the smallest debt change worth acting on, in asset units.',
    getConfig:
      'Returns the stored configuration of a strategy: whether it is added, its target and maximum ratios, and when its debt was last updated.',
    getStrategyConfig:
      'Returns the stored configuration of a strategy in a vault: whether it is added, its target and maximum ratios, and when its debt was last updated.',
    getVaultConfig:
      'Returns the stored configuration of a vault: whether it is paused, its minimum change and its total debt ratio.',
    isPaused: 'Returns true while automatic debt updates are paused for a vault.',
    isCurrentBaseFeeAcceptable:
      'Returns true when the current base fee is at or below the maximum acceptable base fee.',
    maxAcceptableBaseFee: 'Returns the highest base fee, in wei, at which updates are recommended.',
    maxDebtUpdateLoss: 'Returns the loss tolerance, in basis points, used for debt updates.',
    minimumWait: 'Returns the minimum number of seconds between two updates of the same strategy.',
    baseFeeProvider: 'Returns the contract the current base fee is read from.',
    keepers: 'Returns true when the address may call `update_debt`.',
    managers: 'Returns true when the address may set debt ratios.',
    vault: 'Returns the vault this allocator manages.',
    factory: "Returns the factory that deployed this allocator; its governance controls the allocator's settings.",
    _isGovernance: 'Reverts unless the caller is governance.',
    _isKeeper: 'Reverts unless the caller is an allowed keeper.',
    _isManager: 'Reverts unless the caller is a manager or governance.',
  },
  events: {
    StrategyChanged: 'Emitted when a strategy is added to or removed from the allocator, with its new status.',
    UpdateStrategyDebtRatio:
      "Emitted when a strategy's ratios change, with the new target, the new maximum and the new total of targets, in basis points.",
    UpdateMinimumChange: 'Emitted with the new minimum debt change.',
    UpdateMinimumWait: 'Emitted with the new minimum wait, in seconds.',
    UpdateMaxDebtUpdateLoss: 'Emitted with the new loss tolerance for debt updates.',
    UpdateMaxAcceptableBaseFee: 'Emitted with the new maximum acceptable base fee.',
    UpdatedBaseFeeProvider: 'Emitted when the base fee provider changes.',
    UpdateKeeper: 'Emitted when an address is allowed or disallowed as keeper.',
    UpdateManager: 'Emitted when an address is allowed or disallowed as manager.',
    UpdatePaused: 'Emitted when a vault is paused or resumed.',
  },
};

export default debtAllocator;
