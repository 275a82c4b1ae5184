// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Never deployed. Sent as the data of an eth_call without a target,
/// its constructor returns the code size of every address in `targets`, so one
/// call answers "is there a contract here?" for a whole page of addresses, and
/// the code hash (EXTCODEHASH: keccak256 of the runtime code) of every address
/// in `hashed`, so the same call tells whether that code changed.
/// Returns abi.encode(uint256[] sizes, bytes32[] hashes), written in assembly:
/// the browser downloads this bytecode, and Solidity's abi.encode of two
/// arrays costs it a few hundred bytes more.
contract CodeSizes {
    constructor(address[] memory targets, address[] memory hashed) {
        uint256 n = targets.length;
        uint256 m = hashed.length;
        assembly {
            let out := mload(0x40)
            // Head: the offsets of the two arrays.
            mstore(out, 0x40)
            mstore(add(out, 0x20), add(0x60, mul(n, 0x20)))
            mstore(add(out, 0x40), n)
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                mstore(add(add(out, 0x60), mul(i, 0x20)), extcodesize(mload(add(add(targets, 0x20), mul(i, 0x20)))))
            }
            let h := add(add(out, 0x60), mul(n, 0x20))
            mstore(h, m)
            for { let i := 0 } lt(i, m) { i := add(i, 1) } {
                mstore(add(add(h, 0x20), mul(i, 0x20)), extcodehash(mload(add(add(hashed, 0x20), mul(i, 0x20)))))
            }
            return(out, add(sub(h, out), add(0x20, mul(m, 0x20))))
        }
    }
}
