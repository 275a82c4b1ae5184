import type {DescriptionSet} from '../types';

/** Standard ERC-20 members (plus EIP-2612 permit), shared by every token-like contract. */
const erc20: DescriptionSet = {
  functions: {
    name: 'Returns the token name that wallets and explorers display.',
    symbol: 'Returns the short ticker symbol of the token.',
    decimals:
      'Returns how many decimals the token uses: amounts are integers, and a balance of `10 ** decimals` is one whole token.',
    totalSupply: 'Returns the total number of tokens in existence, in the smallest unit.',
    balanceOf: 'Returns how many tokens the given account holds, in the smallest unit.',
    transfer:
      'Moves `amount` tokens from the caller to the recipient and emits `Transfer`. Reverts if the caller holds fewer tokens than `amount`; returns true on success.',
    transferFrom:
      'Moves `amount` tokens from `sender` to the recipient on behalf of the caller, spending the allowance `sender` gave the caller, and emits `Transfer`. Reverts if the balance or the allowance is too small.',
    approve:
      "Sets how many of the caller's tokens `spender` may move with `transferFrom`, replacing any previous allowance, and emits `Approval`. Returns true on success.",
    allowance:
      "Returns how many tokens the second address may still move out of the first address's balance with `transferFrom`.",
    increaseAllowance:
      'Raises the allowance the caller gives `spender` by `amount` and emits `Approval`; safer than `approve` when an allowance is already set.',
    decreaseAllowance:
      'Lowers the allowance the caller gives `spender` by `amount` and emits `Approval`. Reverts if that would take the allowance below zero.',
    permit:
      "Sets an allowance from a signed EIP-2612 message instead of an `approve` transaction, so anyone can submit it for the owner. Reverts when the deadline has passed or the signature does not match `owner`; uses up the owner's current nonce and emits `Approval`.",
    nonces:
      'Returns the next permit nonce of an owner. Each successful `permit` uses one, so a signature cannot be replayed.',
    DOMAIN_SEPARATOR:
      'Returns the EIP-712 domain separator that permit signatures must be built on; it binds them to this contract and chain.',
  },
  events: {
    Transfer:
      'Emitted whenever tokens move between accounts, including mints (from the zero address) and burns (to the zero address).',
    Approval: 'Emitted whenever an allowance is set, through `approve`, `permit` or an allowance change.',
  },
};

export default erc20;
