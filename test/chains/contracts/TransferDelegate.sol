// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IBatchSender {
    function sender() external view returns (address);
}

/// The contract users approve for the transfer routes: it moves approved tokens only for its
/// multicall, and only from the wallet whose batch the multicall is running.
contract TransferDelegate {
    address public multicall;

    function setMulticall(address multicall_) external {
        require(multicall == address(0), "multicall already set");
        multicall = multicall_;
    }

    function delegateTransferFrom(address token, address from, address to, uint256 amount) external {
        require(msg.sender == multicall, "only the multicall");
        require(from == IBatchSender(multicall).sender(), "only from the batch's sender");
        require(IERC20(token).transferFrom(from, to, amount), "transferFrom failed");
    }
}
