import type { ChainType } from '../core/schemas/chain.js'

// The chains the catalogue names after real ones, the words it makes up the others from, prices.

export type NamedChain = {
  key: string
  name: string
  type: ChainType
  chainId: number
  native: string
  nativeName: string
  cctp?: boolean
  intents?: boolean
}

export const namedChains: NamedChain[] = [
  {
    key: 'ethereum',
    name: 'Ethereum',
    type: 'EVM',
    chainId: 1,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'arbitrum',
    name: 'Arbitrum One',
    type: 'EVM',
    chainId: 42161,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'base',
    name: 'Base',
    type: 'EVM',
    chainId: 8453,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'optimism',
    name: 'OP Mainnet',
    type: 'EVM',
    chainId: 10,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'polygon',
    name: 'Polygon PoS',
    type: 'EVM',
    chainId: 137,
    native: 'POL',
    nativeName: 'Polygon Ecosystem Token',
    cctp: true,
    intents: true,
  },
  {
    key: 'bsc',
    name: 'BNB Smart Chain',
    type: 'EVM',
    chainId: 56,
    native: 'BNB',
    nativeName: 'BNB',
  },
  {
    key: 'avalanche',
    name: 'Avalanche C-Chain',
    type: 'EVM',
    chainId: 43114,
    native: 'AVAX',
    nativeName: 'Avalanche',
    cctp: true,
  },
  {
    key: 'linea',
    name: 'Linea',
    type: 'EVM',
    chainId: 59144,
    native: 'ETH',
    nativeName: 'Ether',
    cctp: true,
    intents: true,
  },
  {
    key: 'scroll',
    name: 'Scroll',
    type: 'EVM',
    chainId: 534352,
    native: 'ETH',
    nativeName: 'Ether',
  },
  {
    key: 'zksync',
    name: 'zkSync Era',
    type: 'EVM',
    chainId: 324,
    native: 'ETH',
    nativeName: 'Ether',
  },
  {
    key: 'mantle',
    name: 'Mantle',
    type: 'EVM',
    chainId: 5000,
    native: 'MNT',
    nativeName: 'Mantle',
  },
  { key: 'blast', name: 'Blast', type: 'EVM', chainId: 81457, native: 'ETH', nativeName: 'Ether' },
  { key: 'sonic', name: 'Sonic', type: 'EVM', chainId: 146, native: 'S', nativeName: 'Sonic' },
  { key: 'gnosis', name: 'Gnosis', type: 'EVM', chainId: 100, native: 'XDAI', nativeName: 'xDAI' },
  { key: 'celo', name: 'Celo', type: 'EVM', chainId: 42220, native: 'CELO', nativeName: 'Celo' },
  {
    key: 'solana',
    name: 'Solana',
    type: 'SOLANA',
    chainId: 0,
    native: 'SOL',
    nativeName: 'Solana',
    cctp: true,
  },
  {
    key: 'eclipse',
    name: 'Eclipse',
    type: 'SOLANA',
    chainId: 0,
    native: 'ETH',
    nativeName: 'Ether',
  },
  { key: 'soon', name: 'SOON', type: 'SOLANA', chainId: 0, native: 'ETH', nativeName: 'Ether' },
  {
    key: 'starknet',
    name: 'Starknet',
    type: 'STARKNET',
    chainId: 0,
    native: 'STRK',
    nativeName: 'Starknet Token',
  },
  {
    key: 'paradex',
    name: 'Paradex',
    type: 'STARKNET',
    chainId: 0,
    native: 'ETH',
    nativeName: 'Ether',
  },
]

export const syllables = [
  'aur',
  'bel',
  'cor',
  'dra',
  'ely',
  'fen',
  'gal',
  'hel',
  'ion',
  'jun',
  'kel',
  'lum',
  'mer',
  'nov',
  'orb',
  'pyr',
  'qua',
  'ros',
  'sol',
  'tal',
  'umb',
  'ver',
  'wyn',
  'xen',
  'yar',
  'zen',
]
export const endings = ['a', 'ion', 'ora', 'ex', 'ium', 'is', 'on', 'ar', 'eth', 'ova']
export const chainSuffixes = ['', '', '', ' Chain', ' Network', ' L2', ' Rollup', ' Mainnet']

export const prices: Record<string, number> = {
  ETH: 3120.55,
  POL: 0.41,
  BNB: 612.3,
  AVAX: 27.9,
  MNT: 0.82,
  S: 0.55,
  XDAI: 1,
  CELO: 0.61,
  SOL: 172.4,
  STRK: 0.38,
  USDC: 1,
  USDT: 1,
  WETH: 3120.55,
  WBTC: 96210,
}

export const SOLANA_NATIVE = 'So11111111111111111111111111111111111111112'

/** Circle's CCTP domains of the named chains. */
export const cctpDomains: Record<string, number> = {
  ethereum: 0,
  avalanche: 1,
  optimism: 2,
  arbitrum: 3,
  solana: 5,
  base: 6,
  polygon: 7,
  linea: 11,
}
