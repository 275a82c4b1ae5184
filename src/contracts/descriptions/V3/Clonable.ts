import type {ContractDescriptions} from '../types';

const clonable: ContractDescriptions = {
  summary:
    'Clonable is a small helper contract that periphery contracts inherit so they can deploy cheap copies of themselves as minimal proxies (EIP-1167) instead of full contracts. The first deployment is the original; each clone shares its code and keeps its own storage.',
  functions: {
    original: 'Returns the address of the original contract that clones copy.',
    '_clone()': 'Deploys a minimal proxy of `original` and returns its address.',
    '_clone(address)': 'Deploys a minimal proxy of the given contract and returns its address.',
  },
};

export default clonable;
