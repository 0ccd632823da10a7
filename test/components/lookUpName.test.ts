import { decodeFunctionData, encodeAbiParameters, namehash as viemNamehash } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { plainEnsName } from '../../src/components/recipients/ensName.js'
import {
  addressInResult,
  namehash,
  resolveCalldata,
} from '../../src/components/recipients/lookUpName.js'

// The universal resolver's call, encoded by hand (viem's getEnsAddress costs 21 kB): checked
// here against viem's own encoding of the same call.
const universalResolverAbi = [
  {
    name: 'resolveWithGateways',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { name: 'name', type: 'bytes' },
      { name: 'data', type: 'bytes' },
      { name: 'gateways', type: 'string[]' },
    ],
    outputs: [
      { name: '', type: 'bytes' },
      { name: 'resolver', type: 'address' },
    ],
  },
] as const

describe('the ENS lookup’s encoding', () => {
  it('hashes names as EIP-137 does', () => {
    for (const name of ['eth', 'alice.eth', 'pay.some-shop.eth', '_dmarc.x.eth', 'a.b.c.d.eth'])
      expect(`0x${namehash(name)}`).toBe(viemNamehash(name))
  })

  it('asks resolveWithGateways with the DNS-encoded name and addr(node), or addr(node, coinType)', () => {
    for (const coinType of [undefined, 60n, 2147483658n]) {
      const { functionName, args } = decodeFunctionData({
        abi: universalResolverAbi,
        data: resolveCalldata('alice.eth', coinType),
      })
      expect(functionName).toBe('resolveWithGateways')
      expect(args[0]).toBe(`0x${Buffer.from(packetToBytes('alice.eth')).toString('hex')}`)
      const node = viemNamehash('alice.eth').slice(2)
      expect(args[1]).toBe(
        coinType === undefined
          ? `0x3b3b57de${node}`
          : `0xf1cb7e06${node}${coinType.toString(16).padStart(64, '0')}`,
      )
      expect(args[2]).toEqual([])
    }
  })

  it('reads the address from what the resolver answers, checksummed, and nothing from a zero or empty record', () => {
    const resolver = '0x0000000000000000000000000000000000000001'
    const alice = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const answer = (result: `0x${string}`) =>
      encodeAbiParameters([{ type: 'bytes' }, { type: 'address' }], [result, resolver])
    const word = encodeAbiParameters([{ type: 'address' }], [alice])
    expect(addressInResult(answer(word), false)).toBe(alice)
    const ofCoin = encodeAbiParameters([{ type: 'bytes' }], [alice.toLowerCase() as `0x${string}`])
    expect(addressInResult(answer(ofCoin), true)).toBe(alice)
    expect(
      addressInResult(
        answer(encodeAbiParameters([{ type: 'address' }], [`0x${'0'.repeat(40)}`])),
        false,
      ),
    ).toBeNull()
    expect(
      addressInResult(answer(encodeAbiParameters([{ type: 'bytes' }], ['0x'])), true),
    ).toBeNull()
    // Not an EVM address (a Bitcoin script, 25 bytes): nothing.
    expect(
      addressInResult(
        answer(encodeAbiParameters([{ type: 'bytes' }], [`0x${'ab'.repeat(25)}`])),
        true,
      ),
    ).toBeNull()
  })

  it('looks up plain ASCII names only, lower-cased as ENSIP-15 does', () => {
    expect(plainEnsName('Alice.ETH')).toBe('alice.eth')
    expect(plainEnsName('_under.x-y.eth')).toBe('_under.x-y.eth')
    // Look-alike letters, emoji, the ACE prefix, an empty label, a space: not looked up.
    for (const name of [
      'vitalík.eth',
      '🦊.eth',
      'xn--80ak6aa92e.eth',
      'a..eth',
      'a b.eth',
      'a_b.eth',
    ])
      expect(plainEnsName(name), name).toBeUndefined()
  })
})
