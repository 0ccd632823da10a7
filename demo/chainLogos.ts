// Logos of the demo's three chains, drawn inline: `/chains` carries none, so a host app gives its
// own (`chainLogos`), as these are given, and the pickers show initials for any other chain.

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`,
  )}`

export const chainLogos: Record<string, string> = {
  ethereum: svg(
    '<circle cx="16" cy="16" r="16" fill="#627EEA"/><path fill="#fff" fill-opacity=".6" d="M16 4v8.9l7.5 3.3z"/><path fill="#fff" d="M16 4 8.5 16.2l7.5-3.3z"/><path fill="#fff" fill-opacity=".6" d="M16 22v6l7.5-10.4z"/><path fill="#fff" d="M16 28v-6l-7.5-4.4z"/><path fill="#fff" fill-opacity=".2" d="m16 20.6 7.5-4.4-7.5-3.3z"/><path fill="#fff" fill-opacity=".6" d="m8.5 16.2 7.5 4.4v-7.7z"/>',
  ),
  optimism: svg(
    '<circle cx="16" cy="16" r="16" fill="#FF0420"/><text x="16" y="20.5" font-size="12" font-weight="700" font-style="italic" text-anchor="middle" fill="#fff" font-family="sans-serif">OP</text>',
  ),
  solana: svg(
    '<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient></defs><circle cx="16" cy="16" r="16" fill="#000"/><path fill="url(#g)" d="M10 19.6h12.3l-2.3 2.4H7.7zm0-4.8h12.3l-2.3 2.4H7.7zm2.3-4.8h12.3l-2.3 2.4H10z"/>',
  ),
}
