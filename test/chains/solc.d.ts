declare module 'solc' {
  /** solc-js: standard JSON in, standard JSON out; `version()` names the compiler's build. */
  const solc: { compile(input: string): string; version(): string }
  export default solc
}
