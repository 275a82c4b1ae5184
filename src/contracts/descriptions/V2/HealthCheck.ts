import type {ContractDescriptions} from '../types';

const healthCheck: ContractDescriptions = {
  summary:
    'HealthCheck is the interface a V2 strategy uses to call its health check contract after a harvest; `CommonHealthCheck` implements it.',
  functions: {
    check:
      'Returns true when a harvest with this profit, loss, debt payment, debt outstanding and total debt is acceptable; the strategy reverts its harvest otherwise.',
  },
};

export default healthCheck;
