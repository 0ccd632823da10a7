// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./OftCore.sol";
import "./TestToken.sol";

/// An OFT: the token itself, burnt on send and minted on receipt. Needs no approval.
contract TestOft is TestToken, OftCore {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint8 sharedDecimals)
        TestToken(name_, symbol_, decimals_)
        OftCore(decimals_, sharedDecimals)
    {}

    function _debit(address from, uint256 amount) internal override {
        require(balanceOf[from] >= amount, "balance too low");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }

    function _credit(address to, uint256 amount) internal override {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
