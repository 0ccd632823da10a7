// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20From {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Circle CCTP V2's `depositForBurn` over local chains: takes (burns) the USDC and emits the
/// deposit; the operator mints on the destination, as Circle's attestation and relayer would.
contract TestTokenMessenger {
    event DepositForBurn(
        address indexed burnToken,
        uint256 amount,
        address indexed depositor,
        bytes32 mintRecipient,
        uint32 destinationDomain,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 indexed minFinalityThreshold
    );

    function depositForBurn(
        uint256 amount,
        uint32 destinationDomain,
        bytes32 mintRecipient,
        address burnToken,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 minFinalityThreshold
    ) external {
        require(amount > 0, "nothing to burn");
        require(mintRecipient != bytes32(0), "no recipient");
        require(IERC20From(burnToken).transferFrom(msg.sender, address(this), amount), "transferFrom failed");
        emit DepositForBurn(
            burnToken, amount, msg.sender, mintRecipient, destinationDomain, destinationCaller, maxFee, minFinalityThreshold
        );
    }
}
