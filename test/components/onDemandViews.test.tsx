// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultMessages } from '../../src/locales/en/messages.js'

// The module keeps what it loaded for the page's life: each test takes a fresh copy of it, as a
// new page would, so that "not loaded yet" is not decided by the files that ran before.
type Loader = typeof import('../../src/components/BridgeWidget/useOnDemandViews.js')
let loader: Loader
beforeEach(async () => {
  vi.resetModules()
  loader = await import('../../src/components/BridgeWidget/useOnDemandViews.js')
})

const kinds = (views: Awaited<ReturnType<Loader['loadOnDemandViews']>>) =>
  [
    views.TransferProgress,
    views.HistoryList,
    views.ChainList,
    views.TokenList,
    views.SettingsFields,
  ]
    .map((view) => typeof view)
    .join(' ')

describe('the views loaded on demand (useOnDemandViews)', () => {
  it('says "Loading…" until they are in, then shows them', async () => {
    const { WithViews } = loader
    render(<WithViews messages={defaultMessages}>{(views) => <p>{kinds(views)}</p>}</WithViews>)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    // The first import of the module in a worker transforms it: up to a few seconds here.
    const shown = await screen.findByText(/function/, undefined, { timeout: 10_000 })
    expect(shown.textContent).toBe('function function function function function')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows them in the first render once loaded (prefetched, a click finds them ready)', async () => {
    const { WithViews, loadOnDemandViews } = loader
    const views = await loadOnDemandViews()
    expect(await loadOnDemandViews()).toBe(views)
    render(<WithViews messages={defaultMessages}>{() => <p>ready</p>}</WithViews>)
    expect(screen.getByText('ready')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it("re-exports core's step checks and runner (the bundle test checks they make one chunk)", async () => {
    const views = await loader.loadOnDemandViews()
    const core = await import('../../src/core/steps/run/onDemand.js')
    expect(views.runSteps).toBe(core.runSteps)
    expect(views.verifyUserSteps).toBe(core.verifyUserSteps)
  })

  it('says what failed where each view waits, and one "Try again" brings them all', async () => {
    const views = '../../src/components/BridgeWidget/onDemandViews.js'
    // The module's file cannot be had (a lost connection), as the host apps' test does in Chromium.
    vi.doMock(views, () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { WithViews, loadOnDemandViews } = loader
    await expect(loadOnDemandViews()).rejects.toMatchObject({ name: 'NetworkError' })
    render(
      <>
        <WithViews messages={defaultMessages}>{() => <p>first</p>}</WithViews>
        <WithViews messages={defaultMessages}>{() => <p>second</p>}</WithViews>
      </>,
    )
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      `${defaultMessages.viewsUnavailable}${defaultMessages.retry}`,
      `${defaultMessages.viewsUnavailable}${defaultMessages.retry}`,
    ])
    vi.doUnmock(views)
    const [retry] = screen.getAllByRole('button', { name: defaultMessages.retry })
    act(() => retry?.click())
    expect(await screen.findByText('first', undefined, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText('second')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
