import type {ContractDescriptions} from '../types';
import yToken from './yToken';

const yWETH: ContractDescriptions = {
  summary:
    'yWETH is the `yToken` for wrapped ether with native ETH entry and exit: it wraps ETH into WETH before depositing into the best WETH vault, and unwraps on the way out.',
  uses: [yToken],
  functions: {
    constructor: 'Sets the WETH contract and the registry the WETH vaults are looked up in.',
    depositETH:
      "Wraps the ETH sent with the call and deposits it into the best WETH vault in the caller's name. Returns the amount deposited.",
    withdrawETH:
      "Withdraws `amount` of WETH from the caller's vault positions, unwraps it and sends ETH to the caller. Returns the amount withdrawn.",
    receive: 'Accepts ETH from the WETH contract when it unwraps.',
  },
};

export default yWETH;
