import type {ContractDescriptions} from '../types';

const auctionFactory: ContractDescriptions = {
  summary:
    'The AuctionFactory deploys new [Auction](/developers/smart-contracts/V3/Periphery/Auction) contracts as minimal-proxy clones of one template it creates on deployment, at addresses that CREATE2 makes predictable from a salt and the caller. Anyone can call it: the shorter `createNewAuction` overloads fill in the caller as receiver and governance, a default starting price and a salt derived from the arguments. Every auction it creates is recorded in `auctions`, and the [AuctionRegistry](/developers/smart-contracts/V3/Periphery/AuctionRegistry) names the newest factory. The factory reports its own version through `version()` (1.0.4 at the documented source), and the auctions it deploys are set up with a four-argument `initialize` (want, receiver, governance, starting price), so check the Auction page against the clone you read.',
  functions: {
    constructor: 'Deploys the Auction template that every new auction clones.',
    version:
      'Returns the version string of this factory, which the AuctionRegistry compares when the factory is registered.',
    'createNewAuction(address)':
      'Deploys an auction that buys `_want`, with the caller as receiver and governance and the default starting price. Emits `DeployedNewAuction` and returns the new address.',
    'createNewAuction(address,address)':
      'Deploys an auction that buys `_want` and sends the proceeds to `_receiver`, with the caller as governance. Emits `DeployedNewAuction` and returns the new address.',
    'createNewAuction(address,address,address)':
      'Deploys an auction for `_want` with the given receiver and governance and the default starting price. Emits `DeployedNewAuction` and returns the new address.',
    'createNewAuction(address,address,address,uint256)':
      'Deploys an auction for `_want` with the given receiver, governance and starting price, a whole-unit number without decimals. Emits `DeployedNewAuction` and returns the new address.',
    'createNewAuction(address,address,address,uint256,bytes32)':
      'Deploys an auction with every setting given, at the address fixed by `_salt` and the caller; a zero salt is replaced by a hash of want, receiver and governance. Emits `DeployedNewAuction` and returns the new address.',
    _createNewAuction:
      'Does the work of every overload: clones the template with CREATE2, initialises the clone, records it and emits the event.',
    getAllAuctions: 'Returns every auction this factory has deployed, oldest first.',
    numberOfAuctions: 'Returns how many auctions this factory has deployed.',
    DEFAULT_STARTING_PRICE: 'Returns the starting price used when none is given: 1,000,000 whole units.',
    auctions: 'Returns the auction deployed at the given position of the list.',
  },
  events: {
    DeployedNewAuction: 'Emitted for every auction deployed, with its address and the token it buys.',
  },
};

export default auctionFactory;
