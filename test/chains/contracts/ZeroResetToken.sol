// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./TestToken.sol";

/// USDT-style: an allowance can only change from or to zero.
contract ZeroResetToken is TestToken {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) TestToken(name_, symbol_, decimals_) {}

    function approve(address spender, uint256 amount) public override returns (bool) {
        require(amount == 0 || allowance[msg.sender][spender] == 0, "reset the allowance to zero first");
        return super.approve(spender, amount);
    }
}
