import type {ContractDescriptions} from '../types';

const selfPermit: ContractDescriptions = {
  summary:
    'SelfPermit lets a user approve the Yearn 4626 router with a signed permit inside the same `multicall` as the deposit, so no separate approval transaction is needed. It supports the EIP-2612 permit and the older DAI-style permit.',
  functions: {
    selfPermit:
      "Submits an EIP-2612 permit on `token` that lets the router spend `value` of the caller's tokens until `deadline`. Reverts if the signature is invalid or was already used.",
    selfPermitIfNecessary:
      "Submits the EIP-2612 permit only when the router's current allowance is below `value`, so a front-run permit does not make the whole multicall fail.",
    selfPermitAllowed:
      "Submits a DAI-style permit (with `nonce` and `expiry`) that gives the router an unlimited allowance over the caller's tokens.",
    selfPermitAllowedIfNecessary:
      'Submits the DAI-style permit only when the router does not already have an unlimited allowance.',
  },
};

export default selfPermit;
