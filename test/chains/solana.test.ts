import {
  type Address,
  address,
  getAddressEncoder,
  getProgramDerivedAddress,
  lamports,
} from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildUserSteps,
  type Chain,
  executeSteps,
  getChains,
  getMetadata,
  getQuotes,
  type Metadata,
  type Quote,
  type QuoteRequest,
  type SolanaExecutor,
  type SolanaTransactionStep,
  UnsafeStepError,
} from '../../src/exports/core.js'
import { solanaTransaction } from '../../src/testing/solanaTransaction.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'
import { createSolanaTestWallet } from '../helpers/solanaWallet.js'

let wallet: Awaited<ReturnType<typeof createSolanaTestWallet>>
/** Associated token accounts, by owner and mint (derived as a test needs them). */
const tokenAccounts = new Map<string, string>()
// The simulator builds its Solana transactions on the runtime's own latest blockhash, and moves
// SPL tokens from the wallet's associated token account into the route account's.
const server = withSimulatorServer({
  catalog: sharedCatalog,
  recentBlockhash: () => wallet.svm.latestBlockhash(),
  solanaTokenAccount: (owner, mint) => tokenAccounts.get(`${owner}:${mint}`),
})
let chains: Chain[]
let metadata: Metadata

beforeAll(async () => {
  wallet = await createSolanaTestWallet()
  chains = await getChains(clientFor(server()))
  metadata = await getMetadata(clientFor(server()))
  // The service's vault exists on chain (rent-exempt), as in production.
  wallet.svm.airdrop(vault(), lamports(1_000_000_000n))
})

const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [found] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(TOKEN_PROGRAM), encoder.encode(mint)],
  })
  return found
}

/** Writes an SPL mint (no authority needed: supply is set by hand) onto the runtime. */
function setMint(mint: Address, decimals: number) {
  const data = new Uint8Array(82)
  data[44] = decimals
  data[45] = 1 // initialized
  wallet.svm.setAccount({
    address: mint,
    data,
    executable: false,
    lamports: lamports(1_000_000_000n),
    programAddress: TOKEN_PROGRAM,
    space: 82n,
  })
}

/** Writes an initialized SPL token account holding `amount` of `mint` for `owner`. */
function setTokenAccount(at: Address, mint: Address, owner: Address, amount: bigint) {
  const data = new Uint8Array(165)
  data.set(getAddressEncoder().encode(mint), 0)
  data.set(getAddressEncoder().encode(owner), 32)
  new DataView(data.buffer).setBigUint64(64, amount, true)
  data[108] = 1 // AccountState::Initialized
  wallet.svm.setAccount({
    address: at,
    data,
    executable: false,
    lamports: lamports(2_039_280n),
    programAddress: TOKEN_PROGRAM,
    space: 165n,
  })
}

function tokenBalance(at: Address): bigint {
  const account = wallet.svm.getAccount(at)
  if (!account.exists) return 0n
  return new DataView(Uint8Array.from(account.data).buffer).getBigUint64(64, true)
}

async function solanaQuote() {
  const request: QuoteRequest = {
    ...bodyOf(
      quoteRequestFor({ srcChainKey: 'solana', symbol: 'USDC', routeType: 'STARGATE_V2_TAXI' }, 1n),
    ),
    srcWalletAddress: wallet.owner,
  }
  const { quotes } = await getQuotes(clientFor(server()), request)
  // A taxi quote: its messaging fee is paid in SOL, to the vault.
  const quote = quotes.find((item) => item.routeSteps[0]?.type === 'STARGATE_V2_TAXI')
  if (!quote) throw new Error('no Solana quote')
  return { quote, request }
}

const vault = () => address(metadata.solana?.deployments.multicall?.address ?? '')

describe('Solana steps on an in-process runtime', () => {
  it('rebuild right before signing, then run on chain: the native fee reaches the vault', async () => {
    const { quote, request } = await solanaQuote()
    const before = wallet.svm.getBalance(vault()) ?? 0n
    const prompts = wallet.state.prompts
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    })
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(server().simulator.count('/build-user-steps')).toBe(1)
    expect(wallet.state.prompts - prompts).toBe(1)
    const fee = quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0'
    expect((wallet.svm.getBalance(vault()) ?? 0n) - before).toBe(BigInt(fee))
    expect(BigInt(fee)).toBeGreaterThan(0n)
    expect(result.srcTxHash).toBe(result.steps[0]?.hash)
  })

  it('an SPL USDC transfer opens the route account’s token account and moves the amount into it, the fee to the vault, with no finding', async () => {
    const usdc = quoteRequestFor(
      { srcChainKey: 'solana', symbol: 'USDC', routeType: 'STARGATE_V2_TAXI' },
      1n,
    )
    const mint = address(usdc.srcTokenAddress)
    const owned = await associatedTokenAccount(address(wallet.owner), mint)
    // Production pays the associated token account of the route's account (public-facts.md).
    const routeAccount = address(metadata.solana?.deployments.transferDelegate?.address ?? '')
    const routeTokens = await associatedTokenAccount(routeAccount, mint)
    setMint(mint, usdc.route.source.token.decimals)
    setTokenAccount(owned, mint, address(wallet.owner), 5n * BigInt(usdc.amount))
    tokenAccounts.set(`${wallet.owner}:${mint}`, owned)
    tokenAccounts.set(`${routeAccount}:${mint}`, routeTokens)
    expect(wallet.svm.getAccount(routeTokens)?.exists ?? false).toBe(false)
    const { quote, request } = await solanaQuote()
    const vaultBefore = wallet.svm.getBalance(vault()) ?? 0n
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    })
    tokenAccounts.clear()
    expect(result.steps.map((step) => step.state)).toEqual(['confirmed'])
    expect(tokenBalance(routeTokens)).toBe(BigInt(quote.srcAmount))
    expect(tokenBalance(owned)).toBe(4n * BigInt(quote.srcAmount))
    const fee = quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0'
    expect((wallet.svm.getBalance(vault()) ?? 0n) - vaultBefore).toBe(BigInt(fee))
  })

  it('never sends a transaction that aged past 50 s in the wallet: it is rebuilt and signed again', async () => {
    const { quote, request } = await solanaQuote()
    let time = Date.now()
    wallet.state.whileOpen = () => {
      // The first prompt stays open for a minute; the second is answered at once.
      wallet.state.whileOpen = undefined
      time += 60_000
    }
    const sentBefore = wallet.state.sent
    const result = await executeSteps({
      client: clientFor(server()),
      quote: { ...quote, expiresAt: undefined },
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
      now: () => time,
    })
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(server().simulator.count('/build-user-steps')).toBe(2)
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('rebuilds when the blockhash expired while the wallet was open, and never sends the stale one', async () => {
    const { quote, request } = await solanaQuote()
    wallet.state.whileOpen = () => {
      wallet.state.whileOpen = undefined
      wallet.svm.expireBlockhash()
    }
    const sentBefore = wallet.state.sent
    const result = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    })
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(server().simulator.count('/build-user-steps')).toBe(2)
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('keeps the transfer when the user declines, and sends once on retry', async () => {
    const { quote, request } = await solanaQuote()
    wallet.state.declineNext = true
    const parameters = {
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    }
    await expect(executeSteps(parameters)).rejects.toMatchObject({
      name: 'UserRejectedError',
      stepIndex: 0,
    })
    const sentBefore = wallet.state.sent
    const result = await executeSteps(parameters)
    expect(result.steps[0]?.state).toBe('confirmed')
    expect(wallet.state.sent - sentBefore).toBe(1)
  })

  it('signs nothing with an executor that brings no checks (an app without types)', async () => {
    const { quote, request } = await solanaQuote()
    const prompts = wallet.state.prompts
    const unchecked = { ...wallet.executor, checks: undefined } as unknown as SolanaExecutor
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: unchecked },
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UnsafeStepError', rule: 'no-checks' })
    expect(wallet.state.prompts).toBe(prompts)
  })

  it('refuses to sign for another wallet than the connected one', async () => {
    const { quote, request } = await solanaQuote()
    const prompts = wallet.state.prompts
    await expect(
      executeSteps({
        client: clientFor(server()),
        quote,
        request,
        walletAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        metadata,
        chains,
        executors: { solana: wallet.executor },
      }),
    ).rejects.toMatchObject({ name: 'UnsafeStepError', rule: 'signer-mismatch' })
    expect(wallet.state.prompts).toBe(prompts)
    expect(server().simulator.count('/build-user-steps')).toBe(0)
  })
})

describe('hostile Solana transactions are refused before the wallet is asked', () => {
  const stranger = 'BPFLoaderUpgradeab1e11111111111111111111111'
  const programs = {
    system: '11111111111111111111111111111111',
    token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    computeBudget: 'ComputeBudget111111111111111111111111111111',
    associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  }
  const u32u64 = (code: number, value: bigint) => {
    const data = new Uint8Array(12)
    const view = new DataView(data.buffer)
    view.setUint32(0, code, true)
    view.setBigUint64(4, value, true)
    return data
  }
  const tokenData = (kind: number, amount = 1_000_000n) => {
    const data = new Uint8Array(9)
    data[0] = kind
    new DataView(data.buffer).setBigUint64(1, amount, true)
    return data
  }
  const tokenAccount = 'So11111111111111111111111111111111111111112'

  type Attack = [label: string, rule: string, build: (fee: bigint) => string]
  const blockhash = () => wallet.svm.latestBlockhash()
  const attacks: Attack[] = [
    [
      'SOL sent to a stranger',
      'solana-instruction',
      (fee) =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.system,
              accounts: [wallet.owner, stranger],
              data: u32u64(2, fee),
            },
          ],
        }),
    ],
    [
      'the wallet account assigned to another program',
      'solana-instruction',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            { programId: programs.system, accounts: [wallet.owner], data: u32u64(1, 0n) },
          ],
        }),
    ],
    [
      'an SPL Approve to a stranger',
      'solana-instruction',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.token,
              accounts: [tokenAccount, stranger, wallet.owner],
              data: tokenData(4),
            },
          ],
        }),
    ],
    [
      'an SPL SetAuthority',
      'solana-instruction',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.token,
              accounts: [tokenAccount, wallet.owner],
              data: Uint8Array.of(6, 2, 1, ...new Uint8Array(32).fill(9)),
            },
          ],
        }),
    ],
    [
      'an SPL Transfer to a stranger',
      'solana-instruction',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.token,
              accounts: [tokenAccount, stranger, wallet.owner],
              data: tokenData(3),
            },
          ],
        }),
    ],
    [
      'another fee payer (v0 message)',
      'solana-fee-payer',
      (fee) =>
        solanaTransaction({
          feePayer: stranger,
          coSigners: [wallet.owner],
          recentBlockhash: blockhash(),
          version: 0,
          instructions: [
            { programId: programs.system, accounts: [wallet.owner, vault()], data: u32u64(2, fee) },
          ],
        }),
    ],
    [
      'an unknown program (v0 message)',
      'solana-program',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          version: 0,
          instructions: [{ programId: stranger, accounts: [wallet.owner], data: Uint8Array.of(1) }],
        }),
    ],
    [
      'a priority fee of 1,400 SOL to the validator',
      'solana-instruction',
      (fee) => {
        const limit = new Uint8Array(5)
        limit[0] = 2
        new DataView(limit.buffer).setUint32(1, 1_400_000, true)
        const price = new Uint8Array(9)
        price[0] = 3
        new DataView(price.buffer).setBigUint64(1, 1_000_000_000_000n, true)
        return solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            { programId: programs.computeBudget, accounts: [], data: limit },
            { programId: programs.computeBudget, accounts: [], data: price },
            { programId: programs.system, accounts: [wallet.owner, vault()], data: u32u64(2, fee) },
          ],
        })
      },
    ],
    [
      "token accounts created for a stranger at the wallet's expense",
      'solana-instruction',
      () =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.associatedToken,
              accounts: [wallet.owner, tokenAccount, stranger, programs.token],
              data: Uint8Array.of(1),
            },
          ],
        }),
    ],
    [
      'SOL to the vault beyond the quoted fees',
      'ledger-fee-excessive',
      (fee) =>
        solanaTransaction({
          feePayer: wallet.owner,
          recentBlockhash: blockhash(),
          instructions: [
            {
              programId: programs.system,
              accounts: [wallet.owner, vault()],
              data: u32u64(2, fee + 1_000_000_000n),
            },
          ],
        }),
    ],
  ]

  it.each(attacks)('%s (%s)', async (_label, rule, build) => {
    const { quote, request } = await solanaQuote()
    const fee = BigInt(quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0')
    const [honest] = (await buildUserSteps(clientFor(server()), { quoteId: quote.id })) as [
      SolanaTransactionStep,
    ]
    const hostile = structuredClone(honest)
    hostile.transaction.encoded.data = build(fee)
    server().simulator.faults.inject({
      path: '/build-user-steps',
      times: 1,
      fault: { type: 'body', body: JSON.stringify({ userSteps: [hostile] }) },
    })
    const prompts = wallet.state.prompts
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UnsafeStepError)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(rule)
    expect(wallet.state.prompts).toBe(prompts)
  })

  it('a rebuild that does something else than the checked transaction is never signed', async () => {
    const { quote, request } = await solanaQuote()
    const fee = BigInt(quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0')
    const [honest] = (await buildUserSteps(clientFor(server()), { quoteId: quote.id })) as [
      SolanaTransactionStep,
    ]
    const hostile = structuredClone(honest)
    hostile.transaction.encoded.data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        { programId: programs.system, accounts: [wallet.owner, vault()], data: u32u64(2, fee) },
        { programId: programs.system, accounts: [wallet.owner, stranger], data: u32u64(2, 1n) },
      ],
    })
    let time = Date.now()
    wallet.state.whileOpen = () => {
      // The first prompt stays open for a minute, so the transaction is built again: this time
      // the service adds a transfer to a stranger.
      wallet.state.whileOpen = undefined
      time += 60_000
      server().simulator.faults.inject({
        path: '/build-user-steps',
        times: 1,
        fault: { type: 'body', body: JSON.stringify({ userSteps: [hostile] }) },
      })
    }
    const sent = wallet.state.sent
    const prompts = wallet.state.prompts
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
      now: () => time,
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UnsafeStepError', rule: 'rebuilt-step-changed' })
    expect(wallet.state.sent).toBe(sent)
    expect(wallet.state.prompts).toBe(prompts + 1)
  })
})

// Issue #39: Solana steps that moved other tokens, or paid fees nobody could bound, passed the
// checks that read each instruction's shape. The ledger adds them up: each is refused (or, where
// only the user can judge a fee, said), the wallet asked nothing; the honest SPL step still runs
// (above).
describe('every unit accounted for on Solana', () => {
  const wbtc = '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh'
  const usdt = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
  const programs = {
    system: '11111111111111111111111111111111',
    token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  }
  const checked = (kind: 12 | 13, amount: bigint, decimals: number) => {
    const data = new Uint8Array(10)
    data[0] = kind
    new DataView(data.buffer).setBigUint64(1, amount, true)
    data[9] = decimals
    return data
  }
  const lamportsTo = (to: string, amount: bigint) => {
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, amount, true)
    return { programId: programs.system, accounts: [wallet.owner, to], data }
  }
  const routeAccount = () => metadata.solana?.deployments.transferDelegate?.address ?? ''

  /** The honest USDC step's parts: its mint, the wallet's and the route's token accounts. */
  async function usdcParts() {
    const usdc = quoteRequestFor(
      { srcChainKey: 'solana', symbol: 'USDC', routeType: 'STARGATE_V2_TAXI' },
      1n,
    )
    const mint = address(usdc.srcTokenAddress)
    return {
      mint,
      decimals: usdc.route.source.token.decimals,
      owned: await associatedTokenAccount(address(wallet.owner), mint),
      route: await associatedTokenAccount(address(routeAccount()), mint),
    }
  }

  /** The service answers /build-user-steps with `data` once, and /quotes with `quote` if given. */
  async function attempt(data: string, change?: (quote: Quote) => void) {
    const { quote, request } = await solanaQuote()
    if (change) {
      change(quote)
      server().simulator.faults.inject({
        path: '/quotes',
        times: 1,
        fault: { type: 'body', body: JSON.stringify({ quotes: [quote], tokens: [] }) },
      })
    }
    const [honest] = (await buildUserSteps(clientFor(server()), { quoteId: quote.id })) as [
      SolanaTransactionStep,
    ]
    const hostile = structuredClone(honest)
    hostile.transaction.encoded.data = data
    server().simulator.faults.inject({
      path: '/build-user-steps',
      times: 1,
      fault: { type: 'body', body: JSON.stringify({ userSteps: [hostile] }) },
    })
    const read = change ? (await getQuotes(clientFor(server()), request)).quotes[0] : quote
    const prompts = wallet.state.prompts
    const failure = await executeSteps({
      client: clientFor(server()),
      quote: read as Quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    }).catch((error: unknown) => error)
    return {
      rules:
        failure instanceof UnsafeStepError ? failure.findings.map((finding) => finding.rule) : [],
      asked: wallet.state.prompts - prompts,
    }
  }

  it("approvals of the wallet's USDT and wBTC to the route account, beside the honest transfer", async () => {
    const usdc = await usdcParts()
    const { quote } = await solanaQuote()
    const data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        {
          programId: programs.token,
          accounts: [usdc.owned, usdc.mint, usdc.route, wallet.owner],
          data: checked(12, BigInt(quote.srcAmount), usdc.decimals),
        },
        ...[usdt, wbtc].map((mint) => ({
          programId: programs.token,
          accounts: [wallet.owner, mint, routeAccount(), wallet.owner],
          data: checked(13, 10n ** 12n, 6),
        })),
      ],
    })
    const { rules, asked } = await attempt(data)
    expect(rules).toContain('ledger-other-asset')
    expect(asked).toBe(0)
  })

  it("0.24 wBTC paid into the route account's wBTC token account, beside the USDC", async () => {
    const usdc = await usdcParts()
    const { quote } = await solanaQuote()
    const routeWbtc = await associatedTokenAccount(address(routeAccount()), address(wbtc))
    const ownWbtc = await associatedTokenAccount(address(wallet.owner), address(wbtc))
    const data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        {
          programId: programs.token,
          accounts: [usdc.owned, usdc.mint, usdc.route, wallet.owner],
          data: checked(12, BigInt(quote.srcAmount), usdc.decimals),
        },
        {
          programId: programs.token,
          accounts: [ownWbtc, wbtc, routeWbtc, wallet.owner],
          data: checked(12, 24_000_000n, 8),
        },
      ],
    })
    const { rules, asked } = await attempt(data)
    expect(rules).toContain('ledger-other-asset')
    expect(asked).toBe(0)
  })

  it('1,000 USDC paid to the route beside a transfer of SOL', async () => {
    const usdc = await usdcParts()
    // The catalogue routes no SOL from Solana: the USDC quote, asked and served as one for 1 SOL.
    const usdcQuote = await solanaQuote()
    const oneSol = 10n ** 9n
    const request: QuoteRequest = {
      ...usdcQuote.request,
      srcTokenAddress: 'So11111111111111111111111111111111111111112',
      amount: String(oneSol),
    }
    server().simulator.faults.inject({
      path: '/quotes',
      times: 1,
      fault: {
        type: 'body',
        body: JSON.stringify({
          quotes: [{ ...usdcQuote.quote, srcAmount: String(oneSol) }],
          tokens: [],
        }),
      },
    })
    const { quotes } = await getQuotes(clientFor(server()), request)
    const quote = quotes[0] as Quote
    const fee = quote.fees
      .filter((item) => item.chainKey === 'solana')
      .reduce((sum, item) => sum + BigInt(item.amount), 0n)
    const data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        lamportsTo(vault(), BigInt(quote.srcAmount) + fee),
        {
          programId: programs.token,
          accounts: [usdc.owned, usdc.mint, usdc.route, wallet.owner],
          data: checked(12, 1_000n * 10n ** BigInt(usdc.decimals), usdc.decimals),
        },
      ],
    })
    server().simulator.faults.inject({
      path: '/build-user-steps',
      times: 1,
      fault: {
        type: 'body',
        body: JSON.stringify({
          userSteps: [
            {
              type: 'TRANSACTION',
              chainType: 'SOLANA',
              chainKey: 'solana',
              signerAddress: wallet.owner,
              description: 'Bridge',
              transaction: { encoded: { encoding: 'base64', data } },
            },
          ],
        }),
      },
    })
    const prompts = wallet.state.prompts
    const failure = await executeSteps({
      client: clientFor(server()),
      quote,
      request,
      walletAddress: wallet.owner,
      metadata,
      chains,
      executors: { solana: wallet.executor },
    }).catch((error: unknown) => error)
    expect((failure as UnsafeStepError).findings.map((finding) => finding.rule)).toContain(
      'ledger-other-asset',
    )
    expect(wallet.state.prompts).toBe(prompts)
  })

  it('5 SOL to the route as a "fee" on a USDC transfer, the quote declaring it, no SOL price and no feeUsd', async () => {
    const usdc = await usdcParts()
    const { quote } = await solanaQuote()
    const five = 5n * 10n ** 9n
    const data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        lamportsTo(vault(), five),
        {
          programId: programs.token,
          accounts: [usdc.owned, usdc.mint, usdc.route, wallet.owner],
          data: checked(12, BigInt(quote.srcAmount), usdc.decimals),
        },
      ],
    })
    const { rules, asked } = await attempt(data, (hostile) => {
      hostile.fees = hostile.fees.map((item) =>
        item.type === 'MESSAGE' ? { ...item, amount: String(five) } : item,
      )
      hostile.feeUsd = undefined
    })
    // Nothing the service does not set can bound it: said, for the user to decide.
    expect(rules).toContain('ledger-fee-unverified')
    expect(asked).toBe(0)
  })

  it.each([
    ['a program only /metadata names, invoked with the wallet as signer', () => vault()],
    ["production's route account invoked as a program", () => routeAccount()],
  ])('%s', async (_label, program) => {
    const { quote } = await solanaQuote()
    const fee = BigInt(quote.fees.find((item) => item.type === 'MESSAGE')?.amount ?? '0')
    const data = solanaTransaction({
      feePayer: wallet.owner,
      recentBlockhash: wallet.svm.latestBlockhash(),
      instructions: [
        lamportsTo(vault(), fee),
        { programId: program(), accounts: [wallet.owner], data: Uint8Array.of(1, 2, 3) },
      ],
    })
    const { rules, asked } = await attempt(data)
    expect(rules).toContain('solana-program')
    expect(asked).toBe(0)
  })
})
