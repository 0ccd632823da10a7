// The demo page: against the embedded simulator and local chains (`npm start`), or against a real
// service through the demo server's proxy with the browser's wallet (`VTKIT_BASE_URL=... npm start`).
import '../src/components/styles.css'
import './demo.css'

const root = document.getElementById('root')
if (root) {
  const { render } =
    __VTKIT_DEMO__.mode === 'local' ? await import('./local') : await import('./production')
  render(root)
}
