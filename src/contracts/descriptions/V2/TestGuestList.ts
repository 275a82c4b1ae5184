import type {ContractDescriptions} from '../types';

const testGuestList: ContractDescriptions = {
  summary:
    "TestGuestList is a test helper for the V2 guest list feature, which lets governance restrict who may deposit into a vault. It keeps a list of invited addresses managed by a bouncer and answers the vault's `authorized` check. It is used in the test suite, not deployed for users.",
  functions: {
    constructor: 'Makes the deployer the bouncer.',
    bouncer: 'Returns the address that manages the guest list.',
    vault: 'Returns the vault the list is attached to.',
    guests: 'Returns true when the address is invited.',
    setGuests:
      'Invites or uninvites each address in `_guests` according to the matching entry of `_invited`. Only the bouncer may call it.',
    authorized: 'Returns true when `_guest` may deposit `_amount`; the vault calls it before every deposit.',
  },
};

export default testGuestList;
