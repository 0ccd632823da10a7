import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { address } from '@solana/kit'
import { base58Decode, base58Encode } from '../../src/testing/encoding.js'
import { type LocalSolana, SOLANA_SIGNATURE_FEE } from './localSolana.js'

type RpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }
type RpcReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * Solana's JSON-RPC over HTTP for a local chain: the methods a web3.js `Connection` and a wallet
 * adapter use to read balances and accounts, get a blockhash, send, simulate and confirm. No
 * websocket: vtkit confirms by polling `getSignatureStatuses`. CORS is open (a page on another
 * localhost port calls it).
 */
export async function startSolanaRpcServer(
  chain: LocalSolana,
  options: { port?: number; host?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const handlers = rpcHandlers(chain)
  const answer = (request: RpcRequest) => {
    const handler = typeof request.method === 'string' ? handlers[request.method] : undefined
    const reply: RpcReply = (() => {
      if (!handler)
        return { error: { code: -32601, message: `Method not found: ${request.method}` } }
      try {
        return { result: handler(Array.isArray(request.params) ? request.params : []) }
      } catch (error) {
        if (error instanceof RpcError)
          return { error: { code: error.code, message: error.message, data: error.data } }
        return { error: { code: -32602, message: `Invalid params: ${(error as Error).message}` } }
      }
    })()
    return { jsonrpc: '2.0', id: request.id ?? null, ...reply }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type, solana-client')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST') return void response.writeHead(405).end()
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = undefined
      }
      const reply =
        body === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(body)
            ? body.map((item) => answer(item as RpcRequest))
            : answer(body as RpcRequest)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply))
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const bound = server.address()
  const port = typeof bound === 'object' && bound ? bound.port : 0
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function rpcHandlers(chain: LocalSolana): Record<string, (params: unknown[]) => unknown> {
  const context = () => ({ slot: chain.slot, apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const decodeWire = (params: unknown[]): Uint8Array => {
    const [encoded, config] = params as [string, { encoding?: string } | undefined]
    if (typeof encoded !== 'string') throw new Error('expected an encoded transaction')
    return config?.encoding === 'base64' ? Buffer.from(encoded, 'base64') : base58Decode(encoded)
  }
  const accountInfo = (owner: string) => {
    const account = chain.svm.getAccount(address(owner))
    if (!account.exists) return null
    return encodedAccount(account)
  }
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
    getSlot: () => chain.slot,
    getBlockHeight: () => chain.slot,
    getEpochInfo: () => ({
      absoluteSlot: chain.slot,
      blockHeight: chain.slot,
      epoch: 0,
      slotIndex: chain.slot,
      slotsInEpoch: 432_000,
      transactionCount: chain.slot,
    }),
    getLatestBlockhash: () =>
      withContext({ blockhash: chain.latestBlockhash(), lastValidBlockHeight: chain.slot + 150 }),
    isBlockhashValid: ([blockhash]) => withContext(chain.isBlockhashValid(String(blockhash))),
    getFeeForMessage: ([message]) => {
      const bytes = Buffer.from(String(message), 'base64')
      // A v0 message starts with its version byte (0x80); the header's first byte counts signers.
      const signers = (bytes[0] ?? 0) & 0x80 ? bytes[1] : bytes[0]
      return withContext(Number(SOLANA_SIGNATURE_FEE) * (signers ?? 1))
    },
    getMinimumBalanceForRentExemption: ([length]) =>
      Number(chain.svm.minimumBalanceForRentExemption(BigInt(Number(length) || 0))),
    getBalance: ([owner]) => withContext(Number(chain.balance(String(owner)))),
    getAccountInfo: ([owner]) => withContext(accountInfo(String(owner))),
    getMultipleAccounts: ([owners]) =>
      withContext((owners as unknown[]).map((owner) => accountInfo(String(owner)))),
    getTokenAccountsByOwner: ([owner, filter]) =>
      withContext(
        chain
          .tokenAccountsOf(String(owner), filter as { mint?: string; programId?: string })
          .map((account) => ({ pubkey: account.address, account: encodedAccount(account) })),
      ),
    getTokenAccountBalance: ([at]) => {
      const account = chain.svm.getAccount(address(String(at)))
      if (!account.exists || account.data.length < 165)
        throw new RpcError(-32602, 'Invalid param: could not find account')
      const mint = chain.svm.getAccount(address(base58Encode(account.data.slice(0, 32))))
      const decimals = mint.exists ? (mint.data[44] ?? 0) : 0
      const amount = Buffer.from(account.data).readBigUInt64LE(64)
      return withContext({
        amount: amount.toString(),
        decimals,
        uiAmount: Number(amount) / 10 ** decimals,
        uiAmountString: (Number(amount) / 10 ** decimals).toString(),
      })
    },
    sendTransaction: (params) => {
      const result = chain.send(decodeWire(params))
      if ('signature' in result) return result.signature
      throw new RpcError(-32002, `Transaction simulation failed: ${result.error}`, {
        err: result.error,
        logs: result.logs,
      })
    },
    simulateTransaction: (params) => {
      const { err, logs, unitsConsumed } = chain.simulate(decodeWire(params))
      return withContext({ err, logs, accounts: null, unitsConsumed, returnData: null })
    },
    getSignatureStatuses: ([signatures]) =>
      withContext(
        (signatures as unknown[]).map((signature) => {
          const outcome = chain.outcome(String(signature))
          if (!outcome) return null
          return {
            slot: outcome.slot,
            confirmations: null,
            err: outcome.err,
            status: outcome.err ? { Err: outcome.err } : { Ok: null },
            confirmationStatus: 'finalized',
          }
        }),
      ),
    requestAirdrop: ([owner, amount]) => chain.airdrop(String(owner), BigInt(Number(amount))),
  }
}

function encodedAccount(account: {
  data: ArrayLike<number>
  executable: boolean
  lamports: bigint
  programAddress: string
  space: bigint
}) {
  return {
    data: [Buffer.from(Uint8Array.from(account.data)).toString('base64'), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: Number(account.space),
  }
}
