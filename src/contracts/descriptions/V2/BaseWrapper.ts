import type {ContractDescriptions} from '../types';

const baseWrapper: ContractDescriptions = {
  summary:
    'BaseWrapper is the abstract base of V2 wrapper contracts (`AffiliateToken`, `yToken`, `yWETH`). A wrapper is tied to one token and to the V2 Registry: it deposits into the newest endorsed vault for that token and withdraws across every vault of the token, so users are not stranded in old vault versions.',
  functions: {
    constructor: 'Sets the wrapped token and the registry the vaults are looked up in.',
    token: 'Returns the token this wrapper handles.',
    registry: 'Returns the V2 Registry vaults are looked up in.',
    setRegistry:
      "Points the wrapper at a new registry, which must have the same governance. Only the registry's governance may call it.",
    bestVault: 'Returns the newest endorsed vault for the token, where deposits go.',
    allVaults: 'Returns every endorsed vault for the token, oldest first.',
    totalVaultBalance: "Returns what an account holds across all the token's vaults, valued in token units.",
    totalAssets: "Returns the total assets of all the token's vaults, in token units.",
    _updateVaultCache: "Refreshes the wrapper's cached list of the token's vaults when the registry lists new ones.",
    _deposit:
      'Deposits `amount` into the best vault for `receiver`, first pulling the tokens from `depositor` when asked to; returns the amount deposited.',
    _withdraw:
      "Withdraws `amount` of the token from `sender`'s vault positions, oldest vault first or only the best one, and sends it to `receiver`; returns the amount withdrawn.",
    '_migrate(address)': "Moves an account's whole position from older vaults into the best vault.",
    '_migrate(address,uint256)': "Moves `amount` of an account's position from older vaults into the best vault.",
    '_migrate(address,uint256,uint256)':
      "Moves `amount` of an account's position into the best vault, reverting if more than `maxMigrationLoss` tokens are lost on the way.",
  },
};

export default baseWrapper;
