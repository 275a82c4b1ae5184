import type {ContractDescriptions} from '../types';

const accountantFactory: ContractDescriptions = {
  summary:
    "The AccountantFactory deploys new `Accountant` contracts so that anyone running V3 vaults can get a fee accountant without writing deployment code. Each overload of `newAccountant` fills in whatever the caller leaves out: the caller as fee manager and fee recipient, and the factory's default fee configuration.",
  functions: {
    constructor:
      'Stores the default fee configuration that new accountants start with when the caller does not pass one.',
    defaultConfig: 'Returns the fee configuration new accountants get by default, in basis points.',
    'newAccountant()':
      'Deploys an accountant with the caller as fee manager and fee recipient and the default fee configuration. Emits `NewAccountant` and returns its address.',
    'newAccountant(address,address)':
      'Deploys an accountant with the given fee manager and fee recipient and the default fee configuration. Emits `NewAccountant` and returns its address.',
    'newAccountant(uint16,uint16,uint16,uint16,uint16,uint16)':
      'Deploys an accountant with the caller as fee manager and fee recipient and the given fee configuration in basis points. Emits `NewAccountant` and returns its address.',
    'newAccountant(address,address,uint16,uint16,uint16,uint16,uint16,uint16)':
      'Deploys an accountant with every setting given: fee manager, fee recipient and the six fee values in basis points. Emits `NewAccountant` and returns its address.',
  },
  events: {
    NewAccountant: 'Emitted with the address of every accountant the factory deploys.',
  },
};

export default accountantFactory;
