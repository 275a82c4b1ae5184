import type {ContractDescriptions} from '../types';

const governance: ContractDescriptions = {
  summary:
    'Governance is a small base contract that periphery contracts inherit to get a single owner address, called governance, and an `onlyGovernance` guard. Ownership moves in one step: the current governance names the new one directly, so a wrong address cannot be undone.',
  functions: {
    constructor: 'Sets the first governance address.',
    governance: 'Returns the address allowed to call the functions guarded by `onlyGovernance`.',
    transferGovernance:
      'Hands governance to `_newGovernance` immediately; the zero address is rejected. Only governance may call it; emits `GovernanceTransferred`.',
    _checkGovernance: 'Reverts unless the caller is governance.',
  },
  events: {
    GovernanceTransferred: 'Emitted when governance changes, with the previous and the new address.',
  },
};

export default governance;
