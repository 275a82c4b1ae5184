import type {ContractDescriptions} from '../types';

const yearn4626Router: ContractDescriptions = {
  summary:
    'The Yearn4626Router bundles deposits, redemptions and migrations between ERC-4626 vaults, including V3 vaults and tokenized strategies, into single transactions with slippage checks. It combines `Yearn4626RouterBase` with convenience overloads, `Multicall`, `SelfPermit` and `PeripheryPayments`. The caller approves the router (or signs a permit) for the tokens or shares it should move; overloads that leave out the recipient send the result to the caller.',
  functions: {
    constructor: "Sets the router's display name and the WETH9 contract it wraps ETH with.",
    name: 'Returns the display name of this router deployment.',
    'depositToVault(address,uint256,address,uint256)':
      "Pulls `amount` of the vault's asset from the caller, deposits it into `vault` for `to`, and reverts if fewer than `minSharesOut` shares come out. Returns the shares minted.",
    'depositToVault(address,uint256,uint256)':
      "Deposits `amount` of the caller's asset into `vault` for the caller, requiring at least `minSharesOut` shares. Returns the shares minted.",
    'depositToVault(address,uint256)':
      "Deposits the caller's whole balance of the vault's asset into `vault` for the caller, requiring at least `minSharesOut` shares. Returns the shares minted.",
    'depositToVault(address)':
      "Deposits the caller's whole balance of the vault's asset into `vault` for the caller, with the minimum shares set to the preview of that deposit. Returns the shares minted.",
    'migrate(address,address,uint256,address,uint256)':
      'Redeems `shares` of `fromVault` held by the caller and deposits the proceeds into `toVault` for `to`; both vaults must use the same asset. Reverts if fewer than `minSharesOut` new shares come out.',
    'migrate(address,address,uint256,uint256)':
      "Moves `shares` of the caller's position from `fromVault` to `toVault`, requiring at least `minSharesOut` new shares.",
    'migrate(address,address,uint256)':
      "Moves the caller's whole position from `fromVault` to `toVault`, requiring at least `minSharesOut` new shares.",
    'migrate(address,address)':
      "Moves the caller's whole position from `fromVault` to `toVault`, with the minimum shares set to the preview of the deposit.",
    'migrateFromV2(address,address,uint256,address,uint256)':
      'Withdraws `shares` from a V2 vault held by the caller and deposits the proceeds into the ERC-4626 vault `toVault` for `to`, requiring at least `minSharesOut` new shares.',
    'migrateFromV2(address,address,uint256,uint256)':
      "Moves `shares` of the caller's V2 position into `toVault`, requiring at least `minSharesOut` new shares.",
    'migrateFromV2(address,address,uint256)':
      "Moves the caller's whole V2 position into `toVault`, requiring at least `minSharesOut` new shares.",
    'migrateFromV2(address,address)':
      "Moves the caller's whole V2 position into `toVault`, with the minimum shares set to the preview of the deposit.",
    'redeem(address,uint256,uint256)':
      "Redeems `shares` of the caller's position in `vault` and sends the assets to the caller, accepting a loss of up to `maxLoss` basis points. Returns the assets received.",
    'redeem(address,uint256)':
      "Redeems the caller's whole position in `vault`, accepting a loss of up to `maxLoss` basis points. Returns the assets received.",
    'redeem(address)':
      "Redeems the caller's whole position in `vault` with the router's default loss tolerance. Returns the assets received.",
  },
};

export default yearn4626Router;
