import type {ContractDescriptions} from '../types';

const baseFeeOracle: ContractDescriptions = {
  summary:
    'The BaseFeeOracle answers one question for V2 strategies and their keepers: is the network base fee low enough to harvest now? It compares the base fee reported by a provider contract with a maximum set by governance or authorized addresses; on networks without a provider, an authorized address sets the answer by hand. Strategies read it through `isBaseFeeAcceptable` in their harvest trigger.',
  functions: {
    constructor: 'Makes the deployer governance.',
    isCurrentBaseFeeAcceptable:
      'Returns true when the current base fee is at or below `maxAcceptableBaseFee`; without a provider it returns the manual setting instead.',
    maxAcceptableBaseFee: 'Returns the highest acceptable base fee, in wei.',
    setMaxAcceptableBaseFee:
      'Sets the highest acceptable base fee, in wei. Governance or an authorized address may call it; emits `UpdatedMaxBaseFee`.',
    manualBaseFeeBool: 'Returns the manual answer used when no base fee provider is set.',
    setManualBaseFeeBool:
      'Sets the manual answer used when no provider is set. Governance or an authorized address may call it; emits `UpdatedManualBaseFee`.',
    baseFeeProvider: 'Returns the contract the current base fee is read from.',
    setBaseFeeProvider:
      'Sets the contract the current base fee is read from. Only governance may call it; emits `NewProvider`.',
    authorizedAddresses: 'Returns true when the address may change the maximum and the manual answer.',
    setAuthorized:
      'Allows or disallows an address to change the maximum and the manual answer. Only governance may call it; emits `UpdatedAuthorization`.',
    governance: 'Returns the address that controls the oracle.',
    pendingGovernance: 'Returns the address nominated as the next governance.',
    setPendingGovernance:
      'First step of the governance handover: nominates a new governance. Only governance may call it.',
    acceptGovernance:
      'Second step of the governance handover: the nominated address calls it to become governance. Emits `NewGovernance`.',
    _onlyAuthorized: 'Reverts unless the caller is governance or an authorized address.',
    _onlyGovernance: 'Reverts unless the caller is governance.',
  },
  events: {
    NewGovernance: 'Emitted when a new governance takes over.',
    NewProvider: 'Emitted when the base fee provider changes.',
    UpdatedAuthorization: 'Emitted when an address is authorized or deauthorized.',
    UpdatedManualBaseFee: 'Emitted when the manual answer changes.',
    UpdatedMaxBaseFee: 'Emitted with the new maximum acceptable base fee.',
  },
};

export default baseFeeOracle;
