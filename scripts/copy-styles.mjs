// The stylesheet ships as written: one static file in @layer vtkit, no CSS-in-JS. Its types entry
// lets `import 'vtkit/styles.css'` type-check in hosts that declare no `*.css` module.
import { copyFile, mkdir, writeFile } from 'node:fs/promises'

await mkdir('dist/types', { recursive: true })
await copyFile('src/components/styles.css', 'dist/styles.css')
await writeFile(
  'dist/types/styles.d.ts',
  '// vtkit/styles.css: a stylesheet, imported for its side effect.\nexport {}\n',
)
