import type {ContractDescriptions} from '../types';

/*
 * Release 3.0.2 named the positions DADDY (governance) and BRAIN (management);
 * later releases renamed them GOVERNANCE and MANAGEMENT. Descriptions use the
 * newer names and mention the older ones where a reader may meet them.
 */
const roleManager: ContractDescriptions = {
  summary:
    'The RoleManager is the role manager of all the V3 vaults a project runs. It defines positions (governance, management, keeper, security, strategy manager, registry, accountant, debt allocator), each with a holder address and the vault roles that come with it, deploys new vaults through the registry with every role already handed out, and keeps an index of its vaults by asset and category. In release 3.0.2 the governance and management positions were called DADDY and BRAIN.',
  functions: {
    'constructor()':
      'Leaves the original contract uninitialised; role managers are deployed as clones and set up with `initialize`.',
    'constructor(address,address,address,address,address,address,address)':
      'Sets the holders of the governance, DADDY, BRAIN, security, keeper and strategy manager positions and the registry, and gives each position its default vault roles.',
    initialize:
      'Sets up a fresh role manager clone: the project name, the governance, management and keeper holders, the registry, the accountant and the debt allocator, each with its default roles. Reverts when called a second time.',
    name: 'Returns the name of this role manager, built from the project name.',
    chad: 'Returns the governance address that vaults are handed back to when they leave this role manager.',
    'newVault(address,uint256)':
      "Deploys a vault for `_asset` in `_category` through the registry, with a generated name and symbol, no deposit limit and the default profit unlock time, then hands out every position's roles. Only the governance position may call it; emits `AddedNewVault`.",
    'newVault(address,uint256,uint256)':
      'Deploys and sets up a vault like the two-argument form, with a deposit limit of `_depositLimit` in asset units.',
    'newVault(address,uint256,uint256,uint256)':
      'Deploys and sets up a vault with the given deposit limit and profit unlock time in seconds.',
    'newVault(address,uint256,string,string)': 'Deploys and sets up a vault with the given share name and symbol.',
    'newVault(address,uint256,string,string,uint256)':
      'Deploys and sets up a vault with the given share name, symbol and deposit limit.',
    'addNewVault(address,uint256)':
      'Takes an existing vault under management in `_category`: it accepts the role manager position, which the vault must have offered to this contract first with `transfer_role_manager`, then hands out the roles. Only the governance position may call it; emits `AddedNewVault`.',
    'addNewVault(address,uint256,address)':
      'Takes an existing vault under management like the two-argument form, with `_debtAllocator` as its allocator.',
    removeVault:
      'Stops managing a vault: it is dropped from the index and its role manager position is offered back to governance, which must accept it on the vault. The management position may call it; emits `RemovedVault`.',
    removeRoles: 'Removes the role bits `_role` from `_holder` on every vault listed. Only governance may call it.',
    setPositionHolder:
      "Changes who holds a position. New vaults give the new holder the position's roles; roles on existing vaults are not moved automatically. Only governance may call it; emits `UpdatePositionHolder`.",
    setPositionRoles:
      'Changes the vault roles that come with a position, as a bitmask, for vaults set up from now on. Only governance may call it; emits `UpdatePositionRoles`.',
    setDefaultProfitMaxUnlock:
      'Sets the profit unlock time, in seconds, given to new vaults. Only governance may call it; emits `UpdateDefaultProfitMaxUnlock`.',
    setDefaultProfitMaxUnlockTime:
      'Sets the profit unlock time, in seconds, given to new vaults. Only governance may call it; emits `UpdateDefaultProfitMaxUnlockTime`.',
    defaultProfitMaxUnlock: 'Returns the profit unlock time, in seconds, new vaults start with.',
    defaultProfitMaxUnlockTime: 'Returns the profit unlock time, in seconds, new vaults start with.',
    'updateDebtAllocator(address)':
      'Deploys a new debt allocator for the vault from the allocator factory, moves the allocator roles to it and returns it. Management may call it; emits `UpdateDebtAllocator`.',
    'updateDebtAllocator(address,address)':
      "Makes `_debtAllocator` the vault's allocator, giving it the allocator roles and removing them from the old one. Management may call it; emits `UpdateDebtAllocator`.",
    updateKeeper: "Gives `_keeper` the keeper position's roles on one managed vault. Management may call it.",
    updateVaultName: "Renames a managed vault's share token. Only governance may call it.",
    updateVaultSymbol: "Changes a managed vault's share symbol. Only governance may call it.",
    acceptGovernance:
      'Completes a governance handover: the pending governance calls it to take the governance position. Emits `UpdatePositionHolder`.',
    getAllVaults: 'Returns every vault this role manager manages.',
    vaults: 'Returns the managed vault at the given position of the list.',
    getVault: 'Returns the managed vault for an asset, API version and category, or the zero address.',
    'latestVault(address)': 'Returns the managed vault of the newest release for `_asset`, in the default category.',
    'latestVault(address,uint256)': 'Returns the managed vault of the newest release for `_asset` in `_category`.',
    getCategory: 'Returns the category a managed vault was added with.',
    'getDebtAllocator(address)': 'Returns the debt allocator of a managed vault.',
    'getDebtAllocator()': 'Returns the holder of the debt allocator position, the default allocator for new vaults.',
    vaultConfig: 'Returns what the role manager stores about a vault: asset, category, debt allocator and index.',
    isVaultsRoleManager: 'Returns true when this contract is the role manager of the vault and manages it.',
    getPosition: 'Returns the holder and the role bitmask of a position.',
    getPositionHolder: 'Returns the holder of a position.',
    getPositionRoles: 'Returns the role bitmask of a position.',
    getGovernance: 'Returns the holder of the governance position.',
    getPendingGovernance: 'Returns the address nominated to take the governance position, if any.',
    getManagement: 'Returns the holder of the management position.',
    getKeeper: 'Returns the holder of the keeper position.',
    getSecurity: 'Returns the holder of the security position.',
    getStrategyManager: 'Returns the holder of the strategy manager position.',
    getRegistry: 'Returns the registry vaults are deployed and endorsed through.',
    getAccountant: 'Returns the accountant new vaults are given.',
    getAllocatorFactory: 'Returns the factory new debt allocators are deployed from.',
    getDaddy: 'Returns the holder of the DADDY (governance) position.',
    getBrain: 'Returns the holder of the BRAIN (management) position.',
    getGovernanceRoles: 'Returns the vault roles of the governance position.',
    getManagementRoles: 'Returns the vault roles of the management position.',
    getKeeperRoles: 'Returns the vault roles of the keeper position.',
    getSecurityRoles: 'Returns the vault roles of the security position.',
    getStrategyManagerRoles: 'Returns the vault roles of the strategy manager position.',
    getDebtAllocatorRoles: 'Returns the vault roles of the debt allocator position.',
    getDaddyRoles: 'Returns the vault roles of the DADDY position.',
    getBrainRoles: 'Returns the vault roles of the BRAIN position.',
    GOVERNANCE: 'Returns the id of the governance position, `keccak256("Governance")`.',
    PENDING_GOVERNANCE: 'Returns the id of the pending governance position, `keccak256("Pending Governance")`.',
    MANAGEMENT: 'Returns the id of the management position, `keccak256("Management")`.',
    KEEPER: 'Returns the id of the keeper position, `keccak256("Keeper")`.',
    REGISTRY: 'Returns the id of the registry position, `keccak256("Registry")`.',
    ACCOUNTANT: 'Returns the id of the accountant position, `keccak256("Accountant")`.',
    DEBT_ALLOCATOR: 'Returns the id of the debt allocator position, `keccak256("Debt Allocator")`.',
    DADDY: 'Returns the id of the DADDY (governance) position used in 3.0.2.',
    BRAIN: 'Returns the id of the BRAIN (management) position used in 3.0.2.',
    SECURITY: 'Returns the id of the security position.',
    STRATEGY_MANAGER: 'Returns the id of the strategy manager position.',
    ALLOCATOR_FACTORY: 'Returns the id of the allocator factory position.',
    _deployAllocator: 'Deploys a debt allocator for a vault from the allocator factory.',
    _isPositionHolder: 'Reverts unless the caller holds the given position.',
    _newVault:
      'Deploys a vault through the registry and runs the full setup: roles, accountant, deposit limit and index entry.',
    _sanctify: 'Hands out the roles of every position on a vault and records its debt allocator.',
    _setAccountant: 'Sets the accountant on a vault when an accountant is configured.',
    _setDepositLimit: "Sets a vault's deposit limit.",
    _setRole: "Gives a position's holder its roles on a vault.",
  },
  events: {
    AddedNewVault: 'Emitted when a vault comes under management, with its debt allocator and category.',
    RemovedVault: 'Emitted when a vault leaves management.',
    UpdateDebtAllocator: 'Emitted when a vault gets a new debt allocator.',
    UpdatePositionHolder: 'Emitted when a position changes holder.',
    UpdatePositionRoles: "Emitted when a position's roles change.",
    UpdateDefaultProfitMaxUnlock: 'Emitted with the new default profit unlock time.',
    UpdateDefaultProfitMaxUnlockTime: 'Emitted with the new default profit unlock time.',
  },
  errors: {
    AlreadyDeployed:
      "Raised by `newVault` when a vault for the same asset, API version and category already exists; it carries that vault's address.",
  },
};

export default roleManager;
