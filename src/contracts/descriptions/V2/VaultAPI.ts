import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';
import vault from './Vault';

const vaultAPI: ContractDescriptions = {
  summary:
    'VaultAPI is the interface through which a V2 strategy talks to its vault: the ERC-20 and deposit/withdraw functions of the vault token, and the strategy-facing calls `creditAvailable`, `debtOutstanding`, `expectedReturn`, `report` and `revokeStrategy`. `BaseStrategy` holds its vault as a VaultAPI.',
  uses: [vault, erc20],
  functions: {
    'withdraw(uint256,address)':
      "Burns up to the given number of the caller's shares and sends the tokens to `recipient`, with the default loss tolerance. Returns the tokens sent.",
  },
};

export default vaultAPI;
