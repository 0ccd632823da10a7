// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Balance {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// The fee wrapper users call: `execute(calls, quoteId)` runs a batch (pull through the delegate,
/// approve the pool, the pool's send, sweep back) on behalf of its caller, as production does.
contract Multicall {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    /// The wallet whose batch is running (the delegate pulls only from it); zero between batches.
    address public sender;

    event Executed(bytes32 indexed quoteId, address indexed sender, uint256 value);

    function execute(Call[] calldata calls, bytes32 quoteId) external payable {
        require(sender == address(0), "reentrant");
        sender = msg.sender;
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].target.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
        sender = address(0);
        emit Executed(quoteId, msg.sender, msg.value);
    }

    /// Returns what a batch left here (token dust, refunded fees) to `to`; address 0 is the native coin.
    function sweep(address[] calldata tokens, address to) external {
        require(msg.sender == address(this), "only inside a batch");
        for (uint256 i = 0; i < tokens.length; i++) {
            if (tokens[i] == address(0)) {
                uint256 balance = address(this).balance;
                if (balance > 0) {
                    (bool sent, ) = to.call{value: balance}("");
                    require(sent, "native sweep failed");
                }
            } else {
                uint256 balance = IERC20Balance(tokens[i]).balanceOf(address(this));
                if (balance > 0) require(IERC20Balance(tokens[i]).transfer(to, balance), "sweep failed");
            }
        }
    }

    receive() external payable {}
}
