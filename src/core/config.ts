import { ConfigError } from './errors.js'
import type { TrustedDeployments } from './registry/types.js'
import type { RetryPolicy } from './retry.js'
import type { SkippedItem } from './schemas/items.js'

export type ClientConfig = {
  /**
   * The value transfer service, ending in `/v1`; or your own backend proxy that adds the key. A
   * path (`/api/vt`) is resolved against the page's origin when a request is made.
   */
  baseUrl?: string
  /** The OFT metadata service (an absolute URL or a path, as `baseUrl`). */
  metadataUrl?: string
  /** Sent as `x-api-key`, only to `/quotes`, `/build-user-steps`, `/submit-signature`, `/status`. */
  apiKey?: string
  /** Sent only to the OFT service's `/transfer`, in the header `oftApiKeyHeader`. */
  oftApiKey?: string
  /** Default `x-layerzero-api-key`. */
  oftApiKeyHeader?: string
  fetch?: typeof fetch
  /** Extra headers for every request to both services (not for secrets: use the key options). */
  headers?: Record<string, string>
  /** Per attempt. Default 15 s. */
  timeoutMs?: number
  /** Retries of safe requests (GETs and `/quotes`). `false` turns them off. */
  retry?: Partial<RetryPolicy> | false
  /** Upper bound of pages a list action follows. Default 1,000. */
  maxPages?: number
  /**
   * Called for each list item vtkit could not read and dropped (a malformed chain, token, quote,
   * OFT deployment, ...): the rest of the list is still returned. For logs and monitoring.
   */
  onInvalidItem?: (item: SkippedItem) => void
  /**
   * LayerZero endpoint ids by chain key, added to (or correcting) the known mainnet table: what
   * OFT and Stargate sends are checked against.
   */
  endpointIds?: Record<string, number>
  /** Circle CCTP domain ids by chain key, added to (or correcting) the known table. */
  cctpDomains?: Record<string, number>
  /**
   * Contracts this app trusts, by chain key or chain id, on top of vtkit's registry of production
   * contracts: the service's multicall and delegate (a `/metadata` that names others is refused),
   * bridges, intent contracts and OFTs; with a `chainId`, they hold on that chain only.
   */
  trustedDeployments?: TrustedDeployments
}

export type Service = 'transfer' | 'oft'

/** Resolved, validated configuration. The keys are not stored here: see `secretsOf`. */
export type Client = {
  readonly baseUrl: string | undefined
  readonly metadataUrl: string | undefined
  readonly oftApiKeyHeader: string
  readonly fetch: typeof fetch
  readonly headers: Readonly<Record<string, string>>
  readonly timeoutMs: number
  readonly retry: Readonly<RetryPolicy> | false
  readonly maxPages: number
  readonly hasApiKey: boolean
  readonly hasOftApiKey: boolean
  readonly onInvalidItem: ((item: SkippedItem) => void) | undefined
  readonly endpointIds: Readonly<Record<string, number>>
  readonly cctpDomains: Readonly<Record<string, number>>
  readonly trustedDeployments: TrustedDeployments | undefined
}

export type ClientSecrets = { apiKey: string | undefined; oftApiKey: string | undefined }

// Keys live outside the client object, so logging or serialising a client never prints them.
const secrets = new WeakMap<Client, ClientSecrets>()

export function secretsOf(client: Client): ClientSecrets {
  return secrets.get(client) ?? { apiKey: undefined, oftApiKey: undefined }
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
}

/**
 * A client of the service, the first argument of every action: its base URL, API key (kept out of
 * errors and logs), fetch, timeout and retries, read and checked once here.
 */
export function createClient(config: ClientConfig = {}): Client {
  if (config === null || typeof config !== 'object') {
    throw new ConfigError('config', 'must be an object')
  }
  if (
    config.fetch === undefined
      ? typeof globalThis.fetch !== 'function'
      : typeof config.fetch !== 'function'
  ) {
    throw new ConfigError('fetch', 'must be a function (no global fetch is available)')
  }
  const client: Client = Object.freeze({
    baseUrl: serviceUrl('baseUrl', config.baseUrl),
    metadataUrl: serviceUrl('metadataUrl', config.metadataUrl),
    oftApiKeyHeader: headerName(config.oftApiKeyHeader ?? 'x-layerzero-api-key'),
    // Looked up per call: test tools (MSW) and hosts may replace the global fetch after this.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: Object.freeze(extraHeaders(config.headers)),
    timeoutMs: positiveNumber('timeoutMs', config.timeoutMs ?? 15_000),
    retry: retryPolicy(config.retry),
    maxPages: positiveNumber('maxPages', config.maxPages ?? 1_000),
    hasApiKey: Boolean(config.apiKey),
    hasOftApiKey: Boolean(config.oftApiKey),
    onInvalidItem: optionalFunction('onInvalidItem', config.onInvalidItem),
    endpointIds: Object.freeze(chainNumbers('endpointIds', config.endpointIds, 1)),
    cctpDomains: Object.freeze(chainNumbers('cctpDomains', config.cctpDomains, 0)),
    trustedDeployments: trustedDeployments(config.trustedDeployments),
  })
  secrets.set(client, {
    apiKey: optionalKey('apiKey', config.apiKey),
    oftApiKey: optionalKey('oftApiKey', config.oftApiKey),
  })
  return client
}

/**
 * An absolute http(s) URL, or a path on the page's own origin (`/api/vt`, a host's proxy), which
 * is resolved when a request is made (see `resolveServiceUrl`). Stored without a trailing slash.
 */
function serviceUrl(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const relative = typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
  let url: URL
  try {
    url = new URL(value, relative ? RELATIVE_PROBE : undefined)
  } catch {
    throw new ConfigError(field, 'must be an absolute URL or a path starting with /')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(field, 'must be an http(s) URL')
  }
  if (url.username || url.password) {
    throw new ConfigError(field, 'must not carry credentials')
  }
  if (url.search || url.hash) {
    throw new ConfigError(field, 'must not carry a query or fragment')
  }
  if (!relative) return url.href.replace(/\/+$/, '')
  // A path stays a path on the page's own origin: never one that reads as another host (`//x`).
  const path = url.pathname.replace(/\/+$/, '')
  if (url.origin !== RELATIVE_PROBE || path === '' || path.startsWith('//')) {
    throw new ConfigError(field, 'must be an absolute URL or a path starting with /')
  }
  return path
}

const RELATIVE_PROBE = 'http://relative.invalid'

/**
 * The absolute URL of a service: a relative `baseUrl` is resolved against the page's origin at
 * request time. On a server there is none: that is a `ConfigError` saying what to do.
 */
export function resolveServiceUrl(field: 'baseUrl' | 'metadataUrl', base: string): string {
  if (!base.startsWith('/')) return base
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
  if (typeof origin !== 'string' || !/^https?:\/\//.test(origin)) {
    throw new ConfigError(
      field,
      `is the path ${base}, and there is no page origin to resolve it against here (a server?): give an absolute URL`,
    )
  }
  return `${origin}${base}`
}

function optionalKey(field: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string' || /[\r\n]/.test(value)) {
    throw new ConfigError(field, 'must be a single-line string')
  }
  return value
}

function headerName(value: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(value))
    throw new ConfigError('oftApiKeyHeader', 'is not a header name')
  return value.toLowerCase()
}

function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || typeof value !== 'string' || /[\r\n]/.test(value)) {
      throw new ConfigError(`headers.${name}`, 'is not a valid header')
    }
    result[name.toLowerCase()] = value
  }
  return result
}

function optionalFunction<F>(field: string, value: F | undefined): F | undefined {
  if (value !== undefined && typeof value !== 'function')
    throw new ConfigError(field, 'must be a function')
  return value
}

function trustedDeployments(value: TrustedDeployments | undefined): TrustedDeployments | undefined {
  if (value === undefined) return undefined
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError('trustedDeployments', 'must be an object')
  const isAddress = (address: unknown) => typeof address === 'string' && address.trim() !== ''
  for (const [chainKey, entry] of Object.entries(value)) {
    for (const role of ['multicall', 'transferDelegate'] as const) {
      const address = entry?.[role]
      if (address !== undefined && !isAddress(address))
        throw new ConfigError(`trustedDeployments.${chainKey}.${role}`, 'must be an address')
    }
    const chainId = entry?.chainId
    if (chainId !== undefined && (!Number.isInteger(chainId) || chainId < 1))
      throw new ConfigError(`trustedDeployments.${chainKey}.chainId`, 'must be a chain id')
    for (const role of ['bridges', 'intentContracts', 'ofts'] as const) {
      const list = entry?.[role]
      if (list !== undefined && (!Array.isArray(list) || !list.every(isAddress)))
        throw new ConfigError(
          `trustedDeployments.${chainKey}.${role}`,
          'must be a list of addresses',
        )
    }
  }
  return Object.freeze(structuredClone(value))
}

/** A table of uint32 ids by chain key (LayerZero endpoint ids, CCTP domains). */
function chainNumbers(
  field: string,
  ids: Record<string, number> | undefined,
  minimum: number,
): Record<string, number> {
  if (ids === undefined) return {}
  if (ids === null || typeof ids !== 'object' || Array.isArray(ids))
    throw new ConfigError(field, 'must be an object')
  for (const [chainKey, id] of Object.entries(ids)) {
    if (!Number.isInteger(id) || id < minimum || id > 0xffffffff)
      throw new ConfigError(`${field}.${chainKey}`, 'must be a uint32 id')
  }
  return { ...ids }
}

function positiveNumber(field: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new ConfigError(field, 'must be a positive number')
  }
  return value
}

function retryPolicy(retry: ClientConfig['retry']): Readonly<RetryPolicy> | false {
  if (retry === false) return false
  const policy = { ...defaultRetryPolicy, ...retry }
  for (const [field, value] of Object.entries(policy)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new ConfigError(`retry.${field}`, 'must be a number of zero or more')
    }
  }
  return Object.freeze({ ...policy, retries: Math.floor(policy.retries) })
}
