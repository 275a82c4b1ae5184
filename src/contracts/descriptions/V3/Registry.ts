import type {ContractDescriptions} from '../types';

const registry: ContractDescriptions = {
  summary:
    "The V3 Registry is an on-chain list of the vaults an organisation endorses, grouped by asset. Endorsers add existing vaults (checking that their API version matches a release in the `ReleaseRegistry`) or deploy new ones through that release's factory; taggers attach a free-text label; governance chooses endorsers and taggers. Front ends and integrators read it to find the official vaults for a token. Type 1 marks a multi-strategy vault and type 2 a single-strategy vault (a tokenized strategy).",
  functions: {
    constructor:
      "Sets governance, the registry's name and the `ReleaseRegistry` used to check API versions and to find factories.",
    name: 'Returns the human-readable name of this registry.',
    releaseRegistry: 'Returns the `ReleaseRegistry` this registry reads releases and factories from.',
    'newEndorsedVault(address,string,string,address,uint256)':
      'Deploys a new vault for `_asset` through the factory of the latest release and endorses it as a multi-strategy vault. Only endorsers may call it; emits `NewEndorsedVault` and returns the vault.',
    'newEndorsedVault(address,string,string,address,uint256,uint256)':
      'Deploys a new vault through the factory of an older release, `_releaseDelta` releases before the latest, and endorses it. Only endorsers may call it; emits `NewEndorsedVault` and returns the vault.',
    endorseMultiStrategyVault:
      'Endorses an existing vault of the latest release as a multi-strategy vault (type 1). Only endorsers may call it; emits `NewEndorsedVault`.',
    endorseSingleStrategyVault:
      'Endorses an existing tokenized strategy of the latest release as a single-strategy vault (type 2). Only endorsers may call it; emits `NewEndorsedVault`.',
    endorseVault:
      'Endorses an existing vault with every detail given: how many releases before the latest its API version is, its type and its deployment timestamp (0 means now). Reverts if the API version does not match that release or the vault is already endorsed; emits `NewEndorsedVault`.',
    removeVault: 'Removes a vault from the registry. Only endorsers may call it; emits `RemovedVault`.',
    removeAsset:
      'Removes an asset with no remaining endorsed vaults from the asset list, given its index. Only endorsers may call it.',
    tagVault:
      'Stores a free-text tag for an endorsed vault, for example its risk group. Only taggers may call it; emits `VaultTagged`.',
    setEndorser:
      'Allows or disallows an address to endorse and remove vaults. Only governance may call it; emits `UpdateEndorser`.',
    setTagger: 'Allows or disallows an address to tag vaults. Only governance may call it; emits `UpdateTagger`.',
    setLegacyRegistry:
      'Points the registry at an older registry so `isLegacyVault` can recognise vaults endorsed there. Only governance may call it.',
    legacyRegistry: 'Returns the older registry consulted by `isLegacyVault`, or the zero address.',
    isLegacyVault: 'Returns true when the vault is endorsed in the legacy registry.',
    isEndorsed: 'Returns true when the vault is endorsed in this registry.',
    getAssets: 'Returns every asset that has had an endorsed vault.',
    numAssets: 'Returns how many assets the registry lists.',
    assets: 'Returns the asset at the given position of the list.',
    assetIsUsed: 'Returns true when the asset is in the list.',
    getEndorsedVaults: 'Returns every vault endorsed for `_asset`.',
    numEndorsedVaults: 'Returns how many vaults are endorsed for `_asset`.',
    getAllEndorsedVaults: 'Returns every endorsed vault, as one array per asset in the order of the asset list.',
    vaultInfo:
      "Returns what the registry stores about a vault: asset, release number, type, deployment timestamp, position in its asset's list and tag.",
    endorsers: 'Returns true when the address may endorse vaults.',
    taggers: 'Returns true when the address may tag vaults.',
    MULTI_STRATEGY_TYPE: 'Returns the type number of multi-strategy vaults: 1.',
    SINGLE_STRATEGY_TYPE: 'Returns the type number of single-strategy vaults (tokenized strategies): 2.',
    _registerVault: "Stores a vault's details, adds its asset to the list when new, and emits `NewEndorsedVault`.",
    _isEndorser: 'Reverts unless the caller is an endorser or governance.',
    _isTagger: 'Reverts unless the caller is a tagger or governance.',
  },
  events: {
    NewEndorsedVault: 'Emitted when a vault is endorsed, with its asset, release number and type.',
    RemovedVault: 'Emitted when a vault is removed, with its asset, release number and type.',
    UpdateEndorser: 'Emitted when an address is allowed or disallowed as endorser.',
    UpdateTagger: 'Emitted when an address is allowed or disallowed as tagger.',
    VaultTagged: 'Emitted when a vault receives a tag.',
  },
};

export default registry;
