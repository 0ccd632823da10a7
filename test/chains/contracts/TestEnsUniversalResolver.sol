// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// ENS's Universal Resolver as viem's `getEnsAddress` calls it (`resolveWithGateways`), over
/// address records kept here: one contract standing in for ENS's registry, a name's resolver and
/// the universal resolver, so that names resolve on a local chain exactly as on mainnet's.
contract TestEnsUniversalResolver {
    /// What mainnet's universal resolver reverts with for a name that has no resolver.
    error ResolverNotFound(bytes name);
    /// EIP-3668: what a name whose records live off chain answers (to be asked of a gateway).
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    address private immutable owner;
    mapping(bytes32 => bool) private registered;
    mapping(bytes32 => bool) private offchain;
    /// node => coin type (ENSIP-9: 60 for Ethereum, ENSIP-11 for other EVM chains) => address.
    mapping(bytes32 => mapping(uint256 => address)) private addresses;

    constructor() {
        owner = msg.sender;
    }

    /// Registers a name (its namehash) with no address yet; `setAddr` sets one per coin type.
    function register(bytes32 node) external {
        require(msg.sender == owner, "owner only");
        registered[node] = true;
    }

    /// Marks a name as one whose records are kept off chain (a CCIP-Read resolver's).
    function setOffchain(bytes32 node) external {
        require(msg.sender == owner, "owner only");
        registered[node] = true;
        offchain[node] = true;
    }

    function setAddr(bytes32 node, uint256 coinType, address addr) external {
        require(msg.sender == owner, "owner only");
        registered[node] = true;
        addresses[node][coinType] = addr;
    }

    /// Answers `addr(bytes32)` and `addr(bytes32,uint256)` as a public resolver does.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        bytes32 node = bytes32(data[4:36]);
        if (!registered[node]) revert ResolverNotFound(name);
        if (offchain[node]) {
            string[] memory urls = new string[](1);
            urls[0] = "https://gateway.invalid/{sender}/{data}.json";
            revert OffchainLookup(address(this), urls, data, this.resolveWithGateways.selector, name);
        }
        bytes4 selector = bytes4(data[:4]);
        if (selector == 0x3b3b57de) return (abi.encode(addresses[node][60]), address(this));
        if (selector == 0xf1cb7e06) {
            uint256 coinType = uint256(bytes32(data[36:68]));
            address found = addresses[node][coinType];
            bytes memory packed = found == address(0) ? bytes("") : abi.encodePacked(found);
            return (abi.encode(packed), address(this));
        }
        revert("unsupported profile");
    }
}
