// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftV2.sol";
import "./TestToken.sol";

/// An OFT: the token itself, burnt on send and minted on receipt. Needs no approval.
contract TestOft is TestToken, OftV2 {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint8 sharedDecimals, uint256 baseFee_)
        TestToken(name_, symbol_, decimals_)
        OftV2(decimals_, sharedDecimals, baseFee_, baseFee_)
    {}

    /// What the OFT moves (IOFT): itself.
    function token() external view returns (address) {
        return address(this);
    }

    function _debit(address from, uint256, uint256 amountSent, uint256 nativeFee) internal override returns (uint256) {
        require(msg.value == nativeFee, "value is not the native fee");
        require(balanceOf[from] >= amountSent, "balance too low");
        balanceOf[from] -= amountSent;
        totalSupply -= amountSent;
        emit Transfer(from, address(0), amountSent);
        return 0;
    }

    function _credit(address to, uint256 amount) internal override {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
