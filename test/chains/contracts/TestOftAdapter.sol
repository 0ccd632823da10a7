// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftCore.sol";

interface IERC20Like {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// An OFT adapter: locks an existing token (its inner token) on send, releases it on receipt.
/// The sender approves the adapter for the inner token first.
contract TestOftAdapter is OftCore {
    address public immutable token;

    constructor(address innerToken, uint8 localDecimals, uint8 sharedDecimals)
        OftCore(localDecimals, sharedDecimals)
    {
        token = innerToken;
    }

    function _debit(address from, uint256 amount) internal override {
        require(IERC20Like(token).transferFrom(from, address(this), amount), "transferFrom failed");
    }

    function _credit(address to, uint256 amount) internal override {
        require(IERC20Like(token).transfer(to, amount), "transfer failed");
    }
}
