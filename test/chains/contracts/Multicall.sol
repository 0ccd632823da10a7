// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./TransferDelegate.sol";

interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// The fee wrapper users call: takes the tokens (through the delegate) or the native coin,
/// and records the quote id; on the destination, delivers.
contract Multicall {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    TransferDelegate public immutable delegate;
    address public immutable operator;

    event Bridged(bytes32 indexed quoteId, address indexed sender, address token, uint256 amount, uint256 value, address refundAddress);
    event Delivered(bytes32 indexed quoteId, address indexed recipient, address token, uint256 amount);

    constructor(TransferDelegate delegate_) {
        delegate = delegate_;
        operator = msg.sender;
    }

    function bridge(bytes32 quoteId, address token, uint256 amount, address refundAddress) external payable {
        if (token == NATIVE) {
            require(msg.value >= amount, "value below amount");
        } else {
            delegate.pull(token, msg.sender, address(this), amount);
        }
        emit Bridged(quoteId, msg.sender, token, amount, msg.value, refundAddress);
    }

    /// An intent's source side, run by the (simulated) solver: takes what the owner approved and signed for.
    function fill(bytes32 quoteId, address token, address owner, uint256 amount) external {
        require(msg.sender == operator, "only the operator");
        delegate.pull(token, owner, address(this), amount);
        emit Bridged(quoteId, owner, token, amount, 0, owner);
    }

    /// The destination side, run by the (simulated) service: mints test tokens, or pays native coin.
    function deliver(bytes32 quoteId, address token, address recipient, uint256 amount) external {
        require(msg.sender == operator, "only the operator");
        if (token == NATIVE) {
            (bool sent, ) = recipient.call{value: amount}("");
            require(sent, "native delivery failed");
        } else {
            IMintable(token).mint(recipient, amount);
        }
        emit Delivered(quoteId, recipient, token, amount);
    }

    receive() external payable {}
}
