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
  })

  it('makes no request while the form is incomplete', async () => {
    renderVtkitHook(() => useOftTransfer({ request: undefined }), { client: clientFor(server()) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server().simulator.count()).toBe(0)
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
