import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';

const tokenNoReturn: ContractDescriptions = {
  summary:
    "TokenNoReturn is a test token whose `transfer`, `transferFrom` and `approve` return nothing, like USDT and other non-standard ERC-20 tokens. The V2 test suite uses it to check that the vault's safe transfer handling copes with them.",
  uses: [erc20],
  functions: {
    constructor: 'Creates the test token with the given number of decimals.',
    transfer: 'Moves tokens from the caller to `receiver` without returning a value.',
    transferFrom: "Moves tokens from `sender` to `receiver` using the caller's allowance, without returning a value.",
    approve: "Sets the caller's allowance for `spender` without returning a value.",
    _blocked: 'Returns true when transfers to or from the address are blocked.',
    _setBlocked: 'Blocks or unblocks transfers to and from `user`.',
  },
};

export default tokenNoReturn;
