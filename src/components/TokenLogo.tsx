import { useState } from 'react'

export type TokenLogoProps = {
  src?: string | null | undefined
  symbol: string
  className?: string | undefined
}

/** Only these logo URLs are ever loaded: no `javascript:`, no plain http, no other schemes. */
export function isSafeLogoUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false
  // An image element never runs script, so inline images (SVG included) are safe to show.
  if (url.startsWith('data:image/')) return true
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** A token's logo, or its initials when there is none, it is unsafe, or it fails to load. */
export function TokenLogo({ src, symbol, className }: TokenLogoProps) {
  const [failed, setFailed] = useState(false)
  const classes = ['vtkit-logo', className].filter(Boolean).join(' ')
  if (!isSafeLogoUrl(src) || failed) {
    return (
      <span className={`${classes} vtkit-logo-fallback`} aria-hidden="true">
        {symbol.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      alt=""
      aria-hidden="true"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

/** A token's logo with its chain's in the corner, where the host gave the chain one. */
export function TokenOnChainLogo({
  src,
  symbol,
  chainSrc,
  chainName,
}: TokenLogoProps & { chainSrc: string | undefined; chainName: string }) {
  if (!isSafeLogoUrl(chainSrc)) return <TokenLogo src={src} symbol={symbol} />
  return (
    <span className="vtkit-logo-stack">
      <TokenLogo src={src} symbol={symbol} />
      <TokenLogo src={chainSrc} symbol={chainName} className="vtkit-chain-badge" />
    </span>
  )
}
