import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';

const iERC20Metadata: ContractDescriptions = {
  summary:
    "IERC20Metadata is the optional part of the ERC-20 standard that exposes a token's name, symbol and decimals; V2 contracts use it to name vaults and scale amounts.",
  uses: [erc20],
};

export default iERC20Metadata;
