// vtkit/solana: Solana wallets for the step engine (needs the optional peer @solana/web3.js).
export {
  createWalletAdapterSolanaExecutor,
  type SolanaConnectionLike,
  type SolanaWalletLike,
} from '../solana/walletAdapterExecutor.js'
