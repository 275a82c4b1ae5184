import type {DescriptionSet} from '../types';

/**
 * ERC-4626 tokenized-vault members, shared by V3 vaults and tokenized
 * strategies. Amounts are in the underlying asset's units (`assets`) or in
 * vault shares (`shares`).
 */
const erc4626: DescriptionSet = {
  functions: {
    asset: 'Returns the address of the underlying ERC-20 token that is deposited and withdrawn.',
    totalAssets:
      'Returns the total amount of the underlying asset the vault accounts for, in asset units; share prices are derived from it.',
    convertToShares:
      'Converts an amount of the asset into shares at the current exchange rate, rounding down. It ignores limits and losses, so use the preview functions to quote a transaction.',
    convertToAssets:
      'Converts an amount of shares into the asset at the current exchange rate, rounding down. It ignores limits and losses, so use the preview functions to quote a transaction.',
    previewDeposit: 'Returns how many shares a deposit of `assets` would mint right now.',
    previewMint: 'Returns how many assets it would cost right now to mint exactly `shares`, rounding up.',
    previewWithdraw: 'Returns how many shares would be burned right now to withdraw exactly `assets`, rounding up.',
    previewRedeem: 'Returns how many assets redeeming `shares` would pay out right now.',
    maxDeposit:
      'Returns the most assets `receiver` can deposit right now; 0 means deposits are closed, for example after a shutdown or once the deposit limit is reached.',
    maxMint: 'Returns the most shares that can be minted to `receiver` right now, derived from the deposit limit.',
    maxWithdraw:
      'Returns the most assets `owner` can withdraw right now, limited by their shares and by the liquidity available.',
    maxRedeem:
      'Returns the most shares `owner` can redeem right now, limited by their balance and by the liquidity available.',
    deposit:
      'Pulls `assets` of the underlying token from the caller (approve it first), mints the matching shares to `receiver` and emits `Deposit`. Returns the shares minted; reverts above the deposit limit or when the result is zero shares.',
    mint: 'Mints exactly `shares` to `receiver`, pulling the assets they cost from the caller, and emits `Deposit`. Returns the assets spent; reverts above the deposit limit.',
    withdraw:
      'Burns the shares needed to send exactly `assets` of the underlying token to `receiver`, taken from `owner` (the caller needs an allowance when it is not the owner), and emits `Withdraw`. Returns the shares burned.',
    redeem:
      'Burns exactly `shares` from `owner` and sends the assets they are worth to `receiver` (the caller needs an allowance when it is not the owner), emitting `Withdraw`. Returns the assets paid out.',
  },
  events: {
    Deposit:
      'Emitted on every deposit or mint: the account that paid, the account that received the shares, and the assets and shares involved.',
    Withdraw:
      'Emitted on every withdraw or redeem: who called, who received the assets, whose shares were burned, and the assets and shares involved.',
  },
};

export default erc4626;
