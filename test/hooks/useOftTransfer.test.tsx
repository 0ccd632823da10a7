// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOftTransfer } from '../../src/exports/index.js'
import { oftRouteFor, oftTransferRequestFor } from '../helpers/oftRoutes.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const request = oftTransferRequestFor('OFT_ADAPTER')
const adapter = oftRouteFor('OFT_ADAPTER').source[1]

describe('useOftTransfer', () => {
  it('builds the send and the approval, ready for execution', async () => {
    const { result } = renderVtkitHook(() => useOftTransfer({ request }), {
      client: clientFor(server()),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.populatedTransaction?.to).toBe(adapter.address)
    expect(result.current.approvalTransaction?.to).toBe(adapter.innerToken)
    expect(result.current.amountCheck.state).toBe('exact')
    expect(server().simulator.count('/transfer')).toBe(1)
  })

  it('builds nothing while the form is incomplete', async () => {
    renderVtkitHook(() => useOftTransfer({ request: undefined }), { client: clientFor(server()) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count('/transfer')).toBe(0)
  })

  it('explains dust before building, and builds only when the caller accepts it', async () => {
    // 18 local decimals, 6 shared: 123 units cannot cross.
    const dusty = { ...request, amount: `${10n ** 18n + 123n}` }
    const { result } = renderVtkitHook(() => useOftTransfer({ request: dusty }), {
      client: clientFor(server()),
    })
    await waitFor(() => expect(result.current.amountCheck.state).toBe('dust'))
    expect(result.current.amountCheck).toEqual({
      state: 'dust',
      dust: 123n,
      sendable: 10n ** 18n,
      sharedDecimals: 6,
      localDecimals: 18,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count('/transfer')).toBe(0)
    const accepted = renderVtkitHook(() => useOftTransfer({ request: dusty, allowDust: true }), {
      client: clientFor(server()),
    })
    await waitFor(() => expect(accepted.result.current.isSuccess).toBe(true))
  })

  it('says an OFT /list does not hold is unlisted, and still reports what /transfer answers', async () => {
    const stranger = { ...request, oftAddress: '0x9999999999999999999999999999999999999999' }
    const { result } = renderVtkitHook(() => useOftTransfer({ request: stranger }), {
      client: clientFor(server()),
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.amountCheck.state).toBe('unlisted')
    expect(result.current.error?.name).toBe('ApiError')
  })

  it('reports bad input as InvalidInputError and a refused key as UnauthorizedError', async () => {
    const bad = renderVtkitHook(() => useOftTransfer({ request: { ...request, amount: '1.5' } }), {
      client: clientFor(server()),
    })
    await waitFor(() => expect(bad.result.current.isError).toBe(true))
    expect(bad.result.current.error?.name).toBe('InvalidInputError')
    const keyless = renderVtkitHook(() => useOftTransfer({ request }), {
      client: clientFor(server(), { oftApiKey: undefined }),
    })
    await waitFor(() => expect(keyless.result.current.isError).toBe(true))
    expect(keyless.result.current.error?.name).toBe('UnauthorizedError')
  })
})
