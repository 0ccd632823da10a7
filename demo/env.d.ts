// Vite bundles the stylesheets the demo imports for their side effect.
declare module '*.css'
