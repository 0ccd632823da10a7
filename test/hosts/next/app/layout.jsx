import 'vtkit/styles.css'
import './theme.css'
import { Providers } from './providers'

export const metadata = { title: 'Bridge', icons: { icon: 'data:,' } }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
