import type {ContractDescriptions} from '../types';

const accountant: ContractDescriptions = {
  summary:
    "The Accountant is the periphery contract a V3 vault can plug in as its accountant. At every `process_report` the vault asks it for fees and refunds: a yearly management fee on the strategy's debt, a performance fee on gains, an optional refund of part of a loss, and health checks that reject reports with an unexpectedly large gain or loss. Fees are paid to the accountant as vault shares, which the fee manager later distributes to the fee recipient; one accountant can serve many vaults, each on the default fee configuration or a custom one.",
  functions: {
    constructor:
      'Sets the fee manager, the fee recipient and the default fee configuration (management fee, performance fee, refund ratio, maximum fee, maximum gain and maximum loss, all in basis points). Reverts if a value exceeds its threshold.',
    report:
      "Called by a vault while it processes a strategy report. Charges the management fee on the strategy's debt for the time since its last report and the performance fee on `gain`, caps the total at the maximum fee, applies the gain and loss health checks, and works out any refund on `loss`. Only added vaults may call it; returns the total fees and refunds in asset units.",
    addVault:
      'Allows `vault` to use this accountant, so its reports are accepted. The vault manager or fee manager may call it; emits `VaultChanged`.',
    removeVault:
      'Stops `vault` from using this accountant. The vault manager or fee manager may call it; emits `VaultChanged`.',
    updateDefaultConfig:
      'Replaces the default fee configuration used by every vault without a custom one; each value is in basis points and must stay under its threshold. Only the fee manager may call it; emits `UpdateDefaultFeeConfig`.',
    setCustomConfig:
      'Gives one vault its own fee configuration, overriding the default; the same limits apply. Only the fee manager may call it; emits `UpdateCustomFeeConfig`.',
    removeCustomConfig:
      'Returns a vault to the default fee configuration. Only the fee manager may call it; emits `RemovedCustomFeeConfig`.',
    turnOffHealthCheck:
      'Skips the gain and loss health checks for the next report of one strategy in one vault, for a report that is known to be unusual. Only the fee manager may call it.',
    'redeemUnderlying(address)':
      'Redeems all the vault shares the accountant holds for that vault into the underlying asset, for example to fund refunds. Only the fee manager may call it.',
    'redeemUnderlying(address,uint256)':
      'Redeems `amount` of the vault shares the accountant holds into the underlying asset, within the configured maximum loss. Only the fee manager may call it.',
    setMaxLoss:
      'Sets the loss tolerance, in basis points, used when redeeming fee shares into the underlying asset. Only the fee manager may call it; emits `UpdateMaxLoss`.',
    'distribute(address)':
      "Sends the accountant's whole balance of `token` (usually vault shares earned as fees) to the fee recipient. The fee manager or the fee recipient may call it; emits `DistributeRewards`.",
    'distribute(address,uint256)':
      'Sends `amount` of `token` to the fee recipient. The fee manager or the fee recipient may call it; emits `DistributeRewards`.',
    setFutureFeeManager:
      'First step of the fee manager handover: nominates a new fee manager, who must call `acceptFeeManager`. Only the fee manager may call it; emits `SetFutureFeeManager`.',
    acceptFeeManager:
      'Second step of the fee manager handover: the nominated address calls it to become fee manager. Emits `NewFeeManager`.',
    setVaultManager:
      'Sets the address that may add and remove vaults. Only the fee manager may call it; emits `UpdateVaultManager`.',
    setFeeRecipient:
      'Sets the address that receives distributed fees. Only the fee manager may call it; emits `UpdateFeeRecipient`.',
    getVaultConfig:
      'Returns the fee configuration that applies to a vault: its custom one if set, otherwise the default.',
    useCustomConfig: 'Returns true when a vault has a custom fee configuration.',
    customConfig: 'Returns the custom fee configuration stored for a vault; the last field says whether it is in use.',
    defaultConfig:
      'Returns the default fee configuration: management fee, performance fee, refund ratio, maximum fee, maximum gain and maximum loss in basis points.',
    feeManager: 'Returns the address that controls fees, vaults and distributions.',
    feeRecipient: 'Returns the address that receives distributed fees.',
    futureFeeManager: 'Returns the address nominated as the next fee manager, if any.',
    vaultManager: 'Returns the address that may add and remove vaults besides the fee manager.',
    vaults: 'Returns true when the vault has been added and may report to this accountant.',
    maxLoss: 'Returns the loss tolerance, in basis points, for redeeming fee shares.',
    MANAGEMENT_FEE_THRESHOLD: 'Returns the highest management fee a configuration may set, in basis points per year.',
    PERFORMANCE_FEE_THRESHOLD: 'Returns the highest performance fee a configuration may set, in basis points of gains.',
    _checkAllowance:
      'Approves `_contract` to pull `_amount` of `_token` when the current allowance is too low; used before a vault collects refunds.',
    _checkFeeManager: 'Reverts unless the caller is the fee manager.',
    _checkFeeManagerOrRecipient: 'Reverts unless the caller is the fee manager or the fee recipient.',
    _checkVaultIsAdded: 'Reverts unless the calling vault has been added.',
    _checkVaultOrFeeManager: 'Reverts unless the caller is the vault manager or the fee manager.',
    _updateDefaultConfig: 'Validates the values against their thresholds and stores them as the default configuration.',
  },
  events: {
    VaultChanged: 'Emitted when a vault is added or removed; the second value is the change type.',
    UpdateDefaultFeeConfig: 'Emitted with the new default fee configuration.',
    UpdateCustomFeeConfig: 'Emitted when a vault receives a custom fee configuration.',
    RemovedCustomFeeConfig: 'Emitted when a vault goes back to the default configuration.',
    SetFutureFeeManager: 'Emitted when a new fee manager is nominated.',
    NewFeeManager: 'Emitted when the nominated fee manager accepts.',
    UpdateVaultManager: 'Emitted when the vault manager changes.',
    UpdateFeeRecipient: 'Emitted when the fee recipient changes, with the old and the new address.',
    UpdateMaxLoss: 'Emitted with the new loss tolerance for redemptions.',
    DistributeRewards: 'Emitted when fees are sent to the fee recipient, with the token and the amount.',
  },
};

export default accountant;
