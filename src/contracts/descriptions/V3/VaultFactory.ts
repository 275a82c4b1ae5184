import type {ContractDescriptions} from '../types';

const vaultFactory: ContractDescriptions = {
  summary:
    'The VaultFactory deploys every V3 vault as a minimal-proxy clone of one original `VaultV3`, so all vaults of a release share the same audited code. It also holds the protocol fee settings that each vault reads when it processes a report: a default fee in basis points (capped at 5,000, that is 50% of the fees a vault charges) with its recipient, and optional custom fees per vault. Governance of the factory can change these fees or shut the factory down, which stops new deployments but leaves existing vaults untouched.',
  functions: {
    deploy_new_vault:
      'Deploys a new vault clone for `asset` with the given share name and symbol, role manager and profit unlock time (in seconds), and returns its address. The same asset, name and symbol cannot be deployed twice by the same caller; reverts once the factory is shut down, and emits `NewVault`.',
    vault_original: 'Returns the address of the original vault contract that every new vault clones.',
    apiVersion: 'Returns the API version of the vaults this factory deploys, as a string such as `3.0.4`.',
    'protocol_fee_config()':
      "Returns the protocol fee settings that apply to the calling vault: the fee in basis points of the vault's fees and the recipient. A vault calls it while processing a report.",
    'protocol_fee_config(address)':
      'Returns the protocol fee in basis points and the fee recipient that apply to `vault`: its custom fee when one is set, otherwise the default.',
    use_custom_protocol_fee: 'Returns true when the given vault has a custom protocol fee instead of the default one.',
    custom_protocol_fee:
      'Returns the custom protocol fee of a vault, in basis points; only meaningful when the vault is flagged as using a custom fee.',
    default_protocol_fee_config:
      'Returns the default protocol fee configuration: the fee in basis points and its recipient.',
    set_protocol_fee_bps:
      'Sets the default protocol fee, in basis points of the fees each vault charges, at most 5,000. Only governance may call it; reverts if no fee recipient is set yet and emits `UpdateProtocolFeeBps`.',
    set_protocol_fee_recipient:
      'Sets the address that receives protocol fees; it cannot be the zero address. Only governance may call it; emits `UpdateProtocolFeeRecipient`.',
    set_custom_protocol_fee_bps:
      'Gives `vault` its own protocol fee, in basis points and at most 5,000, overriding the default. Only governance may call it; requires a fee recipient to be set and emits `UpdateCustomProtocolFee`.',
    remove_custom_protocol_fee:
      'Returns `vault` to the default protocol fee. Only governance may call it; emits `RemovedCustomProtocolFee`.',
    shutdown_factory:
      'Permanently stops the factory from deploying new vaults; vaults already deployed keep working. Only governance may call it; emits `FactoryShutdown`.',
    shutdown: 'Returns true once the factory has been shut down.',
    governance: "Returns the address that controls the factory's fee settings and shutdown.",
    set_governance:
      'First step of the governance handover: nominates `new_governance`, who must then call `accept_governance`. Only the current governance may call it.',
    accept_governance: 'Second step of the governance handover: the nominated address calls it to become governance.',
    pending_governance: 'Returns the address nominated as the next governance, if any.',
    transferGovernance:
      'First step of the governance handover: nominates `new_governance`, who must then call `acceptGovernance`. Only the current governance may call it; emits `UpdatePendingGovernance`.',
    acceptGovernance:
      'Second step of the governance handover: the nominated address calls it to become governance; emits `GovernanceTransferred`.',
    pendingGovernance:
      'Returns the address nominated as the next governance, or the zero address when no handover is pending.',
    name: 'Returns the human-readable name given to this factory at deployment.',
  },
  events: {
    NewVault: 'Emitted for every vault the factory deploys, with the vault and its asset.',
    FactoryShutdown: 'Emitted once, when the factory is shut down.',
    UpdateProtocolFeeBps:
      'Emitted when the default protocol fee changes, with the old and the new value in basis points.',
    UpdateProtocolFeeRecipient: 'Emitted when the protocol fee recipient changes, with the old and the new address.',
    UpdateCustomProtocolFee: 'Emitted when a vault receives a custom protocol fee, with the fee in basis points.',
    RemovedCustomProtocolFee: 'Emitted when a vault goes back to the default protocol fee.',
    UpdateGovernance: 'Emitted when a new governance address takes over.',
    NewPendingGovernance: 'Emitted when a new governance address is nominated.',
    UpdatePendingGovernance: 'Emitted when a new governance address is nominated.',
    GovernanceTransferred:
      'Emitted when the nominated address accepts governance, with the previous and the new governance.',
  },
};

export default vaultFactory;
