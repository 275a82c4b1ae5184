import type {ContractDescriptions} from '../types';

const auction: ContractDescriptions = {
  summary:
    'The Auction is a Dutch auction that sells tokens a strategy collects, such as reward tokens, for the token the strategy wants. Governance enables one auction per token to sell; when enough of it has built up, anyone can kick the auction, and its price then falls over the auction length until a taker buys, paying in the wanted token. An optional hook (usually the strategy) can supply the tokens and be called around each step. Each deployment sells for one `want` token.',
  functions: {
    constructor:
      'Leaves the original contract uninitialised; auctions are deployed as clones and set up with `initialize`.',
    initialize:
      'Sets up a fresh auction clone: the token to buy (`want`), the hook, governance, the auction length and cooldown in seconds, and the starting price. Reverts when called a second time.',
    'enable(address)':
      'Enables an auction that sells `_from` for `want`, with the proceeds going to the caller. Only governance may call it; emits `AuctionEnabled` and returns the auction id.',
    'enable(address,address)':
      'Enables an auction that sells `_from` for `want` and sends the proceeds to `_receiver`. Only governance may call it; emits `AuctionEnabled` and returns the auction id.',
    'disable(address)':
      'Disables the auction that sells `_from`. Only governance may call it; emits `AuctionDisabled`.',
    'disable(address,uint256)':
      'Disables the auction that sells `_from`, given its position in the list of enabled auctions to save gas. Only governance may call it; emits `AuctionDisabled`.',
    kick: 'Starts a new round of an enabled auction with the whole available balance of the token to sell, once the cooldown since the last round has passed. Anyone may call it; emits `AuctionKicked` and returns the amount up for sale.',
    kickable:
      'Returns how much would be put up for sale if the auction were kicked now; 0 while the cooldown is running.',
    'take(bytes32)':
      'Buys everything left in the current round at the current price, paying in `want`, with the tokens sent to the caller. Emits `AuctionTaken` and returns the amount bought.',
    'take(bytes32,uint256)':
      'Buys up to `_maxAmount` of the tokens for sale at the current price, sent to the caller. Emits `AuctionTaken` and returns the amount bought.',
    'take(bytes32,uint256,address)':
      'Buys up to `_maxAmount` at the current price and sends the tokens to `_receiver`. Emits `AuctionTaken` and returns the amount bought.',
    'take(bytes32,uint256,address,bytes)':
      'Buys up to `_maxAmount` at the current price, sends the tokens to `_receiver` and, when `_data` is not empty, calls the receiver back before collecting payment, so it can sell the tokens first. Emits `AuctionTaken` and returns the amount bought.',
    'price(bytes32)':
      'Returns the current price of one token for sale in this auction, expressed in `want`; it falls as the round goes on and is 0 outside a round.',
    'price(bytes32,uint256)': 'Returns the price the auction would have at the given timestamp.',
    'getAmountNeeded(bytes32,uint256)':
      'Returns how much `want` a taker must pay right now to buy `_amountToTake` of the tokens for sale.',
    'getAmountNeeded(bytes32,uint256,uint256)':
      'Returns how much `want` a taker would need to pay at the given timestamp to buy `_amountToTake`.',
    getAuctionId: 'Returns the id of the auction that sells `_from` for `want` in this contract.',
    auctionInfo:
      "Returns an auction's token to sell, token to buy, the timestamp of its last kick and the amount still available.",
    auctions:
      'Returns the stored data of an auction: the token to sell, the last kick, the receiver and the initial and remaining amounts.',
    enabledAuctions: 'Returns the id of the enabled auction at the given position.',
    numberOfEnabledAuctions: 'Returns how many auctions are enabled.',
    want: 'Returns the token every auction in this contract buys.',
    hook: 'Returns the hook contract called around kicks and takes, usually the strategy that owns the tokens.',
    getHookFlags: 'Returns which hook calls are switched on: kickable, kick, pre-take and post-take.',
    setHookFlags: 'Switches the four hook calls on or off. Only governance may call it.',
    auctionLength: 'Returns how long one round lasts, in seconds.',
    auctionCooldown: 'Returns the minimum time between two kicks of the same auction, in seconds.',
    startingPrice: 'Returns the starting price of each round, the basis from which the price decays.',
    _price:
      'Computes the price for a round from its kick time, the amount available and a timestamp, following the decay curve.',
    _getAmountNeeded: 'Computes the `want` needed for a given amount from the price at a timestamp.',
    _take:
      'Does the work of every `take` overload: checks the round, transfers the tokens, runs the optional callback and hooks, and collects payment.',
  },
  events: {
    AuctionEnabled:
      'Emitted when an auction is enabled, with its id, the tokens to sell and to buy, and this contract.',
    AuctionDisabled: 'Emitted when an auction is disabled.',
    AuctionKicked: 'Emitted when a round starts, with the amount up for sale.',
    AuctionTaken: 'Emitted on every take, with the amount bought and the amount left in the round.',
  },
};

export default auction;
