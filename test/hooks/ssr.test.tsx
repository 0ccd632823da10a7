// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports and renders the provider and hooks without a window', async () => {
    expect(typeof window).toBe('undefined')
    const { VtkitProvider, useChains, useQuote, useTransferStatus } = await import(
      '../../src/exports/index.js'
    )
    function Widget() {
      const chains = useChains()
      const quote = useQuote({ request: { amount: '1' } })
      const status = useTransferStatus({ quoteId: undefined })
      return <p>{`${chains.status} ${quote.validation.state} ${status.phase}`}</p>
    }
    const html = renderToString(
      <VtkitProvider config={{ baseUrl: 'https://api.example/v1' }}>
        <Widget />
      </VtkitProvider>,
    )
    expect(html).toBe('<p>pending incomplete idle</p>')
  })
})
