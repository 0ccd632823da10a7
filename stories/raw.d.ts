// Vite's `?raw` imports: a file's text (the props tables read the components' own types).
declare module '*?raw' {
  const source: string
  export default source
}
