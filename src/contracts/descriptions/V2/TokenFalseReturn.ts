import type {ContractDescriptions} from '../types';

const tokenFalseReturn: ContractDescriptions = {
  summary:
    'TokenFalseReturn is a test token whose transfers return false instead of reverting, like some early ERC-20 tokens. The V2 test suite uses it to check that the vault treats a false return as a failed transfer.',
  functions: {
    constructor: 'Creates the test token with the given number of decimals.',
    transfer: 'Returns false instead of moving tokens when the transfer cannot happen, rather than reverting.',
    transferFrom: 'Returns false instead of moving tokens when the transfer cannot happen, rather than reverting.',
  },
};

export default tokenFalseReturn;
