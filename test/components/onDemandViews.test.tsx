// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
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

  it('carries the step checks and runner core loads on demand, as one chunk for both', async () => {
    const views = await loader.loadOnDemandViews()
    const core = await import('../../src/core/steps/run/onDemand.js')
    expect(views.runSteps).toBe(core.runSteps)
    expect(views.verifyUserSteps).toBe(core.verifyUserSteps)
  })
})
