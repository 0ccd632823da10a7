// The few schema parts vtkit's response shapes need, with valibot's names: types stay inferred from
// the schemas, parsing stops at the first bad field and names its path. A schema library costs an
// app ~4 kB gzip for parts the kit never uses; this file is a fraction of that.

export type PathKey = string | number

/** The first problem found: a wrong type ("schema") or a failed check ("validation"). */
export class Issue {
  readonly path: PathKey[] = []
  constructor(
    readonly kind: 'schema' | 'validation',
    readonly message: string,
    readonly input: unknown,
    readonly expected?: string,
  ) {}
}

export interface Schema<T> {
  /** What the schema accepts, for messages: `string`, `Object`, `"EVM"`. */
  readonly expected: string
  /** Returns the parsed value, or throws an `Issue`. */
  readonly run: (input: unknown) => T
}
export type GenericSchema<T = unknown> = Schema<T>
export type InferOutput<S> = S extends Schema<infer T> ? T : never

/** Marks an object key that may be left out. */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true
}

export type Check<T> = {
  readonly kind: 'check'
  readonly test: (value: T) => boolean
  readonly message: string
}
export type Transform<I, O> = { readonly kind: 'transform'; readonly run: (value: I) => O }

function typeIssue(expected: string, input: unknown): never {
  throw new Issue('schema', `Invalid type: expected ${expected}`, input, expected)
}

function typed<T>(expected: string, test: (input: unknown) => boolean): Schema<T> {
  return { expected, run: (input) => (test(input) ? (input as T) : typeIssue(expected, input)) }
}

/** Runs a nested parse, adding its key to the path of whatever it throws. */
function at<T>(key: PathKey, parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof Issue) error.path.unshift(key)
    throw error
  }
}

const isObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)

// Every factory is marked free of side effects: a bundler then drops the schemas an app never
// reads, although each is built by a call at module level.

/* @__NO_SIDE_EFFECTS__ */
export function string() {
  return typed<string>('string', (input) => typeof input === 'string')
}
/* @__NO_SIDE_EFFECTS__ */
export function number() {
  return typed<number>('number', (input) => typeof input === 'number' && !Number.isNaN(input))
}
/* @__NO_SIDE_EFFECTS__ */
export function boolean() {
  return typed<boolean>('boolean', (input) => typeof input === 'boolean')
}
/* @__NO_SIDE_EFFECTS__ */
export function unknown(): Schema<unknown> {
  return { expected: 'unknown', run: (input) => input }
}
/* @__NO_SIDE_EFFECTS__ */
export function literal<const L extends string | number | boolean>(value: L) {
  return typed<L>(JSON.stringify(value), (input) => input === value)
}
/* @__NO_SIDE_EFFECTS__ */
export function picklist<const T extends readonly string[]>(options: T) {
  return typed<T[number]>(options.map((option) => JSON.stringify(option)).join(' | '), (input) =>
    options.includes(input as string),
  )
}

export function optional<T>(schema: Schema<T>): OptionalSchema<T>
export function optional<T>(schema: Schema<T>, fallback: T): Schema<T>
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(schema: Schema<T>, ...fallback: [T?]) {
  return {
    expected: schema.expected,
    optional: fallback.length === 0 || undefined,
    run: (input: unknown) => (input === undefined ? fallback[0] : schema.run(input)),
  }
}

/** Like `optional`, and `null` is accepted too (replaced by the fallback when there is one). */
export function nullish<T>(schema: Schema<T>): OptionalSchema<T | null>
export function nullish<T>(schema: Schema<T>, fallback: T): Schema<T>
/* @__NO_SIDE_EFFECTS__ */
export function nullish<T>(schema: Schema<T>, ...fallback: [T?]) {
  return {
    expected: schema.expected,
    optional: fallback.length === 0 || undefined,
    run: (input: unknown) =>
      input === undefined || input === null
        ? fallback.length > 0
          ? fallback[0]
          : input
        : schema.run(input),
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    expected: 'Array',
    run: (input) =>
      Array.isArray(input)
        ? input.map((value, index) => at(index, () => item.run(value)))
        : typeIssue('Array', input),
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function record<T>(key: Schema<string>, value: Schema<T>): Schema<Record<string, T>> {
  return {
    expected: 'Object',
    run: (input) => {
      if (!isObject(input)) return typeIssue('Object', input)
      // fromEntries defines own properties: a "__proto__" key stays data, never a prototype.
      return Object.fromEntries(
        Object.entries(input).map(([name, item]) =>
          at(name, () => [key.run(name), value.run(item)]),
        ),
      )
    },
  }
}

type Entries = Record<string, Schema<unknown>>
type OptionalKeys<E extends Entries> = {
  [K in keyof E]: E[K] extends { readonly optional: true } ? K : never
}[keyof E]
type Flatten<T> = { [K in keyof T]: T[K] } & {}
export type ObjectOutput<E extends Entries> = Flatten<
  { -readonly [K in Exclude<keyof E, OptionalKeys<E>>]: InferOutput<E[K]> } & {
    -readonly [K in OptionalKeys<E>]?: InferOutput<E[K]>
  }
>

/* @__NO_SIDE_EFFECTS__ */
function objectOf<E extends Entries>(entries: E, keepUnknownKeys: boolean) {
  return {
    expected: 'Object',
    run: (input: unknown) => {
      if (!isObject(input)) return typeIssue('Object', input)
      const output: Record<string, unknown> = keepUnknownKeys ? { ...input } : {}
      for (const [key, schema] of Object.entries(entries)) {
        const present = Object.hasOwn(input, key)
        const value = at(key, () => schema.run(present ? input[key] : undefined))
        if (value !== undefined || present) output[key] = value
        else delete output[key]
      }
      return output
    },
  }
}

/** An object with the given keys checked; other keys are kept as sent. */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<E extends Entries>(entries: E) {
  return objectOf(entries, true) as Schema<ObjectOutput<E> & { [key: string]: unknown }>
}

/** An object with the given keys checked; other keys are dropped. */
/* @__NO_SIDE_EFFECTS__ */
export function object<E extends Entries>(entries: E) {
  return objectOf(entries, false) as Schema<ObjectOutput<E>>
}

/** The first option that accepts the input; a nested problem of an option that matched the type wins. */
/* @__NO_SIDE_EFFECTS__ */
export function union<const S extends readonly Schema<unknown>[]>(
  options: S,
): Schema<InferOutput<S[number]>> {
  const expected = options.map((option) => option.expected).join(' | ')
  return {
    expected,
    run: (input) => {
      let nested: Issue | undefined
      for (const option of options) {
        try {
          return option.run(input) as InferOutput<S[number]>
        } catch (error) {
          if (!(error instanceof Issue)) throw error
          if (error.path.length > 0) nested ??= error
        }
      }
      throw nested ?? new Issue('schema', `Invalid type: expected ${expected}`, input, expected)
    },
  }
}

export function pipe<T, O>(
  schema: Schema<T>,
  ...actions: [...Check<T>[], Transform<T, O>]
): Schema<O>
export function pipe<T>(schema: Schema<T>, ...actions: Check<T>[]): Schema<T>
/* @__NO_SIDE_EFFECTS__ */
export function pipe(
  schema: Schema<unknown>,
  ...actions: (Check<unknown> | Transform<unknown, unknown>)[]
): Schema<unknown> {
  return {
    expected: schema.expected,
    run: (input) => {
      let value = schema.run(input)
      for (const action of actions) {
        if (action.kind === 'transform') value = action.run(value)
        else if (!action.test(value)) throw new Issue('validation', action.message, value)
      }
      return value
    },
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function check<T>(test: (value: T) => boolean, message: string): Check<T> {
  return { kind: 'check', test, message }
}

export const regex = (pattern: RegExp, message = `must match ${pattern}`) =>
  check<string>((value) => pattern.test(value), message)
export const minLength = (length: number, message = `must have at least ${length} item(s)`) =>
  check<{ length: number }>((value) => value.length >= length, message)
export const integer = (message = 'must be an integer') =>
  check<number>((value) => Number.isInteger(value), message)
export const minValue = (min: number, message = `must be ${min} or more`) =>
  check<number>((value) => value >= min, message)
export const maxValue = (max: number, message = `must be ${max} or less`) =>
  check<number>((value) => value <= max, message)

export const transform = <I, O>(run: (value: I) => O): Transform<I, O> => ({
  kind: 'transform',
  run,
})

export type SafeParseResult<T> = { success: true; output: T } | { success: false; issues: [Issue] }

export function safeParse<T>(schema: Schema<T>, input: unknown): SafeParseResult<T> {
  try {
    return { success: true, output: schema.run(input) }
  } catch (error) {
    if (error instanceof Issue) return { success: false, issues: [error] }
    throw error
  }
}
