// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// The only contract users approve: it pulls approved tokens, and only for its multicall.
contract TransferDelegate {
    address public multicall;

    function setMulticall(address multicall_) external {
        require(multicall == address(0), "multicall already set");
        multicall = multicall_;
    }

    function pull(address token, address from, address to, uint256 amount) external {
        require(msg.sender == multicall, "only the multicall");
        require(IERC20(token).transferFrom(from, to, amount), "transferFrom failed");
    }
}
