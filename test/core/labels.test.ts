import { describe, expect, it } from 'vitest'
import {
  chainTypeLabel,
  executionEventLabel,
  quoteRouteLabel,
  readable,
  routeKind,
  routeLabel,
  statusLabel,
} from '../../src/exports/core.js'

describe('routeLabel and routeKind', () => {
  it.each([
    ['STARGATE_V2_TAXI', 'Stargate (fast)', 'stargate'],
    ['STARGATE_V2_BUS', 'Stargate (economy)', 'stargate'],
    ['CCTP_V2', 'Circle CCTP', 'cctp'],
    ['OFT_V2', 'LayerZero OFT', 'oft'],
    ['AORI_V1', 'Aori intent', 'intent'],
    // The specification's names for the same routes.
    ['BRIDGEA_V2_TAXI', 'Stargate (fast)', 'stargate'],
    ['BRIDGEA_V2_BUS', 'Stargate (economy)', 'stargate'],
    ['CCTP', 'Circle CCTP', 'cctp'],
    ['OFT', 'LayerZero OFT', 'oft'],
    ['INTENTA', 'Aori intent', 'intent'],
  ])('%s is "%s" (%s)', (type, label, kind) => {
    expect(routeLabel(type)).toBe(label)
    expect(routeKind(type)).toBe(kind)
  })

  it('makes an unknown route type readable, and never says a raw enum', () => {
    expect(routeLabel('HYPERCORE_USDC_V2')).toBe('Hypercore usdc V2')
    expect(routeKind('HYPERCORE_USDC_V2')).toBe('other')
    expect(routeLabel(undefined)).toBe('Unknown route')
    expect(routeLabel('')).toBe('Unknown route')
  })

  it('does not read inherited object keys as routes', () => {
    expect(routeLabel('constructor')).toBe('Constructor')
    expect(routeKind('toString')).toBe('other')
  })

  it('joins the hops of a multi-step route, once per type', () => {
    expect(
      quoteRouteLabel({
        routeSteps: [{ type: 'CCTP_V2' }, { type: 'STARGATE_V2_BUS' }, { type: 'CCTP_V2' }],
      }),
    ).toBe('Circle CCTP → Stargate (economy)')
    expect(quoteRouteLabel({ routeSteps: [] })).toBe('Unknown route')
    expect(quoteRouteLabel({})).toBe('Unknown route')
  })
})

describe('statusLabel, executionEventLabel, chainTypeLabel', () => {
  it('names the known values for people', () => {
    expect(['UNKNOWN', 'PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED'].map(statusLabel)).toEqual([
      'Not seen yet',
      'Pending',
      'In transit',
      'Complete',
      'Failed',
    ])
    expect(['SENT', 'BUS_RODE', 'DELIVERED'].map(executionEventLabel)).toEqual([
      'Sent',
      'Batch departed',
      'Delivered',
    ])
    expect(['EVM', 'SOLANA', 'STARKNET', 'APTOS', 'TRON'].map(chainTypeLabel)).toEqual([
      'EVM',
      'Solana',
      'Starknet',
      'Aptos',
      'Tron',
    ])
  })

  it('makes values the service adds later readable', () => {
    expect(statusLabel('REFUNDING')).toBe('Refunding')
    expect(executionEventLabel('REFUNDED_ON_SOURCE')).toBe('Refunded on source')
    expect(chainTypeLabel('COSMOS')).toBe('Cosmos')
    expect(statusLabel(undefined)).toBe('Not seen yet')
    expect(executionEventLabel(undefined)).toBe('Update')
    expect(chainTypeLabel(undefined)).toBe('unknown')
  })
})

describe('readable', () => {
  it.each([
    ['SOME_NEW_ROUTE_V3', 'Some new route V3'],
    ['kebab-case-v12', 'Kebab case V12'],
    ['  spaced   out  ', 'Spaced out'],
    ['___', 'Unknown'],
    ['', 'Unknown'],
  ])('%j → %j', (raw, text) => {
    expect(readable(raw)).toBe(text)
  })
})
