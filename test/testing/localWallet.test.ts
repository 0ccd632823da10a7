import { describe, expect, inject, it } from 'vitest'
import { createLocalTestWallet } from '../../src/exports/testing.js'

const { chains, user } = inject('localChains')
const [first, second] = chains

describe('createLocalTestWallet', () => {
  const wallet = () =>
    createLocalTestWallet({ chains, account: user, chainId: first?.chainId ?? 0 })

  it('answers as a wallet: its account once connected, its chain, a switch announced to listeners', async () => {
    const test = wallet()
    expect(await test.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await test.provider.request({ method: 'eth_requestAccounts' })).toEqual([user])
    expect(await test.provider.request({ method: 'eth_accounts' })).toEqual([user])
    expect(await test.provider.request({ method: 'eth_chainId' })).toBe(
      `0x${first?.chainId.toString(16)}`,
    )
    const changes: unknown[] = []
    const listener = (chainId: unknown) => changes.push(chainId)
    test.provider.on('chainChanged', listener)
    const hex = `0x${second?.chainId.toString(16)}`
    await test.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: hex }],
    })
    expect(changes).toEqual([hex])
    expect(test.chainId).toBe(second?.chainId)
    test.provider.removeListener('chainChanged', listener)
    // Reads go to the node of the current chain.
    expect(await test.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    expect(test.prompts.map((prompt) => prompt.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('declines like a user (4001), refuses unknown chains (4902), and can refuse switching', async () => {
    const test = wallet()
    test.decline('eth_sendTransaction')
    const declined = await test.provider
      .request({ method: 'eth_sendTransaction', params: [{ from: user, to: user, value: '0x0' }] })
      .catch((error: { code?: number }) => error)
    expect(declined).toMatchObject({ code: 4001 })
    const unknown = await test.provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((error: { code?: number }) => error)
    expect(unknown).toMatchObject({ code: 4902 })
    test.refuseChainSwitch()
    const refused = await test.provider
      .request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${second?.chainId.toString(16)}` }],
      })
      .catch((error: { code?: number }) => error)
    expect(refused).toMatchObject({ code: 4001 })
    expect(test.chainId).toBe(first?.chainId)
  })

  it('can lose the answer of a broadcast transaction, which is still mined', async () => {
    const test = wallet()
    const nonce = async () =>
      Number(
        await test.provider.request({
          method: 'eth_getTransactionCount',
          params: [user, 'latest'],
        }),
      )
    const before = await nonce()
    test.dropAfterBroadcast()
    const lost = await test.provider
      .request({ method: 'eth_sendTransaction', params: [{ from: user, to: user, value: '0x0' }] })
      .catch((error: { code?: number }) => error)
    expect(lost).toMatchObject({ code: -32603 })
    expect(await nonce()).toBe(before + 1)
  })
})
