import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { oftRules, stepRules } from '../src/exports/core.js'

describe('docs/execution.md', () => {
  it('documents every safety rule the code applies', async () => {
    const docs = await readFile('docs/execution.md', 'utf8')
    for (const rule of [...stepRules, ...oftRules]) expect(docs, rule).toContain(`| \`${rule}\` |`)
  })
})
