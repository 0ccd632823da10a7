import { describe, expect, it, vi } from 'vitest'
import { idleRun } from '../../src/components/BridgeWidget/useBridge/idleRun.js'
import { createRunStore, sameData } from '../../src/components/BridgeWidget/useBridge/runStore.js'
import type { BridgeRun } from '../../src/components/BridgeWidget/useBridge/types.js'
import type { BridgeRoute } from '../../src/components/BridgeWidget/useBridge/useBridgeRoute.js'

// What BridgeRunHost hands the widget: it reports after each of its renders, most of them the
// widget's own, so the store must tell a new run from the same run rebuilt.

const route = (switchTo = vi.fn()) =>
  ({
    runnable: undefined,
    quote: { quotedRequest: undefined },
    evm: { switchTo },
  }) as unknown as BridgeRoute

/** The same run as a render rebuilds it: new objects, arrays and functions, the same data. */
const rebuilt = (run: BridgeRun, execute = vi.fn()): BridgeRun => ({
  ...run,
  startOver: vi.fn(),
  execution: {
    ...run.execution,
    execute,
    steps: run.execution.steps.map((step) => ({ ...step })),
    transfer: { ...run.execution.transfer, refetch: vi.fn() },
  },
  history: { ...run.history, items: [...run.history.items], refresh: vi.fn() },
})

describe('sameData', () => {
  it('compares plain objects and arrays by their fields, functions aside', () => {
    expect(sameData({ a: [1, { b: 2n }], f: () => 1 }, { a: [1, { b: 2n }], f: () => 2 })).toBe(
      true,
    )
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false)
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameData({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false)
    expect(sameData([], {})).toBe(false)
    expect(sameData(null, {})).toBe(false)
  })

  it('takes anything but plain data as itself: two equal errors are two errors', () => {
    const error = new Error('declined')
    expect(sameData({ error }, { error })).toBe(true)
    expect(sameData({ error }, { error: new Error('declined') })).toBe(false)
    expect(sameData(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(false)
  })
})

describe('createRunStore', () => {
  it('has nothing until the host reports, then tells its listeners once per change of data', () => {
    const store = createRunStore()
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get()).toBeUndefined()
    const first = idleRun(route())
    store.set(first)
    expect(listener).toHaveBeenCalledTimes(1)
    const shown = store.get()
    // The same run rebuilt by a render: no news, and the same copy (what the widget memoises on).
    store.set(rebuilt(first))
    store.set(rebuilt(first))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toBe(shown)
    // A change of phase is news.
    store.set({ ...first, execution: { ...first.execution, phase: 'running', isRunning: true } })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.get()?.execution.phase).toBe('running')
  })

  it('calls the newest run with the copy it kept, at every depth that has functions', async () => {
    const store = createRunStore()
    const first = idleRun(route())
    store.set(first)
    const shown = store.get()
    const execute = vi.fn(async () => undefined)
    const newest = rebuilt(first, execute)
    store.set(newest)
    expect(store.get()).toBe(shown)
    await shown?.execution.execute({ retryInterrupted: true })
    expect(execute).toHaveBeenCalledWith({ retryInterrupted: true })
    shown?.startOver()
    expect(newest.startOver).toHaveBeenCalledTimes(1)
    shown?.execution.transfer.refetch()
    expect(newest.execution.transfer.refetch).toHaveBeenCalledTimes(1)
    shown?.history.refresh()
    expect(newest.history.refresh).toHaveBeenCalledTimes(1)
  })

  it('stops telling a listener that unsubscribed', () => {
    const store = createRunStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.set(idleRun(route()))
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('idleRun', () => {
  it('starts nothing and is ready for nothing; the network switch is the route own', async () => {
    const switchTo = vi.fn()
    const run = idleRun(route(switchTo))
    expect(run.execution).toMatchObject({ phase: 'idle', isReady: false, isRunning: false })
    expect(await run.execution.execute()).toBeUndefined()
    expect(run.progress).toBe(false)
    expect(run.history.items).toEqual([])
    run.switchNetwork(10)
    expect(switchTo).toHaveBeenCalledWith(10)
  })
})
