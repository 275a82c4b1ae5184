import erc20 from '../common/erc20';
import erc4626 from '../common/erc4626';
import type {ContractDescriptions} from '../types';

const tokenizedStrategy: ContractDescriptions = {
  summary:
    "TokenizedStrategy holds the shared logic of every V3 tokenized strategy: ERC-4626 deposits and withdrawals, ERC-20 shares, accounting, fees, profit locking and roles. It is deployed once per release; each strategy built on `BaseStrategy` delegates every call it does not implement itself to this contract, which then reads and writes the strategy's own storage. A strategy is therefore a complete ERC-4626 vault that a V3 vault can add as a strategy or that users can deposit in directly.",
  uses: [erc4626, erc20],
  functions: {
    constructor:
      'Stores the address of the factory the strategies read their protocol fee settings from, and blocks this shared implementation itself from being initialised.',
    initialize:
      'Sets up the storage of a new strategy: its asset, share name, management, performance fee recipient and keeper. `BaseStrategy` calls it once from its constructor; a second call reverts. Emits `NewTokenizedStrategy`.',
    requireManagement:
      "Reverts unless `_sender` is the strategy's management; strategies use it to guard their own functions.",
    requireKeeperOrManagement: 'Reverts unless `_sender` is the keeper or the management of the strategy.',
    requireEmergencyAuthorized: 'Reverts unless `_sender` is the emergency admin or the management of the strategy.',
    'withdraw(uint256,address,address)':
      "Burns the shares needed to send exactly `assets` to `receiver` from `owner`'s position, freeing funds from the yield source when needed. It accepts no loss and reverts if any would be realised; emits `Withdraw`.",
    'withdraw(uint256,address,address,uint256)':
      'Withdraws exactly `assets` like the three-argument form, accepting a loss of up to `maxLoss` basis points. Emits `Withdraw` and returns the shares burned.',
    'redeem(uint256,address,address)':
      'Burns exactly `shares` from `owner` and sends their value to `receiver`, accepting any loss (the maximum loss defaults to 100%). Emits `Withdraw` and returns the assets sent.',
    'redeem(uint256,address,address,uint256)':
      'Redeems exactly `shares` like the three-argument form, but reverts if the realised loss exceeds `maxLoss` basis points. Emits `Withdraw` and returns the assets sent.',
    'maxWithdraw(address,uint256)':
      'Returns the most assets `owner` can withdraw right now; the second argument (a loss tolerance) is accepted for compatibility with V3 vaults and does not change the result.',
    'maxRedeem(address,uint256)':
      'Returns the most shares `owner` can redeem right now; the second argument (a loss tolerance) is accepted for compatibility with V3 vaults and does not change the result.',
    maxDeposit:
      "Returns the most assets that can be deposited for `receiver` right now, as the strategy's `availableDepositLimit` decides; 0 after a shutdown.",
    maxMint:
      "Returns the most shares that can be minted for `receiver` right now, derived from the strategy's deposit limit; 0 after a shutdown.",
    totalAssets:
      'Returns the assets the strategy accounts for, as recorded at the last report plus deposits and minus withdrawals since, in asset units.',
    totalSupply: 'Returns the shares outstanding, not counting locked profit shares that have already unlocked.',
    report:
      'Asks the strategy for its real total assets (through `harvestAndReport`), records the profit or loss since the last report, charges the performance fee and the protocol fee on profit, and locks the remaining profit so it unlocks over `profitMaxUnlockTime`. Only the keeper or management may call it; emits `Reported` and returns profit and loss.',
    unlockedShares:
      'Returns how many locked profit shares have unlocked since the last report; they no longer count in `totalSupply`.',
    tend: 'Lets the strategy do maintenance between reports with its idle funds (through `tendThis`), without recording profit or loss. Only the keeper or management may call it.',
    shutdownStrategy:
      'Shuts the strategy down for good: deposits and mints stop, while withdrawals, reports and tends keep working. The emergency admin or management may call it; emits `StrategyShutdown`.',
    emergencyWithdraw:
      'After a shutdown, pulls up to `amount` of the asset out of the yield source into the strategy (through `shutdownWithdraw`) so depositors can exit. The emergency admin or management may call it; reverts if the strategy is not shut down.',
    apiVersion: 'Returns the API version of the shared implementation, for example `3.0.4`.',
    management:
      'Returns the address that manages the strategy: it sets the keeper, fees, unlock time and emergency admin.',
    pendingManagement:
      'Returns the address nominated as the next management, or the zero address when no handover is pending.',
    keeper: 'Returns the address allowed, besides management, to call `report` and `tend`.',
    emergencyAdmin:
      'Returns the address allowed, besides management, to shut the strategy down and to run emergency withdrawals.',
    performanceFee: 'Returns the performance fee charged on profit, in basis points.',
    performanceFeeRecipient: 'Returns the address that receives performance fee shares.',
    fullProfitUnlockDate:
      'Returns the timestamp at which all currently locked profit will have unlocked; 0 when nothing is locked.',
    profitUnlockingRate: 'Returns how many locked shares unlock per second, scaled up by 10^12 for precision.',
    profitMaxUnlockTime: 'Returns the number of seconds over which reported profit unlocks into the share price.',
    lastReport: 'Returns the timestamp of the last `report`.',
    pricePerShare:
      'Returns the value of one whole share (`10 ** decimals`) in asset units, for display; integrations should use `convertToAssets`.',
    isShutdown: 'Returns true once the strategy has been shut down.',
    setPendingManagement:
      'First step of the management handover: nominates a new management address, who must call `acceptManagement`. Only management may call it; emits `UpdatePendingManagement`.',
    acceptManagement:
      'Second step of the management handover: the nominated address calls it to become management; any other caller is rejected. Emits `UpdateManagement`.',
    setKeeper: 'Sets the keeper that may call `report` and `tend`. Only management may call it; emits `UpdateKeeper`.',
    setEmergencyAdmin:
      'Sets the emergency admin that may shut the strategy down. Only management may call it; emits `UpdateEmergencyAdmin`.',
    setPerformanceFee:
      'Sets the performance fee on profit, in basis points, at most `MAX_FEE` (5,000). Only management may call it; emits `UpdatePerformanceFee`.',
    setPerformanceFeeRecipient:
      'Sets the address that receives performance fees; it cannot be the zero address or the strategy itself. Only management may call it; emits `UpdatePerformanceFeeRecipient`.',
    setProfitMaxUnlockTime:
      'Sets the number of seconds over which profit unlocks, at most one year (31,556,952 s); 0 releases profit immediately. Only management may call it; emits `UpdateProfitMaxUnlockTime`.',
    setName: 'Renames the strategy share token. Only management may call it.',
    balanceOf:
      "Returns the shares an account holds. For the strategy's own address it returns only the profit shares that are still locked.",
    transfer:
      'Moves `amount` shares from the caller to `to` and emits `Transfer`; sending to the strategy itself or the zero address reverts.',
    transferFrom:
      "Moves `amount` shares from `from` to `to`, spending the caller's allowance, and emits `Transfer`; sending to the strategy itself or the zero address reverts.",
    permit:
      'Sets an allowance from a signed EIP-2612 message instead of an `approve` transaction. Reverts when the deadline has passed or the signature does not match `owner`; uses up a nonce and emits `Approval`.',
    MAX_FEE: 'Returns the highest performance fee management may set: 5,000 basis points (50%).',
    FACTORY: 'Returns the factory that supplies the protocol fee settings read at each report.',
    _strategyStorage:
      "Returns a pointer to the strategy's storage struct at its fixed slot, so the shared code reads and writes the calling strategy's own storage.",
    _totalAssets: 'Reads the recorded total assets from storage.',
    _totalSupply: 'Reads total supply from storage and subtracts the locked shares that have already unlocked.',
    _convertToShares:
      'Converts assets to shares with the given rounding direction; with no supply yet, one share is worth one asset.',
    _convertToAssets:
      'Converts shares to assets with the given rounding direction; with no supply yet, one share is worth one asset.',
    _maxDeposit:
      "Computes the deposit limit: 0 after a shutdown, otherwise what the strategy's `availableDepositLimit` allows.",
    _maxMint: 'Computes the mint limit from the deposit limit, converted to shares.',
    _maxWithdraw: "Computes the withdraw limit from the owner's shares and the strategy's `availableWithdrawLimit`.",
    _maxRedeem: "Computes the redeem limit from the owner's balance and the strategy's `availableWithdrawLimit`.",
    _deposit:
      "Pulls the assets from the caller, hands them to the strategy's `deployFunds`, mints the shares and emits `Deposit`.",
    _withdraw:
      'Frees funds through `freeFunds` when idle assets are short, checks the loss against `maxLoss`, burns the shares, sends the assets and emits `Withdraw`.',
    _unlockedShares:
      'Computes how many locked profit shares have unlocked since the last report from the unlocking rate and the time elapsed.',
    _balanceOf: "Reads a balance from storage; the strategy's own balance excludes shares that have unlocked.",
    _allowance: 'Reads an allowance from storage.',
    _transfer: 'Moves shares between accounts in storage and emits `Transfer`.',
    _mint: 'Creates shares for an account and emits `Transfer` from the zero address.',
    _burn: 'Destroys shares of an account and emits `Transfer` to the zero address.',
    _approve: 'Writes an allowance to storage and emits `Approval`.',
    _spendAllowance:
      'Reduces an allowance after a `transferFrom`, withdraw or redeem; an unlimited allowance is left as it is.',
    _computeDomainSeparator:
      'Builds the EIP-712 domain separator from the share name, the API version, the chain id and the strategy address.',
  },
  events: {
    NewTokenizedStrategy:
      'Emitted once per strategy at initialisation, with the strategy, its asset and the API version.',
    Reported:
      'Emitted by every `report`, with the profit, the loss, the protocol fees and the performance fees, in asset units.',
    StrategyShutdown: 'Emitted once, when the strategy is shut down.',
    UpdateManagement: 'Emitted when a new management accepts the position.',
    UpdatePendingManagement: 'Emitted when a new management is nominated.',
    UpdateKeeper: 'Emitted when the keeper changes.',
    UpdateEmergencyAdmin: 'Emitted when the emergency admin changes.',
    UpdatePerformanceFee: 'Emitted with the new performance fee in basis points.',
    UpdatePerformanceFeeRecipient: 'Emitted when the performance fee recipient changes.',
    UpdateProfitMaxUnlockTime: 'Emitted with the new profit unlock period, in seconds.',
  },
};

export default tokenizedStrategy;
