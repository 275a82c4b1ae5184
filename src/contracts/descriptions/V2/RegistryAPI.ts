import type {ContractDescriptions} from '../types';
import registry from './Registry';

const registryAPI: ContractDescriptions = {
  summary:
    'RegistryAPI is the slice of the V2 Registry that wrapper contracts such as `BaseWrapper` use to find vaults: governance, the number of endorsed vaults per token, each of them by position, and the latest one.',
  uses: [registry],
};

export default registryAPI;
