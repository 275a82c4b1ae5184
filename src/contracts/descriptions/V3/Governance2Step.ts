import type {ContractDescriptions} from '../types';

const governance2Step: ContractDescriptions = {
  summary:
    'Governance2Step extends `Governance` with a two-step handover: the current governance nominates a successor, who only takes over after calling `acceptGovernance`. A typo in the address therefore cannot lock the contract.',
  functions: {
    constructor: 'Sets the first governance address.',
    transferGovernance:
      'First step of the handover: nominates `_newGovernance` as pending governance. Only governance may call it; emits `UpdatePendingGovernance`.',
    acceptGovernance:
      'Second step of the handover: the pending governance calls it to take over, and the pending slot is cleared. Any other caller is rejected; emits `GovernanceTransferred`.',
    pendingGovernance: 'Returns the address nominated as the next governance, or the zero address.',
  },
  events: {
    UpdatePendingGovernance: 'Emitted when a new governance is nominated.',
  },
};

export default governance2Step;
