// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type UseRoutesParameters, useRoutes } from '../../src/exports/index.js'
import { quoteRequestFor } from '../helpers/quoteRequests.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const { route } = quoteRequestFor({ symbol: 'USDC', srcChainKey: 'base' })
const routesHook = (props: UseRoutesParameters) => useRoutes(props)

describe('useRoutes', () => {
  it('groups the destinations of a source by chain, and answers isRoute', async () => {
    const { result } = renderVtkitHook(routesHook, {
      client: clientFor(server()),
      initialProps: { srcChainKey: 'base', srcTokenAddress: route.source.token.address },
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const index = result.current.data
    expect(index?.byChain.size).toBeGreaterThan(10)
    expect(index?.byChain.has('base')).toBe(false)
    const destination = route.destination.token
    expect(
      index?.isRoute(destination.chainKey, destination.address.toUpperCase().replace('0X', '0x')),
    ).toBe(true)
    expect(index?.isRoute(destination.chainKey, '0x0000000000000000000000000000000000000001')).toBe(
      false,
    )
    expect(index?.isRoute('atlantis', destination.address)).toBe(false)
  })

  it.each([
    [{}],
    [{ srcChainKey: 'base' }],
    [{ srcTokenAddress: route.source.token.address }],
    [{ srcChainKey: '', srcTokenAddress: route.source.token.address }],
  ])('makes no request until both parts are known: %j', async (props) => {
    const { result } = renderVtkitHook(routesHook, {
      client: clientFor(server()),
      initialProps: props,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.fetchStatus).toBe('idle')
    expect(server().simulator.count()).toBe(0)
  })

  it('shares one cache entry for an address in any case', async () => {
    const address = route.source.token.address
    const first = renderVtkitHook(routesHook, {
      client: clientFor(server()),
      initialProps: { srcChainKey: 'base', srcTokenAddress: address },
    })
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
    const second = renderVtkitHook(routesHook, {
      client: clientFor(server()),
      queryClient: first.queryClient,
      initialProps: {
        srcChainKey: 'base',
        srcTokenAddress: address.toUpperCase().replace('0X', '0x'),
      },
    })
    expect(second.result.current.isSuccess).toBe(true)
    expect(server().simulator.count('/tokens')).toBe(1)
  })

  it('reports failures as typed errors', async () => {
    server().simulator.faults.inject({ path: '/tokens', fault: { type: 'drop' } })
    const { result } = renderVtkitHook(routesHook, {
      client: clientFor(server(), { retry: false }),
      initialProps: { srcChainKey: 'base', srcTokenAddress: route.source.token.address },
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.name).toBe('NetworkError')
  })
})
