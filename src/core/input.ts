import { InvalidInputError, type ValidationIssue } from './errors.js'

/** Collects problems with caller input, then throws them all at once as an `InvalidInputError`. */
export class InputCheck {
  readonly issues: ValidationIssue[] = []

  constructor(private readonly what: string) {}

  text(path: string, value: unknown, { optional = false } = {}): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'string' || value.trim() === '') {
      this.issues.push({ path, message: 'must be a non-empty string' })
    } else if (value.length > 1_000) {
      this.issues.push({ path, message: 'is too long (over 1,000 characters)' })
    }
    return this
  }

  digits(path: string, value: unknown, { positive = false, optional = false } = {}): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      this.issues.push({ path, message: 'must be a whole number in smallest units (digits only)' })
    } else if (positive && /^0+$/.test(value)) {
      this.issues.push({ path, message: 'must be greater than zero' })
    }
    return this
  }

  hex(path: string, value: unknown, { optional = false } = {}): this {
    if (value === undefined && optional) return this
    if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
      this.issues.push({ path, message: 'must be 0x-prefixed hex' })
    }
    return this
  }

  add(path: string, message: string): this {
    this.issues.push({ path, message })
    return this
  }

  done(): void {
    if (this.issues.length > 0) throw new InvalidInputError(this.what, this.issues)
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
