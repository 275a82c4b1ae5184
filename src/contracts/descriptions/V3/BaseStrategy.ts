import type {ContractDescriptions} from '../types';

const baseStrategy: ContractDescriptions = {
  summary:
    "BaseStrategy is the abstract contract a strategy writer inherits to build a V3 tokenized strategy. The writer implements three internal hooks — `_deployFunds`, `_freeFunds` and `_harvestAndReport` — and may override a few optional ones; every other call (deposits, withdrawals, ERC-20 functions, reports, roles) falls through the fallback to the shared `TokenizedStrategy` implementation, which runs it against this strategy's storage. The external hook functions here may only be called by the strategy itself during that delegation.",
  functions: {
    constructor:
      "Records the asset and initialises the strategy's storage through `TokenizedStrategy.initialize`, with the deployer as management, performance fee recipient and keeper. `_name` becomes the share token name.",
    _onlySelf:
      'Reverts unless the caller is the strategy itself, which is the case only while the shared implementation calls back into it.',
    _deployFunds:
      'Hook to implement: put `_amount` of newly deposited assets to work in the yield source. It runs inside every deposit and mint, so anyone can trigger it; keep it free of exploitable price assumptions.',
    _freeFunds:
      'Hook to implement: take `_amount` of assets out of the yield source so a withdrawal can be paid. Any shortfall counts as a loss for the withdrawer, within their loss tolerance.',
    _harvestAndReport:
      'Hook to implement: harvest rewards, redeploy what makes sense and return an exact count of all assets the strategy holds, idle and deployed. The shared code compares it with the previous total to record profit or loss.',
    _tend:
      'Optional hook: maintenance between reports, given the idle assets, such as redeploying idle funds or adjusting a position. Does nothing unless overridden.',
    _tendTrigger: 'Optional hook: return true when a keeper should call `tend`. Returns false unless overridden.',
    tendTrigger:
      'Tells keepers whether `tend` should be called now and returns the calldata to use; it wraps `_tendTrigger`.',
    availableDepositLimit:
      'Returns how much more can be deposited for the given receiver; unlimited (the maximum uint256) unless overridden. Override it to cap deposits or restrict depositors.',
    availableWithdrawLimit:
      'Returns how much can be withdrawn for the given owner right now; unlimited unless overridden. Override it when the yield source has limited liquidity.',
    _emergencyWithdraw:
      'Optional hook: after a shutdown, move up to `_amount` from the yield source back to the strategy. Does nothing unless overridden.',
    deployFunds:
      'Entry point the shared implementation calls during deposits; it forwards to `_deployFunds`. Only the strategy itself may call it.',
    freeFunds:
      'Entry point the shared implementation calls during withdrawals; it forwards to `_freeFunds`. Only the strategy itself may call it.',
    harvestAndReport:
      'Entry point the shared implementation calls during `report`; it returns the result of `_harvestAndReport`. Only the strategy itself may call it.',
    tendThis:
      'Entry point the shared implementation calls during `tend`; it forwards to `_tend`. Only the strategy itself may call it.',
    shutdownWithdraw:
      'Entry point the shared implementation calls during `emergencyWithdraw`; it forwards to `_emergencyWithdraw`. Only the strategy itself may call it.',
    _delegateCall:
      'Runs the given calldata against the `TokenizedStrategy` implementation with delegatecall and returns its result, bubbling up any revert.',
    fallback:
      'Forwards every call the strategy does not implement to the shared `TokenizedStrategy` with delegatecall and returns its result, so the strategy exposes the whole ERC-4626 and management interface.',
    tokenizedStrategyAddress:
      'Returns the address of the shared `TokenizedStrategy` implementation this strategy delegates to.',
  },
};

export default baseStrategy;
