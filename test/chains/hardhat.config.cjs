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
      // Test files take disjoint ranges, so balances and allowances never leak between them:
      // 0 operator, 1 shared user, 2-29 executeSteps, 30-35 useExecuteSteps, 36-39 StepRunner,
      // 40-49 BridgeWidget, 50-79 the reliability faults, 80-85 and 89 OFT sends (core),
      // 86-88 useExecuteOftTransfer, 90-103 the OftTransfer component, 104-109 wallet changes (core),
      // 110-111 the widget paused for its account, 112 StepRunner's "keep waiting",
      // 113-117 replacements found by their nonce (core), 118 the widget's unmined transaction,
      // 119 useExecuteSteps paused for its account, 120-123 one transfer in two tabs (core),
      // 124 the widget's MAX of ETH, 125-126 StepRunner's too, 127-128 native OFT sends (core),
      // 129-131 useBridge and the widget's scope, locks and defaults by id,
      // 132-143, 147-156 EIP-5792 batches (core), 144-145 the widget's one-prompt batch, 146 an
      // OFT batch, 157-164 the value ledger's hostile classes (core), 165 the widget's value checks
      // (funded: useBridge's tests need an account that holds no USDC), 166-175 the widget's
      // recipients, amounts and route handover, 176-177 recipients given as ENS names
      // (the widget), 178-179 (OftTransfer).
      accounts: { count: 180 },
      // Mine reverting transactions (status 0), as a real chain does, instead of failing the RPC call.
      throwOnTransactionFailures: false,
    },
  },
}
