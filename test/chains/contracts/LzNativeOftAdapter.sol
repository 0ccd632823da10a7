// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftV2.sol";

/// LayerZero's NativeOFTAdapter (oft-evm): the native coin as an OFT, listed by the metadata
/// service as `NATIVE_OFT_ADAPTER`. `send` takes exactly the native fee plus the amount without its
/// dust in msg.value (the dust is never paid, so nothing is refunded); receipts are paid from the
/// coins locked here.
contract LzNativeOftAdapter is OftV2 {
    constructor(uint8 sharedDecimals, uint256 baseFee_) OftV2(18, sharedDecimals, baseFee_, baseFee_) {}

    /// What the OFT moves (IOFT): the native coin.
    function token() external pure returns (address) {
        return address(0);
    }

    function _debit(address, uint256, uint256 amountSent, uint256 nativeFee) internal override returns (uint256) {
        require(msg.value == nativeFee + amountSent, "IncorrectMessageValue");
        return 0;
    }

    function _credit(address to, uint256 amount) internal override {
        (bool sent, ) = to.call{value: amount}("");
        require(sent, "CreditFailed");
    }

    receive() external payable {}
}
