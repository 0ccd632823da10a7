import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { oftRules, stepRules } from '../src/exports/core.js'

describe('docs/execution.md', () => {
  it('documents every safety rule the code applies', async () => {
    const docs = await readFile('docs/execution.md', 'utf8')
    for (const rule of [...stepRules, ...oftRules]) expect(docs, rule).toContain(`| \`${rule}\` |`)
  })
})

describe('the docs’ links', () => {
  const pages = ['README.md', 'ARCHITECTURE.md', 'RELIABILITY.md', ...docsPages()]

  it('lead to pages and headings that exist', async () => {
    const broken: string[] = []
    for (const page of pages) {
      const text = await readFile(page, 'utf8')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^(https?:|mailto:)/.test(target)) continue
        const [path = '', anchor] = target.split('#')
        const file = path === '' ? page : join(dirname(page), path)
        if (!existsSync(file)) {
          broken.push(`${page}: ${target} (no such file)`)
          continue
        }
        if (anchor && file.endsWith('.md') && !headingSlugs(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${page}: ${target} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })
})

function docsPages(): string[] {
  return readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name))
}

/** GitHub's anchors: headings lower-cased, punctuation dropped, spaces as hyphens. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>()
  for (const [, heading] of markdown.matchAll(/^#{1,6} (.+)$/gm))
    slugs.add(
      (heading ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    )
  return slugs
}
