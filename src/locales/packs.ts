import type { LocalePack } from './types.js'

/**
 * The pack a locale speaks: the same tag (`pt-BR`), else the same language in the same script
 * (`de-AT` → `de`; `zh-TW`, written in traditional characters, does not get `zh-CN`); undefined
 * for English and for a language the app did not give.
 */
export function packFor(
  packs: readonly LocalePack[],
  locale: string | undefined,
): LocalePack | undefined {
  if (!locale || packs.length === 0) return undefined
  const wanted = parse(locale)
  if (!wanted) return undefined
  return (
    packs.find((pack) => parse(pack.locale)?.tag === wanted.tag) ??
    packs.find((pack) => {
      const offered = parse(pack.locale)
      return offered?.language === wanted.language && offered.script === wanted.script
    })
  )
}

/** A tag's language and likely script (`zh-TW` → `zh`, `Hant`), or undefined when it is not one. */
function parse(tag: string) {
  try {
    const locale = new Intl.Locale(tag.replace(/_/g, '-'))
    return {
      tag: locale.baseName.toLowerCase(),
      language: locale.language,
      script: locale.maximize().script,
    }
  } catch {
    return undefined
  }
}
