import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';
import baseWrapper from './BaseWrapper';

const yToken: ContractDescriptions = {
  summary:
    "A yToken presents a user's positions in every V2 vault of one token as a single ERC-20 balance. It issues no shares of its own: balances are read from the vaults, deposits go to the best vault in the user's name, and withdrawals and transfers move value out of the user's vault positions, for which the user approves the yToken (directly or by permit) on each vault.",
  uses: [baseWrapper, erc20],
  functions: {
    constructor: 'Sets the token and the registry the vaults are looked up in.',
    name: 'Returns the token name, derived from the underlying token.',
    symbol: 'Returns the token symbol, derived from the underlying token.',
    decimals: 'Returns the decimals of the underlying token.',
    totalSupply: "Returns the total assets of all the token's vaults, in token units.",
    balanceOf: "Returns what the account holds across all the token's vaults, in token units.",
    transfer:
      "Moves `amount` of value from the caller's vault positions to `receiver`, who receives shares of the best vault. Returns true.",
    transferFrom:
      "Moves `amount` of value from `sender`'s vault positions to `receiver`, spending the caller's allowance. Returns true.",
    deposit:
      "Deposits `amount` of the caller's tokens into the best vault in the caller's name. Returns the amount deposited.",
    withdraw:
      "Withdraws `amount` of tokens from the caller's vault positions and sends them to the caller. Returns the amount withdrawn.",
    permitAll: "Submits one permit per vault so the yToken may move the caller's shares in each of them.",
    revokeAll: "Submits one permit per vault that sets the yToken's allowance back to zero.",
    'migrate()': "Moves the caller's whole position from older vaults into the best vault.",
    'migrate(uint256)': "Moves `amount` of the caller's position into the best vault.",
    'migrate(uint256,uint256)':
      "Moves `amount` of the caller's position into the best vault, reverting if more than `maxMigrationLoss` tokens are lost.",
    'migrate(address[],bytes[])':
      "Submits permits for the given vaults, then moves the caller's whole position into the best vault.",
    'migrate(address[],bytes[],uint256)':
      "Submits permits for the given vaults, then moves `amount` of the caller's position into the best vault.",
    'migrate(address[],bytes[],address,uint256)':
      "Submits the permits `user` signed for the given vaults, then moves `amount` of that user's position into the best vault.",
    _approve: 'Writes an allowance and emits `Approval`.',
    _transfer:
      "Moves value between two users by withdrawing from the sender's positions and depositing for the receiver.",
    _permitAll: 'Submits the given permit signatures of `user` on each vault.',
  },
};

export default yToken;
