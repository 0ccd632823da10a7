// A server component: the widget is a client component of vtkit, rendered into the server's HTML.
import { BridgeWidget } from 'vtkit'

export default function Home() {
  return (
    <main>
      <h1>Move tokens</h1>
      <BridgeWidget />
    </main>
  )
}
