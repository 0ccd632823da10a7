// vtkit/solana: Solana wallets for the components and the step engine (needs the optional peers
// @solana/web3.js, and @solana/wallet-adapter-react for the hook).
export {
  createSolanaWallet,
  type SolanaBalanceConnection,
} from '../solana/solanaWallet.js'
export { useWalletAdapterSolana } from '../solana/useWalletAdapterSolana.js'
export {
  createWalletAdapterSolanaExecutor,
  type SolanaConnectionLike,
  type SolanaSignatureStatus,
  type SolanaWalletLike,
} from '../solana/walletAdapterExecutor.js'
