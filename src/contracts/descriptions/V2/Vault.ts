import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';

const vault: ContractDescriptions = {
  summary:
    'The V2 Vault (Vault.vy) takes deposits of one token, issues yvTokens as shares, and lends the deposits to up to 20 strategies according to debt ratios set by governance and management. Each strategy reports its gains and losses to the vault during its harvest; the vault charges management and performance fees by minting shares to the rewards address and the strategist, and releases profit into the share price gradually. A guardian can trigger an emergency shutdown. V2 vaults predate ERC-4626, so deposits and withdrawals use the V2 functions below.',
  uses: [erc20],
  functions: {
    initialize:
      'Sets up a new vault: the token, governance, the rewards address that receives fees, and optional name and symbol overrides (empty strings give the default "<symbol> yVault" and "yv<symbol>"). Management and guardian start as the caller. Reverts when called a second time.',
    'initialize(address,address,address,string,string,address)':
      'Sets up a new vault with the token, governance, rewards, name and symbol overrides and a guardian; management starts as the caller. Reverts when called a second time.',
    'initialize(address,address,address,string,string,address,address)':
      'Sets up a new vault with every role given: token, governance, rewards, name and symbol overrides, guardian and management. Reverts when called a second time.',
    apiVersion: 'Returns the API version of the vault code, for example `0.4.6`.',
    setName: 'Renames the vault token. Only governance may call it.',
    setSymbol: 'Changes the vault token symbol. Only governance may call it.',
    setGovernance:
      'First step of the governance handover: nominates a new governance, who must call `acceptGovernance`. Only governance may call it; emits `NewPendingGovernance`.',
    acceptGovernance:
      'Second step of the governance handover: the nominated address calls it to become governance. Emits `UpdateGovernance`.',
    setManagement:
      'Sets the management address, which tunes strategy debt limits and the withdrawal queue. Only governance may call it; emits `UpdateManagement`.',
    setRewards:
      "Sets the address that receives the vault's fee shares; it cannot be the zero address or the vault. Only governance may call it; emits `UpdateRewards`.",
    setLockedProfitDegradation:
      'Sets how fast locked profit is released into the share price, as a fraction of 10^18 per second (10^18 releases everything at once). Only governance may call it; emits `LockedProfitDegradationUpdated`.',
    setLockedProfitDegration:
      'Sets how fast locked profit is released into the share price (early spelling of `setLockedProfitDegradation`). Only governance may call it.',
    setDepositLimit:
      "Caps the vault's total assets, in token units; deposits that would go over it are cut or refused. Only governance may call it; emits `UpdateDepositLimit`.",
    setPerformanceFee:
      "Sets the vault's performance fee on strategy gains, in basis points, at most 5,000. Only governance may call it; emits `UpdatePerformanceFee`.",
    setManagementFee:
      'Sets the yearly management fee on assets lent to strategies, in basis points, at most 10,000. Only governance may call it; emits `UpdateManagementFee`.',
    setGuardian:
      'Replaces the guardian, which may trigger an emergency shutdown and revoke strategies. The guardian or governance may call it; emits `UpdateGuardian`.',
    setEmergencyShutdown:
      'Turns emergency shutdown on or off; while it is on, deposits stop and every strategy is asked to return all its debt at its next harvest. The guardian or governance may turn it on, but only governance may turn it off. Emits `EmergencyShutdown`.',
    setWithdrawalQueue:
      'Replaces the order in which withdrawals pull funds from strategies; entries must be active strategies without duplicates, and the zero address ends the list. Management or governance may call it; emits `UpdateWithdrawalQueue`.',
    setGuestList:
      'Sets a guest list contract that decides who may deposit; the zero address lets everyone in. Only governance may call it; emits `UpdateGuestList`.',
    transfer:
      'Moves `amount` vault tokens from the caller to `receiver` and emits `Transfer`; sending to the vault itself or to the zero address reverts.',
    transferFrom:
      "Moves `amount` vault tokens from `sender` to `receiver`, spending the caller's allowance (an unlimited allowance stays unlimited), and emits `Transfer`.",
    permit:
      'Sets an allowance from a signed EIP-712 message instead of an `approve` transaction, with the 65-byte signature passed as `bytes`. Reverts after `expiry` or when the signature does not match `owner`; uses up a nonce and emits `Approval`.',
    totalAssets: "Returns the vault's total assets in token units: what it holds plus what it has lent to strategies.",
    'deposit()':
      "Deposits the caller's whole token balance (up to the deposit limit) and mints vault shares to the caller. Returns the shares minted.",
    'deposit(uint256)':
      'Deposits `_amount` tokens from the caller and mints shares to the caller; the maximum uint256 means the whole balance. Reverts during emergency shutdown or above the deposit limit; returns the shares minted.',
    'deposit(uint256,address)':
      'Deposits `_amount` tokens from the caller and mints the shares to `recipient`. Reverts during emergency shutdown or above the deposit limit; returns the shares minted.',
    maxAvailableShares:
      'Returns how many shares could be withdrawn right now, counting idle tokens and what strategies can free.',
    'withdraw()':
      "Burns all the caller's shares and sends the tokens they are worth to the caller, with the default loss tolerance (0.01% in releases that have one). Returns the tokens sent.",
    'withdraw(uint256)':
      "Burns up to `maxShares` of the caller's shares for tokens, pulling from strategies in withdrawal-queue order when idle funds are short, with the default loss tolerance (0.01% in releases that have one). Returns the tokens sent.",
    'withdraw(uint256,address)':
      "Burns up to `maxShares` of the caller's shares and sends the tokens to `recipient`, with the default loss tolerance (0.01% in releases that have one). Returns the tokens sent.",
    'withdraw(uint256,address,uint256)':
      "Burns up to `maxShares` of the caller's shares and sends the tokens to `recipient`, reverting if the loss realised from strategies exceeds `maxLoss` basis points. Returns the tokens sent.",
    pricePerShare:
      'Returns the value of one whole share (`10 ** decimals`) in token units, excluding profit that is still locked.',
    addStrategy:
      "Adds a strategy with its share of the vault's assets (`debtRatio`, in basis points), the least and most it may borrow per harvest, and the strategist's performance fee in basis points. Only governance may call it; emits `StrategyAdded`.",
    'addStrategy(address,uint256,uint256,uint256)':
      "Adds a strategy with its debt ratio in basis points, a rate limit on how fast its debt may grow (tokens per second), and the strategist's performance fee. Only governance may call it; emits `StrategyAdded`.",
    updateStrategyDebtRatio:
      "Changes a strategy's share of the vault's assets, in basis points; the total may not exceed 10,000. Management or governance may call it; emits `StrategyUpdateDebtRatio`.",
    updateStrategyMinDebtPerHarvest:
      'Changes the least a strategy may borrow in one harvest, in token units. Management or governance may call it; emits `StrategyUpdateMinDebtPerHarvest`.',
    updateStrategyMaxDebtPerHarvest:
      'Changes the most a strategy may borrow in one harvest, in token units. Management or governance may call it; emits `StrategyUpdateMaxDebtPerHarvest`.',
    updateStrategyRateLimit:
      "Changes how fast a strategy's debt may grow, in tokens per second. Management or governance may call it; emits `StrategyUpdateRateLimit`.",
    updateStrategyPerformanceFee:
      "Changes the strategist's performance fee, in basis points. Only governance may call it; emits `StrategyUpdatePerformanceFee`.",
    migrateStrategy:
      'Replaces a strategy with a new version: the old one sends all its funds to the new one, which takes over its debt and settings. Only governance may call it; emits `StrategyMigrated`.',
    'revokeStrategy()':
      'Called by a strategy on itself: sets its debt ratio to 0 so it returns all its funds at its next harvest. Emits `StrategyRevoked`.',
    'revokeStrategy(address)':
      "Sets a strategy's debt ratio to 0 so it returns all its funds at its next harvest. The strategy itself, governance or the guardian may call it; emits `StrategyRevoked`.",
    addStrategyToQueue:
      'Appends an active strategy to the end of the withdrawal queue, which holds at most 20. Management or governance may call it; emits `StrategyAddedToQueue`.',
    removeStrategyFromQueue:
      'Takes a strategy out of the withdrawal queue without revoking it. Management or governance may call it; emits `StrategyRemovedFromQueue`.',
    'debtOutstanding()':
      'Called by a strategy: returns how much it should pay back to the vault, because it is over its debt ratio or the vault is shut down.',
    'debtOutstanding(address)': 'Returns how much `strategy` should pay back to the vault, in token units.',
    'creditAvailable()': 'Called by a strategy: returns how much more it may borrow from the vault right now.',
    'creditAvailable(address)':
      'Returns how much more `strategy` may borrow from the vault right now, within its debt ratio and per-harvest limits.',
    availableDepositLimit: 'Returns how many more tokens can be deposited before the deposit limit is reached.',
    'expectedReturn()':
      'Called by a strategy: returns the gain it is expected to report, extrapolated from its past returns.',
    'expectedReturn(address)':
      'Returns the gain `strategy` is expected to report at its next harvest, extrapolated from its past returns.',
    report:
      'Called by an active strategy during its harvest to report `gain` and `loss` and repay `_debtPayment`. The vault charges fees, lends more or asks for funds back to follow the debt ratio, locks the profit, emits `StrategyReported` and returns the debt still outstanding.',
    'sweep(address)':
      "Sends the vault's whole balance of a token that does not belong to depositors (for example one sent by mistake) to governance. Only governance may call it.",
    'sweep(address,uint256)':
      'Sends `amount` of a token that does not belong to depositors to governance. Only governance may call it.',
    decimals: 'Returns the decimals of the vault token, the same as the deposit token.',
    token: 'Returns the token the vault accepts.',
    governance: 'Returns the address with full control of the vault.',
    management: 'Returns the address that tunes strategy debt limits and the withdrawal queue.',
    guardian: 'Returns the address that can trigger an emergency shutdown.',
    guestList: 'Returns the guest list contract that limits who may deposit, or the zero address.',
    strategies:
      'Returns what the vault records for a strategy: performance fee, activation time, debt ratio, minimum and maximum debt per harvest, last report time, total debt, total gain and total loss.',
    withdrawalQueue:
      'Returns the strategy at the given position of the withdrawal queue; the zero address marks the end.',
    emergencyShutdown: 'Returns true while emergency shutdown is on.',
    depositLimit: 'Returns the cap on total assets, in token units.',
    debtRatio: "Returns the sum of all strategies' debt ratios, in basis points.",
    totalIdle: 'Returns the tokens held by the vault itself and not lent out.',
    totalDebt: 'Returns the tokens lent to all strategies.',
    lastReport: 'Returns the timestamp of the latest strategy report.',
    activation: 'Returns the timestamp at which the vault was initialised.',
    lockedProfit:
      'Returns the profit from the latest reports that is still locked and not yet counted in the share price.',
    lockedProfitDegradation: 'Returns how fast locked profit is released, as a fraction of 10^18 per second.',
    lockedProfitDegration: 'Returns how fast locked profit is released (early spelling of `lockedProfitDegradation`).',
    delegatedAssets:
      "Returns the assets the vault's strategies have delegated to other vaults, which are left out of fee calculations.",
    precisionFactor:
      "Returns the factor that scales token amounts to 18 decimals in the vault's internal calculations.",
    rewards: "Returns the address that receives the vault's fee shares.",
    managementFee: 'Returns the yearly management fee in basis points.',
    performanceFee: "Returns the vault's performance fee in basis points.",
  },
  events: {
    Deposit: 'Emitted on every deposit, with the recipient, the shares minted and the tokens deposited.',
    Withdraw: 'Emitted on every withdrawal, with the recipient, the shares burned and the tokens sent.',
    Sweep: 'Emitted when governance sweeps a token out of the vault.',
    EmergencyShutdown: 'Emitted when emergency shutdown is turned on or off.',
    FeeReport:
      'Emitted at each report with the management, performance and strategist fees charged and the time since the last report.',
    LockedProfitDegradationUpdated: 'Emitted with the new profit release rate.',
    NewPendingGovernance: 'Emitted when a new governance is nominated.',
    UpdateGovernance: 'Emitted when a new governance takes over.',
    UpdateManagement: 'Emitted when management changes.',
    UpdateRewards: 'Emitted when the rewards address changes.',
    UpdateGuardian: 'Emitted when the guardian changes.',
    UpdateGuestList: 'Emitted when the guest list changes.',
    UpdateDepositLimit: 'Emitted with the new deposit limit.',
    UpdateManagementFee: 'Emitted with the new management fee.',
    UpdatePerformanceFee: 'Emitted with the new performance fee.',
    UpdateWithdrawalQueue: 'Emitted with the new withdrawal queue.',
    StrategyAdded: 'Emitted when a strategy is added, with its debt settings and performance fee.',
    StrategyAddedToQueue: 'Emitted when a strategy joins the withdrawal queue.',
    StrategyRemovedFromQueue: 'Emitted when a strategy leaves the withdrawal queue.',
    StrategyMigrated: 'Emitted when a strategy is replaced by a new version.',
    StrategyRevoked: 'Emitted when a strategy is revoked.',
    StrategyReported:
      "Emitted at every strategy report: gain, loss, debt repaid, running totals of gain, loss and debt, new debt lent and the strategy's debt ratio.",
    StrategyUpdateDebtRatio: "Emitted when a strategy's debt ratio changes.",
    StrategyUpdateMinDebtPerHarvest: "Emitted when a strategy's minimum debt per harvest changes.",
    StrategyUpdateMaxDebtPerHarvest: "Emitted when a strategy's maximum debt per harvest changes.",
    StrategyUpdateRateLimit: "Emitted when a strategy's rate limit changes.",
    StrategyUpdatePerformanceFee: "Emitted when a strategy's performance fee changes.",
    WithdrawFromStrategy:
      'Emitted when a withdrawal pulls funds from a strategy, with its remaining debt and any loss taken.',
  },
};

export default vault;
