/**
 * Descriptions of every contract family (see ./types). The key is the family
 * of a catalogue entry (`familyOf` in ../keys): generation and contract name.
 */
import type {ContractDescriptions} from './types';
import v1Interfaces from './V1/Interfaces';
import v2AffiliateToken from './V2/AffiliateToken';
import v2BaseFeeOracle from './V2/BaseFeeOracle';
import v2BaseStrategy from './V2/BaseStrategy';
import v2BaseStrategyInitializable from './V2/BaseStrategyInitializable';
import v2BaseWrapper from './V2/BaseWrapper';
import v2CommonHealthCheck from './V2/CommonHealthCheck';
import v2CustomHealthCheck from './V2/CustomHealthCheck';
import v2HealthCheck from './V2/HealthCheck';
import v2IBaseFee from './V2/IBaseFee';
import v2IERC20Metadata from './V2/IERC20Metadata';
import v2IWETH from './V2/IWETH';
import v2ProxyFactoryInitializable from './V2/ProxyFactoryInitializable';
import v2Registry from './V2/Registry';
import v2RegistryAPI from './V2/RegistryAPI';
import v2StrategyAPI from './V2/StrategyAPI';
import v2TestGuestList from './V2/TestGuestList';
import v2TestStrategy from './V2/TestStrategy';
import v2Token from './V2/Token';
import v2TokenFalseReturn from './V2/TokenFalseReturn';
import v2TokenNoReturn from './V2/TokenNoReturn';
import v2Vault from './V2/Vault';
import v2VaultAPI from './V2/VaultAPI';
import v2YToken from './V2/yToken';
import v2YWETH from './V2/yWETH';
import v3Accountant from './V3/Accountant';
import v3AccountantFactory from './V3/AccountantFactory';
import v3AprOracle from './V3/AprOracle';
import v3Auction from './V3/Auction';
import v3AuctionFactory from './V3/AuctionFactory';
import v3AuctionRegistry from './V3/AuctionRegistry';
import v3BaseStrategy from './V3/BaseStrategy';
import v3Clonable from './V3/Clonable';
import v3CommonReportTrigger from './V3/CommonReportTrigger';
import v3DebtAllocator from './V3/DebtAllocator';
import v3Governance from './V3/Governance';
import v3Governance2Step from './V3/Governance2Step';
import v3Keeper from './V3/Keeper';
import v3Multicall from './V3/Multicall';
import v3PeripheryPayments from './V3/PeripheryPayments';
import v3Registry from './V3/Registry';
import v3RegistryFactory from './V3/RegistryFactory';
import v3ReleaseRegistry from './V3/ReleaseRegistry';
import v3RoleManager from './V3/RoleManager';
import v3SelfPermit from './V3/SelfPermit';
import v3TokenizedStrategy from './V3/TokenizedStrategy';
import v3VaultFactory from './V3/VaultFactory';
import v3VaultV3 from './V3/VaultV3';
import v3Yearn4626Router from './V3/Yearn4626Router';
import v3Yearn4626RouterBase from './V3/Yearn4626RouterBase';

export const DESCRIPTIONS: Readonly<Record<string, ContractDescriptions>> = {
  'V1/Interfaces': v1Interfaces,
  'V2/AffiliateToken': v2AffiliateToken,
  'V2/BaseFeeOracle': v2BaseFeeOracle,
  'V2/BaseStrategy': v2BaseStrategy,
  'V2/BaseStrategyInitializable': v2BaseStrategyInitializable,
  'V2/BaseWrapper': v2BaseWrapper,
  'V2/CommonHealthCheck': v2CommonHealthCheck,
  'V2/CustomHealthCheck': v2CustomHealthCheck,
  'V2/HealthCheck': v2HealthCheck,
  'V2/IBaseFee': v2IBaseFee,
  'V2/IERC20Metadata': v2IERC20Metadata,
  'V2/IWETH': v2IWETH,
  'V2/ProxyFactoryInitializable': v2ProxyFactoryInitializable,
  'V2/Registry': v2Registry,
  'V2/RegistryAPI': v2RegistryAPI,
  'V2/StrategyAPI': v2StrategyAPI,
  'V2/TestGuestList': v2TestGuestList,
  'V2/TestStrategy': v2TestStrategy,
  'V2/Token': v2Token,
  'V2/TokenFalseReturn': v2TokenFalseReturn,
  'V2/TokenNoReturn': v2TokenNoReturn,
  'V2/Vault': v2Vault,
  'V2/VaultAPI': v2VaultAPI,
  'V2/yToken': v2YToken,
  'V2/yWETH': v2YWETH,
  'V3/Accountant': v3Accountant,
  'V3/AccountantFactory': v3AccountantFactory,
  'V3/AprOracle': v3AprOracle,
  'V3/Auction': v3Auction,
  'V3/AuctionFactory': v3AuctionFactory,
  'V3/AuctionRegistry': v3AuctionRegistry,
  'V3/BaseStrategy': v3BaseStrategy,
  'V3/Clonable': v3Clonable,
  'V3/CommonReportTrigger': v3CommonReportTrigger,
  'V3/DebtAllocator': v3DebtAllocator,
  'V3/Governance': v3Governance,
  'V3/Governance2Step': v3Governance2Step,
  'V3/Keeper': v3Keeper,
  'V3/Multicall': v3Multicall,
  'V3/PeripheryPayments': v3PeripheryPayments,
  'V3/Registry': v3Registry,
  'V3/RegistryFactory': v3RegistryFactory,
  'V3/ReleaseRegistry': v3ReleaseRegistry,
  'V3/RoleManager': v3RoleManager,
  'V3/SelfPermit': v3SelfPermit,
  'V3/TokenizedStrategy': v3TokenizedStrategy,
  'V3/VaultFactory': v3VaultFactory,
  'V3/VaultV3': v3VaultV3,
  'V3/Yearn4626Router': v3Yearn4626Router,
  'V3/Yearn4626RouterBase': v3Yearn4626RouterBase,
};
