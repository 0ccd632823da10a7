import { describe, expect, it } from 'vitest'
import type { SignatureStep } from '../../../src/exports/core.js'
import { toTypedDataToSign } from '../../../src/exports/internal.js'

const step = (
  types: SignatureStep['signature']['typedData']['types'],
  message: Record<string, unknown>,
): SignatureStep => ({
  type: 'SIGNATURE',
  description: '',
  chainKey: 'base',
  signerAddress: '0x1',
  signature: {
    type: 'EIP712',
    typedData: { domain: { name: 'X', chainId: '8453' }, types, message },
  },
})

describe('toTypedDataToSign', () => {
  it('derives the primary type and drops EIP712Domain from the types', () => {
    const typed = toTypedDataToSign(
      step(
        {
          EIP712Domain: [{ name: 'name', type: 'string' }],
          Order: [{ name: 'amount', type: 'uint256' }],
        },
        { amount: '5' },
      ),
    )
    expect(typed.primaryType).toBe('Order')
    expect(Object.keys(typed.types)).toEqual(['Order'])
  })

  it('picks the type no other type refers to when there are nested types', () => {
    const typed = toTypedDataToSign(
      step(
        {
          Permit: [{ name: 'value', type: 'uint256' }],
          Order: [
            { name: 'permit', type: 'Permit' },
            { name: 'items', type: 'Permit[]' },
          ],
        },
        {},
      ),
    )
    expect(typed.primaryType).toBe('Order')
  })

  it('turns decimal strings of integer fields (and the domain chain id) into bigints, and leaves the rest', () => {
    const typed = toTypedDataToSign(
      step(
        {
          Order: [
            { name: 'amount', type: 'uint256' },
            { name: 'delta', type: 'int64' },
            { name: 'note', type: 'string' },
            { name: 'who', type: 'address' },
          ],
        },
        { amount: '123456789012345678901234567890', delta: '-5', note: '42', who: '0x1' },
      ),
    )
    expect(typed.message).toEqual({
      amount: 123456789012345678901234567890n,
      delta: -5n,
      note: '42',
      who: '0x1',
    })
    expect(typed.domain).toEqual({ name: 'X', chainId: 8453n })
  })
})
