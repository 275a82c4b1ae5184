import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';

const token: ContractDescriptions = {
  summary:
    "Token is the ERC-20 used as the vault's underlying asset in the V2 test suite. It can be created with any number of decimals and can block addresses, so tests can check how the vault copes with failing transfers. It is not deployed for users.",
  uses: [erc20],
  functions: {
    constructor: 'Creates the test token with the given number of decimals and mints a supply to the deployer.',
    decimals: 'Returns the number of decimals chosen at deployment.',
    _blocked: 'Returns true when transfers to or from the address are blocked.',
    _setBlocked: 'Blocks or unblocks transfers to and from `user`, to simulate a token that freezes accounts.',
    _beforeTokenTransfer: 'Reverts the transfer when either side is blocked.',
    approveWithoutReturn: 'Sets an allowance like `approve` but returns nothing, imitating non-standard tokens.',
    transferWithoutReturn: 'Transfers like `transfer` but returns nothing, imitating non-standard tokens.',
    transferFromWithoutReturn: 'Transfers like `transferFrom` but returns nothing, imitating non-standard tokens.',
  },
};

export default token;
