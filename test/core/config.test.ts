import { describe, expect, it } from 'vitest'
import { ConfigError, createClient, getChains } from '../../src/exports/core.js'
import { defaultRetryPolicy } from '../../src/exports/internal.js'

describe('createClient', () => {
  it('normalises URLs and applies defaults', () => {
    const client = createClient({
      baseUrl: 'https://api.example/v1/',
      metadataUrl: 'https://meta.example/oft/v1',
    })
    expect(client).toMatchObject({
      baseUrl: 'https://api.example/v1',
      metadataUrl: 'https://meta.example/oft/v1',
      oftApiKeyHeader: 'x-layerzero-api-key',
      timeoutMs: 15_000,
      retry: defaultRetryPolicy,
      maxPages: 1_000,
      hasApiKey: false,
    })
    expect(Object.isFrozen(client)).toBe(true)
  })

  it.each([
    [{ baseUrl: 'api.example/v1' }, 'baseUrl must be an absolute URL'],
    [{ baseUrl: 'ftp://api.example/v1' }, 'baseUrl must be an http(s) URL'],
    [{ baseUrl: 'https://user:pass@api.example/v1' }, 'baseUrl must not carry credentials'],
    [
      { metadataUrl: 'https://api.example/v1?key=1' },
      'metadataUrl must not carry a query or fragment',
    ],
    [{ apiKey: 'a\nb' }, 'apiKey must be a single-line string'],
    [{ oftApiKeyHeader: 'bad header' }, 'oftApiKeyHeader is not a header name'],
    [{ headers: { 'x-ok': 'a\r\nx-evil: 1' } }, 'headers.x-ok is not a valid header'],
    [{ timeoutMs: 0 }, 'timeoutMs must be a positive number'],
    [{ timeoutMs: Number.NaN }, 'timeoutMs must be a positive number'],
    [{ retry: { retries: -1 } }, 'retry.retries must be a number of zero or more'],
    [{ maxPages: -5 }, 'maxPages must be a positive number'],
    [{ fetch: 'nope' }, 'fetch must be a function'],
    [{ onInvalidItem: 'log' }, 'onInvalidItem must be a function'],
    [{ endpointIds: { base: 0 } }, 'endpointIds.base must be a uint32 id'],
    [{ endpointIds: { base: 2 ** 32 } }, 'endpointIds.base must be a uint32 id'],
    [{ cctpDomains: { base: -1 } }, 'cctpDomains.base must be a uint32 id'],
    [{ cctpDomains: [] as never }, 'cctpDomains must be an object'],
    [
      { trustedDeployments: { base: { multicall: '' } } },
      'trustedDeployments.base.multicall must be an address',
    ],
    [
      { trustedDeployments: { base: { bridges: '0x1' } } },
      'trustedDeployments.base.bridges must be a list of addresses',
    ],
    [{ trustedDeployments: 'all' }, 'trustedDeployments must be an object'],
  ])('refuses %j', (config, message) => {
    let caught: unknown
    try {
      createClient(config as never)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).shortMessage).toContain(message)
  })

  it('refuses a config that is not an object', () => {
    expect(() => createClient(null as never)).toThrow(ConfigError)
  })

  it('reports a missing service URL when an action needs it', async () => {
    const error = await getChains(createClient({ metadataUrl: 'https://meta.example' })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).shortMessage).toBe(
      'Invalid client configuration: baseUrl is required to call /chains.',
    )
  })
})
