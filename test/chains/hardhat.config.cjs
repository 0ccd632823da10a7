// One config for every local chain: each `hardhat node` gets its chain id from the environment.
module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.VTKIT_CHAIN_ID ?? 31337),
      // Mine each transaction at once: tests wait for receipts, not for block times.
      mining: { auto: true },
      // Blocks may share a second: otherwise a busy run mines faster than one block per second and
      // the chain's clock runs ahead of the wall clock, past the 90 s an intent order lives.
      allowBlocksWithSameTimestamp: true,
      // The test accounts (test/chains/testAccounts.ts: which test file uses which), their keys
      // derived by the caller; 10,000 ETH each, as hardhat's own.
      accounts: (process.env.VTKIT_ACCOUNT_KEYS ?? '')
        .split(',')
        .filter(Boolean)
        .map((privateKey) => ({ privateKey, balance: '10000000000000000000000' })),
      // Mine reverting transactions (status 0), as a real chain does, instead of failing the RPC call.
      throwOnTransactionFailures: false,
    },
  },
}
