import type {ContractDescriptions} from '../types';

const multicall: ContractDescriptions = {
  summary:
    'Multicall lets the Yearn 4626 router run several of its own functions in one transaction, for example a permit, a token pull and a deposit. Every call runs against the router with delegatecall and keeps the original caller, so the whole sequence succeeds or fails together.',
  functions: {
    multicall:
      'Executes each entry of `data` as a call to this router, in order, and returns their results. If any call reverts, the whole transaction reverts with that reason; ETH sent along is available to the calls.',
  },
};

export default multicall;
