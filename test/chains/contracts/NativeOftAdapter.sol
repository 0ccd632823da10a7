// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftV2.sol";

/// A native-coin pool (Stargate's ETH pool): the amount is paid with the fee in msg.value, dust
/// refunded; receipts are paid from the pool's liquidity.
contract NativeOftAdapter is OftV2 {
    constructor(uint8 sharedDecimals, uint256 baseFee_, uint256 taxiFee_)
        OftV2(18, sharedDecimals, baseFee_, taxiFee_)
    {}

    function _debit(address, uint256 amountLD, uint256 amountSent, uint256 nativeFee) internal override returns (uint256) {
        require(msg.value == amountLD + nativeFee, "value is not the amount plus the native fee");
        return amountLD - amountSent;
    }

    function _credit(address to, uint256 amount) internal override {
        (bool sent, ) = to.call{value: amount}("");
        require(sent, "native credit failed");
    }

    receive() external payable {}
}
