// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QuoteCard } from '../../src/components/QuoteCard/index.js'
import { getQuotes, type Quote } from '../../src/exports/core.js'
import { bodyOf, quoteRequestFor } from '../helpers/quoteRequests.js'
import { wrapperFor } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

const server = withSimulatorServer()
const hostile =
  '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">claim</a>'

describe('hostile text from the service', () => {
  it('is shown as text, never as markup: no element, script or link comes from a description', async () => {
    const request = bodyOf(quoteRequestFor({ routeType: 'CCTP_V2' }))
    const { quotes, tokens } = await getQuotes(clientFor(server()), request)
    const quote: Quote = {
      ...(quotes[0] as Quote),
      routeSteps: [{ type: '<b>CCTP</b>', description: hostile }],
      fees: [
        {
          chainKey: request.srcChainKey,
          type: 'MESSAGE',
          description: hostile,
          amount: '1',
          address: request.srcTokenAddress,
        },
      ],
    }
    const Wrapper = wrapperFor(clientFor(server()))
    const { container } = render(
      <Wrapper>
        <QuoteCard quote={quote} pair={request} tokens={tokens} />
      </Wrapper>,
    )
    await screen.findAllByText(/onerror="alert\(1\)"/)
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    // An unknown route type is made readable, and stays text.
    expect(screen.getByText('<b>cctp</b>')).toBeTruthy()
  })
})
