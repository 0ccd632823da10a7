import * as v from 'valibot'
import { ResponseShapeError } from '../errors.js'

/** Validates a response body, or throws a `ResponseShapeError` naming the first bad field's path. */
export function parseResponse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  url: string,
  basePath = '',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data, { abortEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new ResponseShapeError({
    url,
    path: joinPath(basePath, issuePath(issue)) || '(body)',
    problem: describe(issue),
  })
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key)
  }
  return path
}

function joinPath(base: string, path: string): string {
  if (!base) return path
  if (!path) return base
  return path.startsWith('[') ? `${base}${path}` : `${base}.${path}`
}

function describe(issue: v.BaseIssue<unknown>): string {
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
