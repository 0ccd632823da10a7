// The stylesheet ships as written: one static file in @layer vtkit, no CSS-in-JS.
import { copyFile, mkdir } from 'node:fs/promises'

await mkdir('dist', { recursive: true })
await copyFile('src/components/styles.css', 'dist/styles.css')
