import type {ContractDescriptions} from '../types';

const registry: ContractDescriptions = {
  summary:
    'The V2 Registry (Registry.vy) records every V2 vault release and the vaults Yearn endorses. Each release is a template vault; new vaults are deployed as clones of a release, endorsed vaults are listed per token (the latest one being the one to use), and anyone may deploy an unlisted "experimental" vault. Integrators call `latestVault(token)` to find the current official vault for a token.',
  functions: {
    constructor: "Makes the deployer the registry's governance.",
    numReleases: 'Returns how many vault releases have been added.',
    releases: 'Returns the template vault of the release with the given number, starting at 0.',
    nextRelease: 'Returns the number the next release will get (the number of releases so far).',
    numVaults: 'Returns how many endorsed vaults are listed for a token.',
    nextDeployment: 'Returns the number the next endorsed vault of a token will get (the number listed so far).',
    vaults: 'Returns the endorsed vault of a token at the given position, oldest first.',
    tokens: 'Returns the token at the given position of the list of tokens with endorsed vaults.',
    numTokens: 'Returns how many tokens have at least one endorsed vault.',
    isRegistered: 'Returns true when the token has at least one endorsed vault.',
    latestRelease: 'Returns the API version string of the newest release.',
    latestVault:
      'Returns the newest endorsed vault for `token`, the one integrators should use. Reverts when the token has none.',
    newRelease:
      'Adds a vault as the template of a new release; its API version must differ from the latest release. Only governance may call it; emits `NewRelease`.',
    'newVault(address,address,address,string,string)':
      'Deploys an endorsed vault for `token` as a clone of the latest release, with governance as its governance and the given guardian, rewards address, name and symbol. Only governance may call it; emits `NewVault` and returns the vault.',
    'newVault(address,address,address,string,string,uint256)':
      'Deploys an endorsed vault from an older release, `releaseDelta` releases before the latest. Only governance may call it; emits `NewVault` and returns the vault.',
    'newExperimentalVault(address,address,address,address,string,string)':
      'Lets anyone deploy a vault for `token` from the latest release with their own governance, guardian and rewards. It is not endorsed or listed; emits `NewExperimentalVault` and returns the vault.',
    'newExperimentalVault(address,address,address,address,string,string,uint256)':
      'Lets anyone deploy an unlisted vault from an older release, `releaseDelta` releases before the latest. Emits `NewExperimentalVault` and returns the vault.',
    'endorseVault(address)':
      "Lists an existing vault as the newest endorsed vault for its token; its API version must match the latest release and its governance must be the registry's. Only governance may call it; emits `NewVault`.",
    'endorseVault(address,uint256)':
      'Lists an existing vault whose API version matches the release `releaseDelta` before the latest. Only governance may call it; emits `NewVault`.',
    'setBanksy(address)': 'Allows an address to tag vaults. Only governance may call it.',
    'setBanksy(address,bool)': 'Allows or disallows an address to tag vaults. Only governance may call it.',
    banksy: 'Returns true when the address may tag vaults.',
    tagVault: 'Stores a free-text tag for a vault. Governance or an allowed tagger may call it; emits `VaultTagged`.',
    tags: 'Returns the tag stored for a vault.',
    setGovernance:
      'First step of the governance handover: nominates a new governance, who must call `acceptGovernance`. Only governance may call it.',
    acceptGovernance:
      'Second step of the governance handover: the nominated address calls it to become governance. Emits `NewGovernance`.',
    governance: 'Returns the address that controls releases and endorsements.',
    pendingGovernance: 'Returns the address nominated as the next governance.',
  },
  events: {
    NewRelease: 'Emitted when a release is added, with its number, template and API version.',
    NewVault: "Emitted when a vault is endorsed, with its token, its position in the token's list and its API version.",
    NewExperimentalVault: 'Emitted when someone deploys an experimental vault, with the deployer and the API version.',
    NewGovernance: 'Emitted when a new governance takes over.',
    VaultTagged: 'Emitted when a vault is tagged, with the tag.',
  },
};

export default registry;
