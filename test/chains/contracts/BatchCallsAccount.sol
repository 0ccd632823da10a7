// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// What a test account delegates to (EIP-7702) to run an EIP-5792 batch atomically: the account
/// calls itself, so every call leaves from the account (an approve is the account's own), and one
/// failing call reverts them all.
contract BatchCallsAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    function executeBatch(Call[] calldata calls) external payable {
        require(msg.sender == address(this), "only the account itself");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
    }

    receive() external payable {}
}
