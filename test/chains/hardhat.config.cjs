// One config for every local chain: each `hardhat node` gets its chain id from the environment.
module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.VTKIT_CHAIN_ID ?? 31337),
      // Mine each transaction at once: tests wait for receipts, not for block times.
      mining: { auto: true },
      accounts: { count: 80 },
      // Mine reverting transactions (status 0), as a real chain does, instead of failing the RPC call.
      throwOnTransactionFailures: false,
    },
  },
}
