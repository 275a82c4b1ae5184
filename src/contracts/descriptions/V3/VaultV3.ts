import erc20 from '../common/erc20';
import erc4626 from '../common/erc4626';
import type {ContractDescriptions} from '../types';

const vaultV3: ContractDescriptions = {
  summary:
    'VaultV3 is the multi-strategy ERC-4626 vault of Yearn V3, written in Vyper. Depositors hold its shares; the vault lends the underlying asset to strategies (usually tokenized strategies) up to a maximum debt per strategy, books their gains and losses when a report is processed, charges fees through an optional accountant, and releases profit into the share price gradually. Every vault is a clone deployed by the `VaultFactory`, and a `role_manager` (often the `RoleManager` periphery contract) hands out its bit-flag roles.',
  uses: [erc4626, erc20],
  functions: {
    initialize:
      'Sets up a freshly cloned vault: its asset, share name and symbol, role manager and profit unlock time. The factory calls it once at deployment; any further call reverts because the asset is already set.',
    setName: 'Renames the vault share token. Only the `role_manager` may call it.',
    setSymbol: 'Changes the ticker symbol of the vault share token. Only the `role_manager` may call it.',
    set_accountant:
      'Points the vault at a new accountant, the contract asked for fees and refunds on every report; the zero address turns fees off. Needs the ACCOUNTANT_MANAGER role and emits `UpdateAccountant`.',
    set_default_queue:
      'Replaces the default withdrawal queue, the ordered list of strategies that withdrawals pull from. Every entry must be an active strategy and the list may hold at most 10; needs QUEUE_MANAGER and emits `UpdateDefaultQueue`.',
    set_use_default_queue:
      'When set to true, withdrawals always use the default queue and ignore any strategy list a caller passes in. Needs QUEUE_MANAGER and emits `UpdateUseDefaultQueue`.',
    set_auto_allocate:
      'When set to true, every deposit is pushed straight into the first strategy of the default queue instead of waiting idle for a debt update. Needs DEBT_MANAGER and emits `UpdateAutoAllocate`.',
    'set_deposit_limit(uint256)':
      'Caps total assets at `deposit_limit`, in asset units; deposits that would exceed it revert. Needs DEPOSIT_LIMIT_MANAGER, reverts after shutdown or while a deposit limit module is set, and emits `UpdateDepositLimit`.',
    'set_deposit_limit(uint256,bool)':
      'Same as the one-argument form, but with the flag set to true it first removes any deposit limit module, so the fixed limit applies. Needs DEPOSIT_LIMIT_MANAGER and emits `UpdateDepositLimit`.',
    'set_deposit_limit_module(address)':
      'Hands deposit limits to an external module that answers `available_deposit_limit(receiver)`, which allows allow-lists or dynamic caps. Needs DEPOSIT_LIMIT_MANAGER, requires the fixed deposit limit to be unlimited, and emits `UpdateDepositLimitModule`.',
    'set_deposit_limit_module(address,bool)':
      'Same as the one-argument form, but with the flag set to true it first lifts the fixed deposit limit to the maximum so the module can be set. Needs DEPOSIT_LIMIT_MANAGER and emits `UpdateDepositLimitModule`.',
    set_withdraw_limit_module:
      'Hands withdrawal limits to an external module that answers `available_withdraw_limit(owner, max_loss, strategies)`; the zero address restores the built-in calculation. Needs WITHDRAW_LIMIT_MANAGER and emits `UpdateWithdrawLimitModule`.',
    set_minimum_total_idle:
      'Sets how many assets the vault keeps idle for cheap withdrawals; debt updates never lend below this buffer and pull funds back to refill it. Needs MINIMUM_IDLE_MANAGER and emits `UpdateMinimumTotalIdle`.',
    setProfitMaxUnlockTime:
      'Sets the number of seconds over which newly reported profit unlocks into the share price, at most one year (31,556,952 s). Setting 0 releases any locked profit at once and stops locking; needs PROFIT_UNLOCK_MANAGER and emits `UpdateProfitMaxUnlockTime`.',
    set_role:
      'Replaces the whole role bitmask of `account` with `role` (a sum of role values). Only the `role_manager` may call it; emits `RoleSet`.',
    add_role:
      'Adds the bits of `role` to the roles `account` already holds. Only the `role_manager` may call it; emits `RoleSet` with the resulting mask.',
    remove_role:
      'Removes the bits of `role` from the roles of `account`. Only the `role_manager` may call it; emits `RoleSet` with the resulting mask.',
    transfer_role_manager:
      'First step of handing over the role manager position: records `role_manager` as the future role manager, who must then call `accept_role_manager`. Only the current `role_manager` may call it.',
    accept_role_manager:
      'Second step of the role manager handover: the pending `future_role_manager` calls it to take the position; emits `UpdateRoleManager`.',
    isShutdown: 'Returns true once the vault has been shut down; shutdown is permanent.',
    unlockedShares:
      'Returns how many of the shares locked from earlier profit have unlocked since the last report. They are burned at the next report and are already left out of `totalSupply`, which is how the share price rises over time.',
    pricePerShare:
      'Returns the value of one whole share (`10 ** decimals`) in asset units. It is convenient for display, but integrations should use `convertToAssets` or the preview functions, which round correctly.',
    get_default_queue:
      'Returns the whole default withdrawal queue as an array of strategy addresses, in the order withdrawals use them.',
    process_report:
      "Books the result of a strategy: compares the value of the vault's position in it with the recorded debt to find a gain or loss, asks the accountant for fees and refunds, and locks the profit for gradual release. Passing the vault's own address accounts for assets sent to the vault directly. Needs REPORTING_MANAGER, emits `StrategyReported` and returns the gain and the loss.",
    buy_debt:
      "Emergency tool: the caller pays `amount` of the asset and receives the matching strategy shares held by the vault at their recorded debt value, taking a stuck position off the vault's books. Needs DEBT_PURCHASER and emits `DebtPurchased`.",
    'add_strategy(address)':
      'Activates a strategy: it must be an ERC-4626 contract with the same asset and not already active. It starts with a maximum debt of 0 and joins the default queue if there is room; needs ADD_STRATEGY_MANAGER and emits `StrategyChanged` with change type 1 (added).',
    'add_strategy(address,bool)':
      'Activates a strategy like the one-argument form, but only appends it to the default queue when `add_to_queue` is true. Needs ADD_STRATEGY_MANAGER and emits `StrategyChanged` with change type 1 (added).',
    revoke_strategy:
      'Deactivates a strategy that no longer holds any debt and removes it from the default queue. Needs REVOKE_STRATEGY_MANAGER, reverts while the strategy still has debt, and emits `StrategyChanged` with change type 2 (revoked).',
    force_revoke_strategy:
      'Deactivates a strategy even though it still holds debt, writing that debt off as a loss for depositors. Use it only when the funds cannot be recovered; needs FORCE_REVOKE_MANAGER and emits `StrategyChanged` with change type 2 (revoked).',
    update_max_debt_for_strategy:
      'Sets the most the vault may lend to `strategy`, in asset units; it does not move funds by itself. Needs MAX_DEBT_MANAGER and emits `UpdatedMaxDebtForStrategy`.',
    'update_debt(address,uint256)':
      "Moves funds towards `target_debt` for a strategy: deposits idle assets into it or withdraws from it, within its maximum debt, the minimum idle buffer and the strategy's own limits. Needs DEBT_MANAGER, emits `DebtUpdated` and returns the new debt; losses on the way are accepted.",
    'update_debt(address,uint256,uint256)':
      'Same as the two-argument form, but a withdrawal from the strategy reverts if it loses more than `max_loss` basis points of the amount. Needs DEBT_MANAGER, emits `DebtUpdated` and returns the new debt.',
    'withdraw(uint256,address,address)':
      "Burns the shares needed to send exactly `assets` to `receiver` from `owner`'s position, pulling from strategies through the withdrawal queue when idle funds are short. With no loss tolerance given, it reverts if any loss would be realised; emits `Withdraw` and returns the shares burned.",
    'withdraw(uint256,address,address,uint256)':
      'Withdraws exactly `assets` like the three-argument form, accepting a realised loss of up to `max_loss` basis points of the amount. Emits `Withdraw` and returns the shares burned.',
    'withdraw(uint256,address,address,uint256,address[])':
      'Withdraws exactly `assets`, accepting up to `max_loss` basis points of loss and pulling from the given strategies in that order instead of the default queue (unless the vault forces its default queue). Emits `Withdraw` and returns the shares burned.',
    'redeem(uint256,address,address)':
      'Burns exactly `shares` from `owner` and sends their value to `receiver`, pulling from strategies when idle funds are short. By default it accepts any loss realised on the way, so check `previewRedeem` first; emits `Withdraw` and returns the assets sent.',
    'redeem(uint256,address,address,uint256)':
      'Redeems exactly `shares` like the three-argument form, but reverts if the realised loss exceeds `max_loss` basis points. Emits `Withdraw` and returns the assets sent.',
    'redeem(uint256,address,address,uint256,address[])':
      'Redeems exactly `shares` with a loss tolerance of `max_loss` basis points, pulling from the given strategies in that order instead of the default queue (unless the vault forces its default queue). Emits `Withdraw` and returns the assets sent.',
    'maxWithdraw(address,uint256)':
      'Returns the most assets `owner` can withdraw right now when accepting up to `max_loss` basis points of loss.',
    'maxWithdraw(address,uint256,address[])':
      'Returns the most assets `owner` can withdraw right now with the given loss tolerance, pulling from the given strategies.',
    'maxRedeem(address,uint256)':
      'Returns the most shares `owner` can redeem right now when accepting up to `max_loss` basis points of loss.',
    'maxRedeem(address,uint256,address[])':
      'Returns the most shares `owner` can redeem right now with the given loss tolerance, pulling from the given strategies.',
    transfer:
      'Moves `amount` shares from the caller to `receiver` and emits `Transfer`. Sending shares to the vault itself or to the zero address reverts.',
    transferFrom:
      "Moves `amount` shares from `sender` to `receiver`, spending the caller's allowance, and emits `Transfer`. Sending shares to the vault itself or to the zero address reverts.",
    balanceOf:
      "Returns the shares an account holds. For the vault's own address it returns only the profit shares that are still locked.",
    totalSupply:
      'Returns the number of shares outstanding, not counting locked profit shares that have already unlocked (they are about to be burned).',
    totalAssets:
      'Returns everything the vault accounts for: idle assets plus the debt lent to strategies, in asset units.',
    totalIdle: 'Returns the assets sitting in the vault itself, ready for withdrawals, in asset units.',
    totalDebt:
      'Returns the assets currently lent to strategies, as recorded at their last debt update or report, in asset units.',
    FACTORY:
      'Returns the factory that deployed this vault; the vault reads its protocol fee settings from it at every report.',
    apiVersion: 'Returns the API version of the vault code as a string, for example `3.0.4`.',
    assess_share_of_unrealised_losses:
      'Returns how much of a withdrawal of `assets_needed` from `strategy` would be lost because the strategy is worth less than its recorded debt. Withdrawers take that share of the unrealised loss.',
    profitMaxUnlockTime: 'Returns the number of seconds over which reported profit unlocks into the share price.',
    fullProfitUnlockDate:
      'Returns the timestamp at which all currently locked profit will have unlocked; 0 when nothing is locked.',
    profitUnlockingRate: 'Returns how many locked shares unlock per second, scaled up by 10^12 for precision.',
    lastProfitUpdate:
      'Returns the timestamp of the last change to the profit unlocking schedule, normally the last report that locked profit.',
    shutdown_vault:
      'Shuts the vault down for good: deposits stop (the deposit limit becomes 0 and any deposit module is removed) and the caller also receives the DEBT_MANAGER role so funds can be pulled back from strategies. Needs EMERGENCY_MANAGER and emits `Shutdown`.',
    strategies:
      'Returns the parameters the vault keeps for a strategy: activation time, last report time, current debt and maximum debt. An activation of 0 means the strategy is not active.',
    default_queue:
      'Returns the strategy at position `arg0` of the default withdrawal queue; reverts past the end of the queue.',
    use_default_queue: 'Returns true when withdrawals must always use the default queue.',
    auto_allocate: 'Returns true when deposits go straight into the first strategy of the default queue.',
    minimum_total_idle: 'Returns the idle buffer the vault keeps out of strategies, in asset units.',
    deposit_limit: 'Returns the fixed cap on total assets, in asset units; the maximum uint256 means no cap.',
    accountant: 'Returns the accountant that sets fees and refunds at each report; the zero address means no fees.',
    deposit_limit_module:
      'Returns the module that decides deposit limits, or the zero address when the fixed limit applies.',
    withdraw_limit_module:
      'Returns the module that decides withdrawal limits, or the zero address when the vault calculates them itself.',
    roles: 'Returns the role bitmask of an account; compare it with the role values in the Roles table.',
    role_manager: 'Returns the address that can grant and revoke roles.',
    future_role_manager:
      'Returns the address nominated to become role manager, or the zero address when no handover is pending.',
  },
  events: {
    DebtPurchased: 'Emitted by `buy_debt` with the strategy and the amount of debt that was bought out.',
    DebtUpdated: 'Emitted whenever `update_debt` moves funds: the strategy, its debt before and its debt after.',
    RoleSet: "Emitted whenever an account's roles change, with the full new bitmask.",
    Shutdown: 'Emitted once, when the vault is shut down.',
    StrategyChanged: 'Emitted when a strategy is added (change type 1) or revoked (change type 2).',
    StrategyReported:
      'Emitted by `process_report`: the strategy, its gain or loss, its debt afterwards, and the protocol fees, total fees and refunds charged, all in asset units.',
    UpdateAccountant: 'Emitted when the accountant changes.',
    UpdateAutoAllocate: 'Emitted when automatic allocation of deposits is switched on or off.',
    UpdateDefaultQueue: 'Emitted with the new default withdrawal queue.',
    UpdateDepositLimit: 'Emitted with the new fixed deposit limit.',
    UpdateDepositLimitModule: 'Emitted when the deposit limit module changes.',
    UpdateFutureRoleManager: 'Emitted when a new role manager is nominated with `transfer_role_manager`.',
    UpdateMinimumTotalIdle: 'Emitted with the new minimum idle buffer.',
    UpdateProfitMaxUnlockTime: 'Emitted with the new profit unlock period, in seconds.',
    UpdateRoleManager: 'Emitted when the nominated role manager accepts the position.',
    UpdateUseDefaultQueue: 'Emitted when forcing the default queue is switched on or off.',
    UpdateWithdrawLimitModule: 'Emitted when the withdraw limit module changes.',
    UpdatedMaxDebtForStrategy:
      "Emitted when a strategy's maximum debt changes, with the caller, the strategy and the new maximum.",
  },
};

export default vaultV3;
