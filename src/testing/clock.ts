/** The simulator's notion of now. Tests use a manual clock; the demo uses the real one. */
export type Clock = { now(): number }

export type ManualClock = Clock & {
  set(time: number): void
  advance(ms: number): void
}

export const systemClock: Clock = { now: () => Date.now() }

export function createManualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let time = start
  return {
    now: () => time,
    set: (next) => {
      time = next
    },
    advance: (ms) => {
      time += ms
    },
  }
}
