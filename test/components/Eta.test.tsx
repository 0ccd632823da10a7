// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Eta } from '../../src/components/BridgeWidget/Eta.js'
import { defaultMessages } from '../../src/locales/en/messages.js'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'))
})
afterEach(() => vi.useRealTimers())

const props = { durationMs: 120_000, locale: 'en-US', messages: defaultMessages }

describe('Eta (the progress view’s arrival estimate)', () => {
  it('says the route’s whole duration until the source transaction is sent', () => {
    render(<Eta {...props} submittedAt={undefined} />)
    expect(screen.getByText('Arrives in about 2 min')).toBeTruthy()
    act(() => vi.advanceTimersByTime(90_000))
    expect(screen.getByText('Arrives in about 2 min')).toBeTruthy()
  })

  it('counts down from the submission, then says it is due', () => {
    render(<Eta {...props} submittedAt={Date.now()} />)
    expect(screen.getByText('Arrives in about 2 min')).toBeTruthy()
    act(() => vi.advanceTimersByTime(75_000))
    expect(screen.getByText('Arrives in about 45 sec')).toBeTruthy()
    act(() => vi.advanceTimersByTime(45_000))
    expect(screen.getByText('Should arrive any moment')).toBeTruthy()
  })

  it('reads a submission in the past (a resumed transfer) against the clock', () => {
    render(<Eta {...props} submittedAt={Date.now() - 10 * 60_000} />)
    expect(screen.getByText('Should arrive any moment')).toBeTruthy()
  })
})
