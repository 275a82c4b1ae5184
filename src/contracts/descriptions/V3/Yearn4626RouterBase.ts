import type {ContractDescriptions} from '../types';

const yearn4626RouterBase: ContractDescriptions = {
  summary:
    "Yearn4626RouterBase holds the core vault actions of the Yearn 4626 router, each with a slippage or loss check. Deposits and mints spend tokens the router already holds (pull them first with `pullToken` in the same `multicall`); withdrawals and redemptions act on the caller's shares, which the caller must have approved for the router.",
  functions: {
    deposit:
      'Deposits `amount` of the asset held by the router into `vault` for `to`. Reverts if fewer than `minSharesOut` shares are minted; returns the shares.',
    mint: 'Mints exactly `shares` of `vault` for `to`, paying with the asset held by the router. Reverts if it costs more than `maxAmountIn`; returns the assets spent.',
    withdraw:
      "Withdraws exactly `amount` of the asset from the caller's position in a Yearn V3 vault to `to`, accepting a loss of up to `maxLoss` basis points. Returns the shares burned.",
    withdrawDefault:
      "Withdraws exactly `amount` through the standard ERC-4626 `withdraw` from the caller's position to `to`. Reverts if more than `maxSharesOut` shares are burned; returns them.",
    redeem:
      "Redeems `shares` of the caller's position in a Yearn V3 vault and sends the assets to `to`, accepting a loss of up to `maxLoss` basis points. Returns the assets sent.",
    redeemDefault:
      'Redeems `shares` through the standard ERC-4626 `redeem` and sends the assets to `to`. Reverts if fewer than `minAmountOut` assets come out; returns them.',
  },
};

export default yearn4626RouterBase;
