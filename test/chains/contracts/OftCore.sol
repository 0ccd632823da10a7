// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The send of the simulator's OFT /transfer, `send(uint32,bytes32,uint256,uint256,address)`,
/// with LayerZero's OFTSent and OFTReceived events. As a real OFT does, the amount loses its dust
/// (what the shared decimals cannot carry) and the send reverts below the minimum. The local
/// chains have no messaging layer: the operator credits the destination (see `credit`), after
/// reading the `Packet` event, as LayerZero's executor would.
abstract contract OftCore {
    uint256 public immutable decimalConversionRate;
    address public immutable operator;
    uint64 public nonce;

    event OFTSent(
        bytes32 indexed guid,
        uint32 dstEid,
        address indexed fromAddress,
        uint256 amountSentLD,
        uint256 amountReceivedLD
    );
    event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD);
    event Packet(bytes32 indexed guid, uint32 dstEid, bytes32 to, uint256 amountLD);

    constructor(uint8 localDecimals, uint8 sharedDecimals) {
        require(localDecimals >= sharedDecimals, "shared decimals above local");
        decimalConversionRate = 10 ** (localDecimals - sharedDecimals);
        operator = msg.sender;
    }

    function send(uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, address)
        external
        payable
        returns (bytes32 guid)
    {
        uint256 amountSent = amountLD - (amountLD % decimalConversionRate);
        require(amountSent > 0, "nothing to send");
        require(amountSent >= minAmountLD, "slippage");
        _debit(msg.sender, amountSent);
        guid = keccak256(abi.encode(block.chainid, address(this), ++nonce));
        emit OFTSent(guid, dstEid, msg.sender, amountSent, amountSent);
        emit Packet(guid, dstEid, to, amountSent);
    }

    function credit(bytes32 guid, uint32 srcEid, address to, uint256 amountLD) external {
        require(msg.sender == operator, "operator only");
        _credit(to, amountLD);
        emit OFTReceived(guid, srcEid, to, amountLD);
    }

    function _debit(address from, uint256 amount) internal virtual;
    function _credit(address to, uint256 amount) internal virtual;
}
