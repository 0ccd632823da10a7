/** The routes the simulator quotes, by what they do. */
export type SimRouteKind = 'taxi' | 'bus' | 'cctp' | 'oft' | 'intent'

/** How route types are named on the wire: production's names (default) or the specification's. */
export type RouteNames = 'production' | 'spec'

const names: Record<RouteNames, Record<SimRouteKind, string>> = {
  production: {
    taxi: 'STARGATE_V2_TAXI',
    bus: 'STARGATE_V2_BUS',
    cctp: 'CCTP_V2',
    oft: 'OFT_V2',
    intent: 'AORI_V1',
  },
  spec: {
    taxi: 'BRIDGEA_V2_TAXI',
    bus: 'BRIDGEA_V2_BUS',
    cctp: 'CCTP',
    oft: 'OFT',
    intent: 'INTENTA',
  },
}

/** A simulated route kind's `type` as production's service spells it (or the simulator's own names). */
export function routeTypeName(kind: SimRouteKind, naming: RouteNames = 'production'): string {
  return names[naming][kind]
}

/** The kind of a route type given by either name (or by its kind). */
export function simRouteKind(name: string): SimRouteKind | undefined {
  for (const naming of Object.values(names)) {
    for (const [kind, type] of Object.entries(naming))
      if (type === name) return kind as SimRouteKind
  }
  return name in names.production ? (name as SimRouteKind) : undefined
}
