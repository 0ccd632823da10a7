import type { Plugin } from 'vite'
import type { TrustedDeployments } from '../../src/core/registry/types.js'

/** What the page is told (as `__VTKIT_DEMO__`): never a key. */
export type DemoPage =
  | {
      mode: 'local'
      baseUrl: string
      metadataUrl: string
      /** The simulator's made-up chains: their LayerZero endpoint ids and CCTP domains. */
      endpointIds: Record<string, number>
      cctpDomains: Record<string, number>
      /** The simulator's contracts, pinned as a production app pins the real ones. */
      trustedDeployments: TrustedDeployments
      wallet: string
      chains: {
        chainKey: string
        chainId: number
        rpcUrl: string
        token: string
        zeroResetToken: string
        /** The test wallet's EIP-7702 delegate: batches run atomically through it. */
        batchCallsAccount: string
        /** ENS's universal resolver (the local Ethereum's is the one the page's wagmi names). */
        ensUniversalResolver: string
      }[]
      /** The local Solana chain: its JSON-RPC, the test wallet's keypair and USDC's mint. */
      solana: { rpcUrl: string; secretKey: number[]; usdc: string }
    }
  | { mode: 'production'; baseUrl: string; metadataUrl: string | undefined }

export type DemoSetup = {
  page: DemoPage
  plugins?: Plugin[]
  /** Lines printed under "vtkit demo ready". */
  describe(): string[]
  stop(): Promise<void>
}
