declare module 'solc' {
  /** solc-js: standard JSON in, standard JSON out. */
  const solc: { compile(input: string): string }
  export default solc
}
