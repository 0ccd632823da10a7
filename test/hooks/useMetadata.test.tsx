// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useMetadata } from '../../src/exports/index.js'
import { renderVtkitHook } from '../helpers/render.js'
import { clientFor, sharedCatalog, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()

describe('useMetadata', () => {
  it('gives each chain its multicall and transfer delegate', async () => {
    const { result } = renderVtkitHook(() => useMetadata(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.arbitrum?.deployments.transferDelegate?.address).toBe(
      sharedCatalog.chain('arbitrum')?.deployments.transferDelegate,
    )
  })

  it('reports an unauthorized answer as UnauthorizedError', async () => {
    server().simulator.faults.inject({
      path: '/metadata',
      fault: { type: 'body', status: 403, body: '{"error":"Unauthorized"}' },
    })
    const { result } = renderVtkitHook(() => useMetadata(), { client: clientFor(server()) })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'UnauthorizedError', httpStatus: 403 })
  })
})
