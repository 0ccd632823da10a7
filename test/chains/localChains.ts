import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import { namehash, toCoinType } from 'viem/ens'
import { type Artifact, compileContracts } from './compile.js'
import { testAccountKeys } from './testAccounts.js'

export type LocalChain = {
  /** The catalog chain key the simulator maps onto this local chain. */
  chainKey: string
  chainId: number
  rpcUrl: string
  /** USDC (6 decimals). */
  token: Address
  /** USDT-style (an allowance changes only from or to zero), 6 decimals. */
  zeroResetToken: Address
  delegate: Address
  multicall: Address
  /** The intent contract that fills signed Aori orders (the operator is its solver). */
  intent: Address
  /** CCTP V2's token messenger. */
  tokenMessenger: Address
  /** SOL bridged from Solana (9 decimals): what a SOL transfer from Solana delivers here. */
  wrappedSol: Address
  /** The Stargate-style pools routes send through: OFT V2 adapters over each token, and the native pool. */
  pools: { token: Address; zeroResetToken: Address; wrappedSol: Address; native: Address }
  operator: Address
  /** The test OFT family "TOFT" (18 local decimals, 6 shared): an adapter here or the OFT itself. */
  oft: LocalOft
  /** The native coin as an OFT (LayerZero's NativeOFTAdapter, 6 shared decimals), listed as "ETH". */
  nativeOft: Address
  /** What the test wallet's account delegates to (EIP-7702) to run EIP-5792 batches atomically. */
  batchCallsAccount: Address
  /** ENS's universal resolver, over the names of `LOCAL_ENS_NAMES` (a wagmi chain names it). */
  ensUniversalResolver: Address
}

/**
 * The ENS names each local chain's resolver knows (EIP-55's example addresses): one with an
 * Ethereum address, one with its own address on the second chain (ENSIP-11) too, one registered
 * with no address, one kept off chain, and one that gives the chains' USDC contract, as a hostile
 * name would.
 */
export const LOCAL_ENS_NAMES = {
  alice: { name: 'alice.eth', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  bob: {
    name: 'bob.eth',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    /** Bob's address on the second local chain (31338), its own record. */
    onSecondChain: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  },
  nobody: { name: 'nobody.eth' },
  /** Kept off chain (a CCIP-Read resolver's, as cb.id names are): not followed. */
  offchain: { name: 'offchain.eth' },
  token: { name: 'usdc.eth' },
} as const

/**
 * What the route pools' `quoteSend` charges: a seat on the bus, and a taxi, as the simulator quotes
 * them (the kit holds a batch's fee to what its pool charges).
 */
export const POOL_BASE_FEE = 10n ** 13n
export const POOL_TAXI_FEE = 4n * 10n ** 13n
/** What the test OFTs' `quoteSend` charges (the simulated OFT service's base fee). */
export const OFT_BASE_FEE = 3n * 10n ** 13n

export type LocalOft =
  | { type: 'OFT_ADAPTER'; address: Address; innerToken: Address; localDecimals: number }
  | { type: 'OFT'; address: Address; localDecimals: number }

export const OFT_SHARED_DECIMALS = 6

export type LocalChains = { chains: LocalChain[]; user: Address; stop(): Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForRpc(rpcUrl: string, node: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (node.exitCode !== null) throw new Error(`hardhat node exited with ${node.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`hardhat node at ${rpcUrl} did not start`)
}

function startNode(chainId: number, port: number): ChildProcess {
  // Its own process group, so that stopping it stops npx, hardhat and the node together.
  return spawn(
    'npx',
    [
      'hardhat',
      '--config',
      'test/chains/hardhat.config.cjs',
      'node',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      env: {
        ...process.env,
        VTKIT_CHAIN_ID: String(chainId),
        VTKIT_ACCOUNT_KEYS: testAccountKeys().join(','),
      },
      stdio: 'ignore',
      detached: true,
    },
  )
}

async function deploy(
  chainKey: string,
  chainId: number,
  rpcUrl: string,
  artifacts: Record<string, Artifact>,
  oftType: LocalOft['type'],
): Promise<LocalChain> {
  const chain = defineChain({
    id: chainId,
    name: chainKey,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const [operator] = await createWalletClient({ chain, transport: http(rpcUrl) }).getAddresses()
  if (!operator) throw new Error('no unlocked account on the local chain')
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: operator })
  const contract = async (name: string, args: unknown[] = []): Promise<Address> => {
    const artifact = artifacts[name]
    if (!artifact) throw new Error(`no artifact for ${name}`)
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed`)
    return receipt.contractAddress
  }
  const send = async (to: Address, data: Hex, value = 0n) => {
    const hash = await wallet.sendTransaction({ to, data, value })
    await publicClient.waitForTransactionReceipt({ hash })
  }
  // mint(address,uint256): liquidity the pools release to recipients of transfers coming in.
  const mint = (token: Address, to: Address, amount: bigint) =>
    send(
      token,
      `0x40c10f19${to.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
    )
  const token = await contract('TestToken', ['Local USD Coin', 'USDC', 6])
  const zeroResetToken = await contract('ZeroResetToken', ['Local Tether USD', 'USDT', 6])
  const delegate = await contract('TransferDelegate')
  const multicall = await contract('Multicall')
  // setMulticall(address): the delegate serves only this multicall.
  await send(delegate, `0x26c8dc50${multicall.slice(2).padStart(64, '0')}`)
  const wrappedSol = await contract('TestToken', ['Wrapped SOL', 'SOL', 9])
  const pools = {
    token: await contract('TestOftAdapter', [token, 6, 6, POOL_BASE_FEE, POOL_TAXI_FEE]),
    zeroResetToken: await contract('TestOftAdapter', [
      zeroResetToken,
      6,
      6,
      POOL_BASE_FEE,
      POOL_TAXI_FEE,
    ]),
    wrappedSol: await contract('TestOftAdapter', [wrappedSol, 9, 6, POOL_BASE_FEE, POOL_TAXI_FEE]),
    native: await contract('NativeOftAdapter', [6, POOL_BASE_FEE, POOL_TAXI_FEE]),
  }
  await mint(token, pools.token, 10n ** 15n)
  await mint(zeroResetToken, pools.zeroResetToken, 10n ** 15n)
  await mint(wrappedSol, pools.wrappedSol, 10n ** 15n)
  await send(pools.native, '0x', parseEther('1000'))
  const nativeOft = await contract('LzNativeOftAdapter', [OFT_SHARED_DECIMALS, OFT_BASE_FEE])
  // Coins locked by sends out earlier: what the adapter pays sends coming in.
  await send(nativeOft, '0x', parseEther('1000'))
  const intent = await contract('IntentSettlement')
  const tokenMessenger = await contract('TestTokenMessenger')
  const batchCallsAccount = await contract('BatchCallsAccount')
  const ensUniversalResolver = await contract('TestEnsUniversalResolver')
  // setAddr(bytes32 node, uint256 coinType, address addr)
  const setAddr = (name: string, coinType: bigint, addr: Address) =>
    send(
      ensUniversalResolver,
      encodeFunctionData({
        abi: parseAbi(['function setAddr(bytes32, uint256, address)']),
        args: [namehash(name), coinType, addr],
      }),
    )
  await setAddr(LOCAL_ENS_NAMES.alice.name, 60n, LOCAL_ENS_NAMES.alice.address)
  await setAddr(LOCAL_ENS_NAMES.bob.name, 60n, LOCAL_ENS_NAMES.bob.address)
  await setAddr(LOCAL_ENS_NAMES.bob.name, toCoinType(31338), LOCAL_ENS_NAMES.bob.onSecondChain)
  await setAddr(LOCAL_ENS_NAMES.nobody.name, 60n, zeroAddress)
  await setAddr(LOCAL_ENS_NAMES.token.name, 60n, token)
  await send(
    ensUniversalResolver,
    encodeFunctionData({
      abi: parseAbi(['function setOffchain(bytes32)']),
      args: [namehash(LOCAL_ENS_NAMES.offchain.name)],
    }),
  )
  const oft: LocalOft =
    oftType === 'OFT_ADAPTER'
      ? await (async () => {
          const innerToken = await contract('TestToken', ['Local Test OFT', 'TOFT', 18])
          const address = await contract('TestOftAdapter', [
            innerToken,
            18,
            OFT_SHARED_DECIMALS,
            OFT_BASE_FEE,
            OFT_BASE_FEE,
          ])
          // Locked supply, as if sent out earlier: what the adapter releases for sends coming home.
          await mint(innerToken, address, 10n ** 24n)
          return { type: 'OFT_ADAPTER' as const, address, innerToken, localDecimals: 18 }
        })()
      : {
          type: 'OFT' as const,
          address: await contract('TestOft', [
            'Local Test OFT',
            'TOFT',
            18,
            OFT_SHARED_DECIMALS,
            OFT_BASE_FEE,
          ]),
          localDecimals: 18,
        }
  return {
    chainKey,
    chainId,
    rpcUrl,
    token,
    zeroResetToken,
    wrappedSol,
    delegate,
    multicall,
    intent,
    tokenMessenger,
    pools,
    operator,
    oft,
    nativeOft,
    batchCallsAccount,
    ensUniversalResolver,
  }
}

type ChainSpec = { chainKey: string; chainId: number; oft: LocalOft['type'] }

/** Hardhat nodes with their own chain ids, our contracts deployed on each. */
async function startNodes(specs: ChainSpec[]) {
  const ports = await Promise.all(specs.map(() => freePort()))
  // The nodes boot in their own processes while the contracts compile here.
  const nodes = specs.map((spec, index) => startNode(spec.chainId, ports[index] ?? 0))
  const stop = async () => {
    for (const node of nodes) {
      if (node.pid && node.exitCode === null) {
        try {
          process.kill(-node.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
    }
  }
  try {
    const artifacts = await compileContracts()
    const urls = ports.map((port) => `http://127.0.0.1:${port}`)
    await Promise.all(urls.map((url, index) => waitForRpc(url, nodes[index] as ChildProcess)))
    const chains = await Promise.all(
      specs.map((spec, index) =>
        deploy(spec.chainKey, spec.chainId, urls[index] ?? '', artifacts, spec.oft),
      ),
    )
    return { chains, urls, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Two local EVM chains (hardhat nodes with their own chain ids), our contracts deployed on each. */
export async function startLocalChains(): Promise<LocalChains> {
  // TOFT is native to the first chain (an adapter over an existing token) and an OFT on the second.
  const { chains, urls, stop } = await startNodes([
    { chainKey: 'ethereum', chainId: 31337, oft: 'OFT_ADAPTER' },
    { chainKey: 'optimism', chainId: 31338, oft: 'OFT' },
  ])
  try {
    const [, user] = await createWalletClient({ transport: http(urls[0]) }).getAddresses()
    if (!user) throw new Error('no user account on the local chain')
    return { chains, user, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * One more chain of its own, for a test file that changes how it mines (automine off: pending
 * transactions to speed up or cancel) without slowing the shared chains of the other files.
 */
export async function startPrivateChain(
  spec: ChainSpec,
): Promise<{ chain: LocalChain; stop(): Promise<void> }> {
  const { chains, stop } = await startNodes([spec])
  const [chain] = chains
  if (!chain) throw new Error('the private chain did not start')
  return { chain, stop }
}
