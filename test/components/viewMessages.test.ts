import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cardMessages } from '../../src/locales/en/cardMessages.js'
import { defaultMessages, withViewMessages } from '../../src/locales/en/messages.js'
import { viewMessages } from '../../src/locales/en/viewMessages.js'

// The views' English texts load with the views (issue #41's first paint): a component reads one
// only from texts it completed (`withViewMessages`) or was given whole (typed `Messages`). The
// compiler checks where a string is needed; JSX takes a missing text silently, hence this test.

const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? componentFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

describe("the views' texts", () => {
  it('are read only by files that complete them or are given them whole', () => {
    const viewKeys = Object.keys(viewMessages).join('|')
    const readsViewText = new RegExp(`messages\\.(${viewKeys})\\b`)
    const unsafe = componentFiles('src/components').filter((file) => {
      const text = readFileSync(file, 'utf8')
      // OftTransfer's texts are its own, whole (`useOftMessages` spreads `defaultMessages`).
      if (file.includes('/OftTransfer/')) return false
      return (
        readsViewText.test(text) &&
        !text.includes('withViewMessages(') &&
        !/messages: (Messages|Pick<\s*Messages)\b/.test(text)
      )
    })
    expect(unsafe).toEqual([])
  })

  it('are apart from the card’s, and both are the English texts', () => {
    const card = Object.keys(cardMessages)
    const view = Object.keys(viewMessages)
    expect(card.filter((key) => view.includes(key))).toEqual([])
    expect([...card, ...view].sort()).toEqual(Object.keys(defaultMessages).sort())
  })

  it('complete a card’s texts with English, a language’s and the app’s own winning', () => {
    const card = { ...cardMessages, historyEmpty: 'Noch keine Überweisungen.' }
    const whole = withViewMessages(card)
    expect(whole.historyEmpty).toBe('Noch keine Überweisungen.')
    expect(whole.copied).toBe(viewMessages.copied)
    expect(whole.actionStart).toBe(cardMessages.actionStart)
    // The same object for the same texts: a view memoises on it.
    expect(withViewMessages(card)).toBe(whole)
    expect(withViewMessages({ ...card })).not.toBe(whole)
  })
})
