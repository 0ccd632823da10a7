// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Pull {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// An intent contract with Aori's order (public facts): the wallet approves it and signs an
/// EIP-712 `Order` (domain "Aori", "0.3.1", this contract, no chain id); a solver fills the order
/// before `endTime`, which takes the input from the offerer only with a valid signature.
contract IntentSettlement {
    struct Order {
        uint128 inputAmount;
        uint128 outputAmount;
        address inputToken;
        address outputToken;
        uint32 startTime;
        uint32 endTime;
        uint32 srcEid;
        uint32 dstEid;
        address offerer;
        address recipient;
    }

    bytes32 public constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,address verifyingContract)");
    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(uint128 inputAmount,uint128 outputAmount,address inputToken,address outputToken,uint32 startTime,uint32 endTime,uint32 srcEid,uint32 dstEid,address offerer,address recipient)"
    );

    address public immutable solver;
    mapping(bytes32 => bool) public filled;

    event OrderFilled(
        bytes32 indexed orderHash,
        address indexed offerer,
        address recipient,
        address inputToken,
        uint256 inputAmount,
        uint32 dstEid,
        uint256 outputAmount
    );

    constructor() {
        solver = msg.sender;
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("Aori"), keccak256("0.3.1"), address(this)));
    }

    function hashOrder(Order calldata order) public pure returns (bytes32) {
        return keccak256(
            abi.encode(
                ORDER_TYPEHASH,
                order.inputAmount,
                order.outputAmount,
                order.inputToken,
                order.outputToken,
                order.startTime,
                order.endTime,
                order.srcEid,
                order.dstEid,
                order.offerer,
                order.recipient
            )
        );
    }

    function fill(Order calldata order, bytes calldata signature) external {
        require(msg.sender == solver, "only the solver");
        require(block.timestamp <= order.endTime, "order expired");
        bytes32 orderHash = hashOrder(order);
        require(!filled[orderHash], "already filled");
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator(), orderHash));
        require(signature.length == 65, "signature length");
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == order.offerer, "not signed by the offerer");
        filled[orderHash] = true;
        require(IERC20Pull(order.inputToken).transferFrom(order.offerer, solver, order.inputAmount), "pull failed");
        emit OrderFilled(
            orderHash, order.offerer, order.recipient, order.inputToken, order.inputAmount, order.dstEid, order.outputAmount
        );
    }
}
