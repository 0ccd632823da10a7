// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  createMemoryOftDeploymentMemory,
  createStorageOftDeploymentMemory,
} from '../../src/exports/core.js'

const adapter = {
  address: '0x00000000000000000000000000000000000000a1',
  type: 'OFT_ADAPTER',
  innerToken: '0x00000000000000000000000000000000000000b2',
}

afterEach(() => localStorage.clear())

describe('OFT deployment memory', () => {
  it('remembers what identifies the contract, by chain and symbol, in memory', () => {
    const memory = createMemoryOftDeploymentMemory()
    memory.remember('ethereum', 'USDT', { ...adapter, localDecimals: 6 } as typeof adapter)
    expect(memory.get()).toEqual({ 'ethereum:USDT': adapter })
  })

  it('keeps it in localStorage for the next visit', () => {
    createStorageOftDeploymentMemory().remember('ethereum', 'USDT', adapter)
    createStorageOftDeploymentMemory().remember('base', 'ETH', {
      address: '0x00000000000000000000000000000000000000c3',
      type: 'NATIVE_OFT_ADAPTER',
    })
    expect(createStorageOftDeploymentMemory().get()).toEqual({
      'ethereum:USDT': adapter,
      'base:ETH': {
        address: '0x00000000000000000000000000000000000000c3',
        type: 'NATIVE_OFT_ADAPTER',
      },
    })
  })

  it.each([
    ['text that is not JSON', 'not json'],
    ['an array', '[1, 2]'],
    ['entries without an address or a type', '{"ethereum:USDT": {"type": 3}, "base:ETH": null}'],
  ])('ignores %s in the storage', (_label, stored) => {
    localStorage.setItem('vtkit:oft-deployments', stored)
    expect(createStorageOftDeploymentMemory().get()).toEqual({})
  })

  it('loses only the memory when the storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    const memory = createStorageOftDeploymentMemory({ storage: full })
    expect(() => memory.remember('ethereum', 'USDT', adapter)).not.toThrow()
    expect(memory.get()).toEqual({})
  })
})
