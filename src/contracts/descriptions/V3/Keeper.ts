import type {ContractDescriptions} from '../types';

const keeper: ContractDescriptions = {
  summary:
    'The Keeper is a stateless relay that lets keeper bots report and tend strategies and process vault reports through one shared address. It has no access control of its own: anyone may call it, and it forwards each call to the strategy or vault. The call succeeds only if the Keeper holds the right role there, the keeper role of a strategy for `report` and `tend`, and the reporting-manager role of a vault for `process_report`; otherwise the target reverts and so does the whole call. The Keeper Yearn runs is returned by `getKeeper()` on the Protocol Address Provider and listed with the [V3 addresses](/developers/addresses/v3-contracts).',
  functions: {
    report: 'Calls `report()` on the strategy and returns the profit and loss it reported.',
    tend: 'Calls `tend()` on the strategy.',
    process_report: 'Calls `process_report(_strategy)` on the vault and returns the gain and loss the vault recorded.',
  },
};

export default keeper;
