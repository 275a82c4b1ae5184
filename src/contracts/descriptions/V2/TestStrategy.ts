import type {ContractDescriptions} from '../types';
import baseStrategy from './BaseStrategy';

const testStrategy: ContractDescriptions = {
  summary:
    'TestStrategy is the minimal V2 strategy the vault test suite runs against. It holds `want` without deploying it anywhere, and exposes switches that simulate losses, delegation and a re-entrancy attack, so tests can exercise every path of the vault. It is not meant for real funds.',
  uses: [baseStrategy],
  functions: {
    constructor: 'Connects the test strategy to `_vault`.',
    name: 'Returns the fixed name of the test strategy.',
    estimatedTotalAssets: "Returns the strategy's `want` balance, since it deploys nothing.",
    ethToWant: 'Converts wei to `want` at a fixed one-to-one rate for tests.',
    delegatedAssets: 'Returns the whole balance when delegation is switched on, otherwise 0.',
    delegateEverything: 'Returns true when the test has switched delegation on.',
    doReentrancy: 'Returns true when the test has switched the re-entrancy attack on.',
    protectedToken: 'Returns the extra token the test marks as protected from `sweep`.',
    _setWant: 'Test switch: changes the `want` token to simulate a misconfigured strategy.',
    _takeFunds: 'Test switch: sends `amount` of `want` away to simulate a loss.',
    _toggleDelegation: 'Test switch: turns simulated delegation on or off.',
    _toggleReentrancyExploit: 'Test switch: turns the simulated re-entrancy attack on or off.',
    prepareReturn: 'Reports profit as any balance above the debt and frees what the vault asks for.',
    adjustPosition: 'Does nothing (and attempts re-entrancy when the attack switch is on).',
    liquidatePosition:
      'Frees as much of the requested amount as the balance allows and reports the shortfall as a loss.',
    liquidateAllPositions: 'Returns the whole balance, since nothing is deployed.',
    prepareMigration: 'Does nothing: the only asset is `want`, which the migration moves anyway.',
    protectedTokens: 'Returns the protected test token.',
  },
};

export default testStrategy;
