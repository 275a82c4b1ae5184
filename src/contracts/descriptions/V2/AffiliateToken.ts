import erc20 from '../common/erc20';
import type {ContractDescriptions} from '../types';
import baseWrapper from './BaseWrapper';

const affiliateToken: ContractDescriptions = {
  summary:
    'An AffiliateToken lets a partner (the affiliate) offer Yearn vaults under its own ERC-20 token. Users deposit the underlying token and receive affiliate shares; the wrapper puts the funds into the newest endorsed V2 vault and the affiliate can migrate them to newer vaults as Yearn releases them.',
  uses: [baseWrapper, erc20],
  functions: {
    constructor:
      "Sets the underlying token, the registry, and the share token's name and symbol; the deployer becomes the affiliate.",
    affiliate: 'Returns the partner address that controls migrations.',
    pendingAffiliate: 'Returns the address nominated as the next affiliate.',
    setAffiliate: 'First step of the affiliate handover: nominates a new affiliate. Only the affiliate may call it.',
    acceptAffiliate: 'Second step of the affiliate handover: the nominated address calls it to become the affiliate.',
    pricePerShare: 'Returns the value of one whole share in the underlying token.',
    'deposit()':
      "Deposits the caller's whole token balance and mints shares to the caller. Returns the tokens deposited.",
    'deposit(uint256)':
      'Deposits `amount` tokens from the caller into the best vault and mints the matching shares. Returns the tokens deposited.',
    'withdraw()': "Burns all the caller's shares and sends the tokens they are worth. Returns the tokens sent.",
    'withdraw(uint256)':
      "Burns `shares` of the caller's shares and sends the tokens they are worth. Returns the tokens sent.",
    'migrate()': "Moves all the wrapper's funds from older vaults into the best vault. Only the affiliate may call it.",
    'migrate(uint256)': "Moves `amount` of the wrapper's funds into the best vault. Only the affiliate may call it.",
    'migrate(uint256,uint256)':
      "Moves `amount` of the wrapper's funds into the best vault, reverting if more than `maxMigrationLoss` tokens are lost. Only the affiliate may call it.",
    DOMAIN_TYPEHASH: 'Returns the EIP-712 type hash of the domain used for permits.',
    PERMIT_TYPEHASH: 'Returns the EIP-712 type hash of the permit message.',
    _getChainId: 'Returns the current chain id, used to build the domain separator.',
    _shareValue: 'Converts a number of shares into tokens.',
    _sharesForValue: 'Converts a number of tokens into shares.',
  },
};

export default affiliateToken;
