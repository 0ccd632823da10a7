// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localeTexts } from '../../src/components/localeTexts.js'
import {
  type StepFinding,
  StepInterruptedError,
  SwitchChainError,
  UnsafeStepError,
  UserRejectedError,
  WrongAccountError,
} from '../../src/exports/core.js'
import { StepRunner, VtkitProvider } from '../../src/exports/index.js'
import de from '../../src/locales/de.js'
import ja from '../../src/locales/ja.js'
import { axeViolations } from '../helpers/axe.js'
import { createTestQueryClient } from '../helpers/render.js'
import { clientFor, withSimulatorServer } from '../helpers/simulatorServer.js'

// The safety checks' findings and the errors, in the user's language: a pack's sentence for
// each rule and each error, the error's own values put in; English keeps the kit's own words.

const server = withSimulatorServer()

const refusal: StepFinding = {
  rule: 'approve-spender-not-delegate',
  severity: 'refuse',
  stepIndex: 0,
  message: 'the approval lets 0x00000000000000000000000000000000000000ee spend your tokens',
}

describe('localeTexts', () => {
  it('English: the kit’s own words, values and all', () => {
    const english = localeTexts(undefined)
    expect(english.finding(refusal)).toBe(refusal.message)
    const error = new SwitchChainError({ chainId: 8453, chainName: 'Base' })
    expect(english.error(error)).toBe(error.shortMessage)
  })

  it('a pack: the rule’s sentence, and each error with its values', () => {
    const german = localeTexts(de)
    expect(german.finding(refusal)).toBe(de.findings['approve-spender-not-delegate'])
    expect(german.error(new SwitchChainError({ chainId: 8453, chainName: 'Base' }))).toContain(
      'Base',
    )
    const account = '0x1111111111111111111111111111111111111111'
    expect(
      german.error(new WrongAccountError({ expected: account, actual: account, stepIndex: 0 })),
    ).toContain(account)
    // The refusal's reason is the first refusal's sentence, in the same language.
    expect(german.error(new UnsafeStepError([refusal]))).toContain(
      de.findings['approve-spender-not-delegate'],
    )
    // One error, two things it may say.
    expect(german.error(new StepInterruptedError(0, { reason: 'noAnswer' }))).toBe(
      de.errors.StepInterruptedError_noAnswer,
    )
    expect(german.error(new StepInterruptedError(0))).toBe(de.errors.StepInterruptedError_closed)
    for (const text of [german.error(new UserRejectedError({ stepIndex: 0 }))])
      expect(text).not.toMatch(/[{}]/)
  })

  it('a rule no pack knows (an app’s own verifier): the finding’s own words', () => {
    expect(localeTexts(de).finding({ rule: 'my-own-rule', message: 'Mine.' })).toBe('Mine.')
  })
})

describe('StepRunner in the user’s language', () => {
  it('says a refusal and a wallet error in Japanese, one sentence per rule', async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <VtkitProvider client={clientFor(server())} locales={[ja]}>
          <StepRunner.Root
            locale="ja"
            quote={undefined}
            execution={{
              execute: async () => undefined,
              steps: [],
              currentStep: undefined,
              phase: 'error',
              error: new UserRejectedError({ stepIndex: 0 }),
              isReady: true,
              isRunning: false,
              // The same rule on two steps reads once.
              findings: [refusal, { ...refusal, stepIndex: 1 }],
            }}
          >
            <StepRunner.Findings />
            <StepRunner.Action />
          </StepRunner.Root>
        </VtkitProvider>
      </QueryClientProvider>,
    )
    const region = screen.getByRole('region', { name: ja.messages.steps })
    const [alert] = within(region).getAllByRole('alert')
    expect(
      within(alert as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([ja.findings['approve-spender-not-delegate']])
    expect(region.textContent).not.toContain(refusal.message)
    // The wallet's answer, in the same language.
    expect(region.textContent).toContain(ja.errors.UserRejectedError)
    expect(await axeViolations(region)).toEqual([])
  })
})
