import { ResponseShapeError } from '../errors.js'
import * as v from './validator.js'

/** Validates a response body, or throws a `ResponseShapeError` naming the first bad field's path. */
export function parseResponse<T>(
  schema: v.Schema<T>,
  data: unknown,
  url: string,
  basePath = '',
): T {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const [issue] = result.issues
  throw new ResponseShapeError({
    url,
    path: joinPath(basePath, issuePath(issue)) || '(body)',
    problem: describe(issue),
  })
}

function issuePath(issue: v.Issue): string {
  let path = ''
  for (const key of issue.path) {
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key)
  }
  return path
}

function joinPath(base: string, path: string): string {
  if (!base) return path
  if (!path) return base
  return path.startsWith('[') ? `${base}${path}` : `${base}.${path}`
}

function describe(issue: v.Issue): string {
  if (issue.kind === 'schema' && issue.input === undefined) return 'is missing'
  if (issue.kind === 'schema')
    return `must be ${issue.expected ?? 'another type'} (got ${preview(issue.input)})`
  return `${issue.message} (got ${preview(issue.input)})`
}

function preview(value: unknown): string {
  // Never the text itself: a misbehaving server may echo a key or other secret into any field.
  if (typeof value === 'string') return `a string of ${value.length} characters`
  if (value === null || typeof value !== 'object') return String(value)
  return Array.isArray(value) ? 'an array' : 'an object'
}
