// Words for people: the service's route types, statuses and history events are enums that may
// grow at any time. A user never sees one raw: known values have a label, unknown ones are made
// readable ("HYPERCORE_USDC_V2" → "Hypercore usdc V2").

/** What a route does, which decides the shape of its steps. */
export type RouteKind = 'stargate' | 'oft' | 'cctp' | 'intent' | 'other'

type RouteInfo = { label: string; kind: RouteKind }

const routes: Record<string, RouteInfo> = {
  STARGATE_V2_TAXI: { label: 'Stargate (fast)', kind: 'stargate' },
  STARGATE_V2_BUS: { label: 'Stargate (economy)', kind: 'stargate' },
  STARGATE_V1: { label: 'Stargate V1', kind: 'stargate' },
  OFT_V1: { label: 'LayerZero OFT (V1)', kind: 'oft' },
  OFT_V2: { label: 'LayerZero OFT', kind: 'oft' },
  OFT_V2_MULTIHOP: { label: 'LayerZero OFT (multi-hop)', kind: 'oft' },
  CCTP_V1: { label: 'Circle CCTP (V1)', kind: 'cctp' },
  CCTP_V2: { label: 'Circle CCTP', kind: 'cctp' },
  AORI_V1: { label: 'Aori intent', kind: 'intent' },
  NATIVE_WRAPPER: { label: 'Native wrapper', kind: 'other' },
  APTOS_V1: { label: 'Aptos bridge', kind: 'other' },
  // The specification's anonymised names for the same routes.
  BRIDGEA_V2_TAXI: { label: 'Stargate (fast)', kind: 'stargate' },
  BRIDGEA_V2_BUS: { label: 'Stargate (economy)', kind: 'stargate' },
  OFT: { label: 'LayerZero OFT', kind: 'oft' },
  CCTP: { label: 'Circle CCTP', kind: 'cctp' },
  INTENTA: { label: 'Aori intent', kind: 'intent' },
}

/** A route type for people: "Stargate (fast)" for `STARGATE_V2_TAXI`; an unknown type made readable. */
export function routeLabel(type: string | undefined): string {
  if (!type) return 'Unknown route'
  return (Object.hasOwn(routes, type) ? routes[type]?.label : undefined) ?? readable(type)
}

/** What kind of route a type is (`other` for types vtkit does not know). */
export function routeKind(type: string | undefined): RouteKind {
  return (type && Object.hasOwn(routes, type) ? routes[type]?.kind : undefined) ?? 'other'
}

/** The label of a quote's route: its route steps' types, joined when there are several hops. */
export function quoteRouteLabel(quote: { routeSteps?: readonly { type: string }[] }): string {
  const types = [...new Set((quote.routeSteps ?? []).map((step) => step.type))]
  return types.length === 0 ? 'Unknown route' : types.map(routeLabel).join(' → ')
}

const statuses: Record<string, string> = {
  UNKNOWN: 'Not seen yet',
  PENDING: 'Pending',
  PROCESSING: 'In transit',
  SUCCEEDED: 'Complete',
  FAILED: 'Failed',
}

/** A `/status` value for people: "In transit" for `PROCESSING`. */
export function statusLabel(status: string | undefined): string {
  if (!status) return 'Not seen yet'
  return (Object.hasOwn(statuses, status) ? statuses[status] : undefined) ?? readable(status)
}

const events: Record<string, string> = {
  SENT: 'Sent',
  BUS_RODE: 'Batch departed',
  DELIVERED: 'Delivered',
}

/** An `executionHistory` event for people: "Batch departed" for `BUS_RODE`. */
export function executionEventLabel(event: string | undefined): string {
  if (!event) return 'Update'
  return (Object.hasOwn(events, event) ? events[event] : undefined) ?? readable(event)
}

const chainTypes: Record<string, string> = {
  EVM: 'EVM',
  SOLANA: 'Solana',
  STARKNET: 'Starknet',
  APTOS: 'Aptos',
  TON: 'TON',
  TRON: 'Tron',
  STELLAR: 'Stellar',
}

/** A chain type for people: "Solana" for `SOLANA`. */
export function chainTypeLabel(chainType: string | undefined): string {
  if (!chainType) return 'unknown'
  return (
    (Object.hasOwn(chainTypes, chainType) ? chainTypes[chainType] : undefined) ??
    readable(chainType)
  )
}

/** `SOME_NEW_ROUTE_V3` → "Some new route V3": words in sentence case, versions kept. */
export function readable(raw: string): string {
  const words = raw
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (/^v\d+$/i.test(word) ? word.toUpperCase() : word.toLowerCase()))
  const text = words.join(' ')
  return text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : 'Unknown'
}
