// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

struct SendParam {
    uint32 dstEid;
    bytes32 to;
    uint256 amountLD;
    uint256 minAmountLD;
    bytes extraOptions;
    bytes composeMsg;
    bytes oftCmd;
}

struct MessagingFee {
    uint256 nativeFee;
    uint256 lzTokenFee;
}

struct MessagingReceipt {
    bytes32 guid;
    uint64 nonce;
    MessagingFee fee;
}

struct OFTReceipt {
    uint256 amountSentLD;
    uint256 amountReceivedLD;
}

struct OFTLimit {
    uint256 minAmountLD;
    uint256 maxAmountLD;
}

struct OFTFeeDetail {
    int256 feeAmountLD;
    string description;
}

/// LayerZero's OFT V2 interface (`send`, `quoteSend`, `quoteOFT`) over local chains, which have no
/// messaging layer: the send emits `Packet`, and the operator credits the destination (`credit`)
/// as LayerZero's executor would. As a real OFT does, the amount loses its dust (what the shared
/// decimals cannot carry), the send reverts below its minimum, and the native fee it is paid must
/// cover `quoteSend`: a base fee plus the native value its executor options ask to deliver. As
/// Stargate's pools do, a taxi (no OFT command) costs more than a seat on the bus (`oftCmd` set).
abstract contract OftV2 {
    uint256 public immutable decimalConversionRate;
    uint256 public immutable baseFee;
    uint256 public immutable taxiFee;
    /// The EndpointV2 a LayerZero OApp names (`endpoint()`): LayerZero's address on most mainnets.
    address public constant endpoint = 0x1a44076050125825900e736c501f859c50fE728c;
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
    event Packet(bytes32 indexed guid, uint32 dstEid, bytes32 to, uint256 amountLD, bytes extraOptions);

    constructor(uint8 localDecimals, uint8 sharedDecimals, uint256 baseFee_, uint256 taxiFee_) {
        require(localDecimals >= sharedDecimals, "shared decimals above local");
        decimalConversionRate = 10 ** (localDecimals - sharedDecimals);
        baseFee = baseFee_;
        taxiFee = taxiFee_;
        operator = msg.sender;
    }

    function send(SendParam calldata sendParam, MessagingFee calldata fee, address refundAddress)
        external
        payable
        returns (MessagingReceipt memory receipt, OFTReceipt memory oftReceipt)
    {
        uint256 amountSent = sendParam.amountLD - (sendParam.amountLD % decimalConversionRate);
        require(amountSent > 0, "nothing to send");
        require(amountSent >= sendParam.minAmountLD, "slippage");
        require(fee.lzTokenFee == 0, "no lz token fee here");
        require(fee.nativeFee >= quoteSend(sendParam, false).nativeFee, "fee below quoteSend");
        uint256 dust = _debit(msg.sender, sendParam.amountLD, amountSent, fee.nativeFee);
        if (dust > 0) {
            (bool refunded, ) = refundAddress.call{value: dust}("");
            require(refunded, "refund failed");
        }
        bytes32 guid = keccak256(abi.encode(block.chainid, address(this), ++nonce));
        emit OFTSent(guid, sendParam.dstEid, msg.sender, amountSent, amountSent);
        emit Packet(guid, sendParam.dstEid, sendParam.to, amountSent, sendParam.extraOptions);
        receipt = MessagingReceipt(guid, nonce, fee);
        oftReceipt = OFTReceipt(amountSent, amountSent);
    }

    function quoteSend(SendParam calldata sendParam, bool payInLzToken) public view returns (MessagingFee memory) {
        require(!payInLzToken, "no lz token fee here");
        uint256 fee = sendParam.oftCmd.length == 0 ? taxiFee : baseFee;
        return MessagingFee(fee + executorValue(sendParam.extraOptions), 0);
    }

    function quoteOFT(SendParam calldata sendParam)
        external
        view
        returns (OFTLimit memory limit, OFTFeeDetail[] memory details, OFTReceipt memory receipt)
    {
        uint256 amountSent = sendParam.amountLD - (sendParam.amountLD % decimalConversionRate);
        limit = OFTLimit(0, type(uint128).max);
        details = new OFTFeeDetail[](0);
        receipt = OFTReceipt(amountSent, amountSent);
    }

    function credit(bytes32 guid, uint32 srcEid, address to, uint256 amountLD) external {
        require(msg.sender == operator, "operator only");
        _credit(to, amountLD);
        emit OFTReceived(guid, srcEid, to, amountLD);
    }

    /// The native value LayerZero type-3 executor options ask to deliver: lzReceive values and
    /// native drops (what `quoteSend` charges on top of the base fee).
    function executorValue(bytes calldata options) public pure returns (uint256 total) {
        if (options.length == 0) return 0;
        require(options.length >= 2 && uint16(bytes2(options[0:2])) == 3, "options are not type 3");
        uint256 i = 2;
        while (i < options.length) {
            require(i + 4 <= options.length, "option header cut");
            uint8 worker = uint8(options[i]);
            uint16 size = uint16(bytes2(options[i + 1:i + 3]));
            uint256 start = i + 3;
            require(size >= 1 && start + size <= options.length, "option cut");
            uint8 optionType = uint8(options[start]);
            if (worker == 1 && optionType == 1 && size == 33) {
                total += uint128(bytes16(options[start + 17:start + 33]));
            } else if (worker == 1 && optionType == 2) {
                require(size == 49, "native drop size");
                total += uint128(bytes16(options[start + 1:start + 17]));
            }
            i = start + size;
        }
    }

    /// Takes `amountSent` from `from` (its part of msg.value for a native pool); returns the native
    /// dust to refund.
    function _debit(address from, uint256 amountLD, uint256 amountSent, uint256 nativeFee)
        internal
        virtual
        returns (uint256 dust);
    function _credit(address to, uint256 amount) internal virtual;
}
