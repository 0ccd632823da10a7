/** The simulator's notion of now. Tests use a manual clock; the demo uses the real one. */
export type Clock = { now(): number }

export type ManualClock = Clock & {
  set(time: number): void
  advance(ms: number): void
}

/** The machine's clock (`Date.now`): the simulator's unless given another. */
export const systemClock: Clock = { now: () => Date.now() }

/** A clock that moves only when told (`advance`): a test's simulator in its own time. */
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
