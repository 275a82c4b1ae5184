import type {ContractDescriptions} from '../types';

const customHealthCheck: ContractDescriptions = {
  summary:
    'CustomHealthCheck is the interface of a strategy-specific health check. `CommonHealthCheck` calls it instead of its default rule for strategies that need their own idea of a healthy harvest.',
  functions: {
    check:
      'Returns true when the harvest result of `callerStrategy` (profit, loss, debt payment and debt outstanding) is acceptable by the custom rule.',
  },
};

export default customHealthCheck;
