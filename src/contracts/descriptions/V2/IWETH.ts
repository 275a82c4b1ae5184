import type {ContractDescriptions} from '../types';

const iWETH: ContractDescriptions = {
  summary:
    'IWETH is the interface of the wrapped ether contract, used by `yWETH` to turn ETH into WETH for the WETH vault and back.',
  functions: {
    deposit: 'Wraps the ETH sent with the call into the same amount of WETH for the caller.',
    withdraw: "Unwraps `wad` of the caller's WETH and sends the same amount of ETH back.",
  },
};

export default iWETH;
