import type { FaultRule } from 'vtkit/testing'
import { simulator } from './simulator'

/** How the simulated services answer, chosen in Storybook's toolbar for every story. */
export const serviceModes = {
  normal: { title: 'Services: normal', rules: [] },
  slow: {
    title: 'Services: slow (2 s per answer)',
    rules: [{ fault: { type: 'latency', ms: 2_000 } }],
  },
  failing: {
    title: 'Services: failing (HTTP 503)',
    rules: [{ fault: { type: 'status', status: 503 } }],
  },
  rateLimited: {
    title: 'Services: rate limited (429, retry after 5 s)',
    rules: [{ fault: { type: 'rateLimit', retryAfter: '5' } }],
  },
  expiring: {
    title: 'Quotes: the first route expires in 5 s',
    rules: [
      {
        path: '/quotes',
        fault: {
          type: 'malform',
          path: 'quotes.0.expiresAt',
          value: () => new Date(Date.now() + 5_000).toISOString(),
        },
      },
    ],
  },
} satisfies Record<string, { title: string; rules: FaultRule[] }>

export type ServiceMode = keyof typeof serviceModes

let removeActive: (() => void)[] = []

/** Replaces the toolbar's faults (a story's own faults stay). */
export function applyServiceMode(mode: string | undefined): void {
  for (const remove of removeActive) remove()
  const rules: FaultRule[] = serviceModes[(mode as ServiceMode) ?? 'normal']?.rules ?? []
  removeActive = rules.map((rule) => simulator.faults.inject(rule))
}
