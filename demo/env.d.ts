// Vite bundles the stylesheets the demo imports for their side effect.
declare module '*.css'

// What the demo server tells the page (never a key): see scripts/demo/types.ts.
declare const __VTKIT_DEMO__: import('../scripts/demo/types').DemoPage
