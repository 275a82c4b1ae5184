import type {ContractDescriptions} from '../types';

const v1Interfaces: ContractDescriptions = {
  summary:
    'The first generation of Yearn vaults (V1) worked as three cooperating contracts, described here by their interfaces from the yearn-protocol repository. A vault (`IVault`) takes deposits of one token and issues yTokens; a controller (`IController`) holds the list of strategies and moves funds between vaults and strategies; a strategy (`IStrategy`) puts the token to work in another protocol. V1 has no version number and was replaced by V2 and later V3 vaults, so these pages matter only for positions still held in V1 vaults; the [V1 introduction](/developers/v1/introduction) explains how the pieces worked together.',
  functions: {
    'IStrategy.want': 'Returns the token the strategy accepts and grows, the same token its vault takes deposits in.',
    'IStrategy.deposit': 'Deploys the `want` the strategy currently holds into the protocol it farms.',
    'IStrategy.withdraw(address)':
      'Sweeps the whole balance of a stray token sent to the strategy to the controller. It is meant to be callable by the controller only and must refuse the tokens the strategy works with.',
    'IStrategy.withdraw(uint256)':
      'Pulls the given amount of `want` out of the protocol and sends it to the vault, possibly minus a withdrawal fee in strategies that charge one. Only the controller may call it.',
    'IStrategy.skim':
      'Used by lending strategies, such as those on Aave, to take the amount that can still be borrowed.',
    'IStrategy.withdrawAll':
      'Unwinds every position and sends all the `want` back to the vault, typically before migrating to a new strategy. Only the controller may call it; returns the amount withdrawn.',
    'IStrategy.balanceOf': 'Returns how much `want` the strategy controls, held and deployed.',
    'IVault.token': 'Returns the token users deposit into the vault.',
    'IVault.underlying':
      'Returns the underlying token of a delegated vault, for example LINK for the aLINK vault; other vaults do not implement it.',
    'IVault.name': 'Returns the vault token name, for example "yearn Dai Stablecoin".',
    'IVault.symbol': 'Returns the vault token symbol, for example "yDai".',
    'IVault.decimals': 'Returns the decimals of the vault token.',
    'IVault.controller': "Returns the controller that manages the vault's strategy.",
    'IVault.governance': 'Returns the address that governs the vault.',
    'IVault.getPricePerFullShare':
      'Returns the value of one vault token in the deposit token: the deposit token held across the vault, the controller and the strategy, divided by the vault token supply, scaled by 10^18.',
    'IVault.deposit':
      'Deposits the given amount of the deposit token and mints vault tokens in return; the caller must approve the vault first.',
    'IVault.depositAll': "Deposits the caller's whole balance of the deposit token.",
    'IVault.withdraw':
      'Burns the given amount of vault tokens and returns the matching amount of the deposit token, pulling from the strategy through the controller when the vault holds too little.',
    'IVault.withdrawAll': "Burns all the caller's vault tokens and returns the deposit token they are worth.",
    'IController.withdraw':
      'Asks the strategy registered for a token to withdraw the given amount back to its vault. Only the vault may call it.',
    'IController.balanceOf': 'Returns how much of the given token the strategy registered for it controls.',
    'IController.earn':
      'Sends the given amount of a token from the controller to the strategy registered for it and deploys it there; the vault calls it to put idle deposits to work.',
    'IController.want':
      'Returns the token a strategy wants; the deployed controller does not use it, so read `want()` on the strategy instead.',
    'IController.rewards': 'Returns the treasury address that receives fees.',
    'IController.vaults': 'Returns the vault registered for a token.',
    'IController.strategies': 'Returns the strategy registered for a token.',
  },
};

export default v1Interfaces;
