// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Never deployed. Sent as the data of an eth_call without a target,
/// its constructor returns the code size of every address it is given, so one
/// call answers "is there a contract here?" for a whole page of addresses.
contract CodeSizes {
    constructor(address[] memory targets) {
        uint256[] memory sizes = new uint256[](targets.length);
        for (uint256 i = 0; i < targets.length; i++) {
            sizes[i] = targets[i].code.length;
        }
        bytes memory encoded = abi.encode(sizes);
        assembly {
            return(add(encoded, 0x20), mload(encoded))
        }
    }
}
