// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type UseOftListParameters, useOftList } from '../../src/exports/index.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const [symbol, [entry] = []] = Object.entries(sharedCatalog.ofts).find(([, list]) =>
  Object.values(list[0]?.deployments ?? {}).some((deployment) => deployment.type === 'OFT_ADAPTER'),
) ?? ['', []]
const deployments = Object.entries(entry?.deployments ?? {})
const [srcChainName, source] =
  deployments.find(([, deployment]) => deployment.type === 'OFT_ADAPTER') ?? []

describe('useOftList', () => {
  it('lists OFTs and finds the deployments of a symbol, on one chain or all', async () => {
    const { result } = renderVtkitHook((props: UseOftListParameters) => useOftList(props), {
      client: clientFor(server()),
      initialProps: {},
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    // 40 token families and ether, the native coin's OFT.
    expect(result.current.data?.symbols).toHaveLength(41)
    const all = result.current.data?.deployments(symbol.toLowerCase()) ?? []
    expect(all).toHaveLength(deployments.length)
    const one = result.current.data?.deployments(symbol, srcChainName)
    expect(one).toEqual([{ entry, chainName: srcChainName, deployment: source }])
    expect(result.current.data?.deployments('NOPE')).toEqual([])
  })

  it('sends its filters', async () => {
    const { result } = renderVtkitHook((props: UseOftListParameters) => useOftList(props), {
      client: clientFor(server()),
      initialProps: { symbols: [symbol], chainNames: [srcChainName ?? ''] },
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.symbols).toEqual([symbol])
    expect(new URL(server().simulator.requests[0]?.url ?? '').searchParams.get('symbols')).toBe(
      symbol,
    )
  })
})
