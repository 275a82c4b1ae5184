import type {ContractDescriptions} from '../types';

const peripheryPayments: ContractDescriptions = {
  summary:
    "PeripheryPayments gives the Yearn 4626 router its token plumbing: pulling tokens from the caller, approving vaults, wrapping and unwrapping ETH, and returning leftovers. These functions act on the router's own balance between steps of a `multicall`, so anything left in the router at the end of a transaction can be swept by anyone: always finish a sequence by sending the outputs to yourself.",
  functions: {
    constructor: 'Stores the address of the wrapped ether (WETH9) contract the router uses.',
    WETH9: 'Returns the wrapped ether contract used for ETH deposits and withdrawals.',
    approve: 'Makes the router approve `to` (usually a vault) to take `amount` of `token` from the router.',
    pullToken:
      'Moves `amount` of `token` from the caller to `recipient` (usually the router itself); the caller must have approved the router.',
    receive:
      'Accepts ETH only from the WETH9 contract, which happens when the router unwraps; direct ETH transfers from others revert.',
    refundETH: 'Sends all the ETH the router holds to the caller, for example what was left after wrapping.',
    sweepToken: "Sends the router's whole balance of `token` to `recipient`, reverting if it is below `amountMinimum`.",
    unwrapWETH9:
      'Unwraps all the WETH the router holds and sends the ETH to `recipient`, reverting if it is below `amountMinimum`.',
    wrapWETH9: 'Wraps all the ETH the router holds into WETH, so it can be deposited into a WETH vault.',
  },
};

export default peripheryPayments;
