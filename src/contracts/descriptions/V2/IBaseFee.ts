import type {ContractDescriptions} from '../types';

const iBaseFee: ContractDescriptions = {
  summary:
    'IBaseFee is the interface V2 strategies use to ask the `BaseFeeOracle` whether the base fee is low enough to harvest.',
  functions: {
    isCurrentBaseFeeAcceptable: 'Returns true when the current network base fee is acceptable for a harvest.',
  },
};

export default iBaseFee;
