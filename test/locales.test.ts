import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { oftRules } from '../src/core/oft/oftRules.js'
import { stepRules } from '../src/core/steps/types/checks.js'
import { defaultMessages } from '../src/locales/en/messages.js'
import { oftDefaultMessages } from '../src/locales/en/oftMessages.js'
import { formatMessage, pluralForms } from '../src/locales/format.js'
import { packFor } from '../src/locales/packs.js'
import type { ErrorTextKey, LocalePack } from '../src/locales/types.js'

// Every language vtkit ships, against English: the same keys, the same placeholders, plurals in
// the categories the language has. A missing key or a placeholder renamed fails here.
const english: Record<string, string> = { ...defaultMessages, ...oftDefaultMessages }
const tags = readdirSync(new URL('../src/locales/', import.meta.url))
  .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
const packs = await Promise.all(
  tags.map(
    async (tag) =>
      [
        tag,
        ((await import(`../src/locales/${tag}.ts`)) as { default: LocalePack }).default,
      ] as const,
  ),
)

/** The values each error's sentence takes (`localeTexts` fills them from the error). */
const errorPlaceholders: Record<ErrorTextKey, string[]> = {
  HttpError: ['status'],
  ApiError: ['status'],
  UnauthorizedError: [],
  RateLimitError: [],
  TimeoutError: [],
  NetworkError: [],
  ResponseShapeError: [],
  PaginationError: [],
  QuoteNotFoundError: [],
  QuoteExpiredError: [],
  UnexpectedError: [],
  UnsafeStepError: ['reason'],
  UserRejectedError: [],
  SwitchChainError: ['chain'],
  TransactionRevertedError: [],
  UnsupportedChainError: ['chainType'],
  StepInterruptedError_closed: [],
  StepInterruptedError_noAnswer: [],
  TransactionReplacedError_cancelled: [],
  TransactionReplacedError_replaced: [],
  TransactionPendingError: [],
  WrongAccountError: ['account'],
  TransferElsewhereError: [],
  InvalidAmountError: [],
  InvalidAmountError_decimals: ['decimals'],
  InvalidAmountError_ambiguous: ['decimal', 'whole'],
}

/** The names of a message's placeholders, a plural's variable included, `#` left out. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  for (const [, name] of message.matchAll(/\{(\w+)(?:, plural,|\})/g)) if (name) names.add(name)
  return [...names].sort()
}

/** The categories of each plural in a message, by variable. */
function plurals(message: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [, name, branches] of message.matchAll(
    /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g,
  ))
    if (name && branches) found.set(name, Object.keys(pluralForms(branches)))
  return found
}

describe('the language packs', () => {
  it('ship the ten languages issue #35 names', () => {
    expect(tags.sort()).toEqual(
      ['de', 'es', 'fr', 'id', 'ja', 'ko', 'pt-BR', 'tr', 'vi', 'zh-CN'].sort(),
    )
  })

  describe.each(packs)('%s', (tag, pack) => {
    it('is tagged as its module is named', () => {
      expect(pack.locale).toBe(tag)
      expect(Intl.getCanonicalLocales(pack.locale)).toEqual([tag])
    })

    it('has every key English has, and no other', () => {
      expect(Object.keys(pack.messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(pack.messages)) expect(text.trim(), key).not.toBe('')
    })

    it('keeps every placeholder of English, by name', () => {
      for (const [key, text] of Object.entries(pack.messages))
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''))
    })

    it('says what every safety check found, each rule in a sentence of its own', () => {
      expect(Object.keys(pack.findings).sort()).toEqual(
        [...new Set([...stepRules, ...oftRules])].sort(),
      )
      for (const [rule, text] of Object.entries(pack.findings)) {
        expect(text.trim(), rule).not.toBe('')
        // No values in it: the sentence stands for every finding of its rule.
        expect(placeholders(text), rule).toEqual([])
      }
    })

    it('says every error a component shows, with the values English gives it', () => {
      expect(Object.keys(pack.errors).sort()).toEqual(Object.keys(errorPlaceholders).sort())
      for (const [key, text] of Object.entries(pack.errors))
        expect(placeholders(text), key).toEqual(
          errorPlaceholders[key as keyof typeof errorPlaceholders],
        )
    })

    it('gives each plural the categories its language has', () => {
      const categories = new Intl.PluralRules(pack.locale).resolvedOptions().pluralCategories
      for (const [key, englishText] of Object.entries(english))
        for (const [name] of plurals(englishText)) {
          const used = plurals(pack.messages[key as keyof typeof pack.messages]).get(name)
          expect(used, `${key}: a plural on {${name}}`).toBeDefined()
          expect(used, key).toContain('other')
          if (categories.includes('one')) expect(used, key).toContain('one')
          for (const category of used ?? [])
            if (!category.startsWith('='))
              expect(categories as readonly string[], `${key}: ${category}`).toContain(category)
          // It reads as a sentence for 1 and for 5: nothing of the syntax is left.
          for (const count of [1, 5])
            expect(
              formatMessage(
                pack.messages[key as keyof typeof pack.messages],
                { [name]: count },
                pack.locale,
              ),
            ).not.toMatch(/plural|[{}]/)
        }
    })

    it('is not English left untranslated', () => {
      const same = Object.entries(pack.messages).filter(
        ([key, text]) => text === english[key] && /[a-z]{4,}/.test(text),
      )
      // A few words are the same in every language (Max, OFT, USD…): not whole sentences.
      expect(same.filter(([, text]) => text.split(' ').length > 2)).toEqual([])
    })
  })
})

describe('packFor', () => {
  const offered = [
    { locale: 'zh-CN', messages: {} },
    { locale: 'pt-BR', messages: {} },
    { locale: 'de', messages: {} },
  ] as unknown as LocalePack[]
  it.each([
    ['de-AT', 'de'],
    ['pt_BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    // Traditional characters are another script: English rather than the simplified pack.
    ['zh-TW', undefined],
    ['zh-Hant', undefined],
    ['en', undefined],
    ['not a tag', undefined],
    [undefined, undefined],
  ])('%s speaks %s', (locale, expected) => {
    expect(packFor(offered, locale)?.locale).toBe(expected)
  })

  it('reads ICU plurals with any spacing and placeholders inside a branch', () => {
    expect(
      formatMessage(
        '{count,plural, one {# route to {chain}} other {# routes to {chain}}}',
        { count: 2, chain: 'Base' },
        'en',
      ),
    ).toBe('2 routes to Base')
    expect(formatMessage('{count, plural, =0 {none} other {#}}', { count: 0 })).toBe('none')
  })
})
