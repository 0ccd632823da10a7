// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftV2.sol";

interface IERC20Like {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// An OFT adapter (and a Stargate-style pool): locks an existing token (its inner token) on send,
/// releases it on receipt. The sender approves the adapter for the inner token first.
contract TestOftAdapter is OftV2 {
    address public immutable token;

    constructor(address innerToken, uint8 localDecimals, uint8 sharedDecimals, uint256 baseFee_, uint256 taxiFee_)
        OftV2(localDecimals, sharedDecimals, baseFee_, taxiFee_)
    {
        token = innerToken;
    }

    function _debit(address from, uint256, uint256 amountSent, uint256 nativeFee) internal override returns (uint256) {
        require(msg.value == nativeFee, "value is not the native fee");
        require(IERC20Like(token).transferFrom(from, address(this), amountSent), "transferFrom failed");
        return 0;
    }

    function _credit(address to, uint256 amount) internal override {
        require(IERC20Like(token).transfer(to, amount), "transfer failed");
    }
}
