import { describe, expect, it } from 'vitest'
import { findIntentOrder, quoteExpiryTime, type UserStep } from '../../src/exports/core.js'
import { INTENT_ORDER_FIELDS } from '../../src/exports/internal.js'

const contract = '0x4c33de5e1b6b6e1c3f1a2e8f06a8bbd2f5a3a003'
const wallet = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const message = {
  inputAmount: '25000000',
  outputAmount: '24980000',
  inputToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  outputToken: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  startTime: '1795418800',
  endTime: 1795418890,
  srcEid: '30184',
  dstEid: 30110,
  offerer: wallet,
  recipient: wallet,
}

function signatureStep(
  order: Record<string, unknown>,
  fields: readonly { name: string; type: string }[] = INTENT_ORDER_FIELDS,
): UserStep {
  return {
    type: 'SIGNATURE',
    chainKey: 'base',
    description: 'Sign the order',
    signerAddress: wallet,
    signature: {
      type: 'EIP712',
      typedData: {
        domain: { name: 'Aori', version: '0.3.1', verifyingContract: contract },
        types: { Order: [...fields] },
        primaryType: 'Order',
        message: order,
      },
    },
  } as UserStep
}

describe('findIntentOrder', () => {
  it('reads the Aori order of the SIGNATURE step, integers from text or numbers', () => {
    const found = findIntentOrder([signatureStep(message)])
    expect(found).toMatchObject({ stepIndex: 0, verifyingContract: contract })
    expect(found?.order).toEqual({
      ...message,
      inputAmount: 25_000_000n,
      outputAmount: 24_980_000n,
      startTime: 1_795_418_800,
      srcEid: 30_184,
    })
  })

  it('finds no order where there is no SIGNATURE step', () => {
    expect(findIntentOrder([])).toBeUndefined()
  })

  it.each([
    ['a field missing', { ...message, recipient: undefined }],
    ['an amount that is not an integer', { ...message, inputAmount: '1.5' }],
    ['a uint32 out of range', { ...message, endTime: 2 ** 32 }],
    ['an address that is not one', { ...message, offerer: 'me' }],
    ['a negative amount', { ...message, outputAmount: '-1' }],
  ])('reads no order from a message with %s, keeping the contract', (_label, order) => {
    const found = findIntentOrder([signatureStep(order)])
    expect(found?.order).toBeUndefined()
    expect(found?.verifyingContract).toBe(contract)
  })

  it('reads no order from another schema (a field renamed or retyped)', () => {
    const renamed = INTENT_ORDER_FIELDS.map((field) =>
      field.name === 'recipient' ? { ...field, name: 'receiver' } : field,
    )
    expect(findIntentOrder([signatureStep(message, renamed)])?.order).toBeUndefined()
    const retyped = INTENT_ORDER_FIELDS.map((field) =>
      field.name === 'inputAmount' ? { ...field, type: 'uint256' } : field,
    )
    expect(findIntentOrder([signatureStep(message, retyped)])?.order).toBeUndefined()
  })

  it('gives the quote its order’s endTime as expiry when that comes first', () => {
    const steps = [signatureStep(message)]
    expect(quoteExpiryTime({ userSteps: steps })).toBe(1_795_418_890_000)
    expect(quoteExpiryTime({ userSteps: steps, expiresAt: '1795418950000' })).toBe(
      1_795_418_890_000,
    )
    expect(quoteExpiryTime({ userSteps: steps, expiresAt: '1795418850' })).toBe(1_795_418_850_000)
    expect(quoteExpiryTime({ userSteps: steps, expiresAt: 'soon' })).toBe(1_795_418_890_000)
  })
})
