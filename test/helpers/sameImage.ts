import type { Browser } from 'playwright-core'

/**
 * How two screenshots differ, compared pixel by pixel in Chromium's canvas (no image library):
 * their sizes, and the share of pixels whose colour moved by more than `tolerance` (of 255) in a
 * channel (6: two dark greys of two themes differ by less than 24).
 */
export async function imageDifference(
  browser: Browser,
  first: Buffer,
  second: Buffer,
  tolerance = 6,
): Promise<{ sizes: [string, string]; differing: number }> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(
      async ([a, b, most]) => {
        const load = async (base64: string) => {
          const image = new Image()
          image.src = `data:image/png;base64,${base64}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.width
          canvas.height = image.height
          const context = canvas.getContext('2d') as CanvasRenderingContext2D
          context.drawImage(image, 0, 0)
          return context.getImageData(0, 0, image.width, image.height)
        }
        const [one, two] = [await load(a), await load(b)]
        const sizes: [string, string] = [`${one.width}×${one.height}`, `${two.width}×${two.height}`]
        if (sizes[0] !== sizes[1]) return { sizes, differing: 1 }
        let differing = 0
        for (let index = 0; index < one.data.length; index += 4)
          for (let channel = 0; channel < 3; channel++)
            if (
              Math.abs((one.data[index + channel] ?? 0) - (two.data[index + channel] ?? 0)) > most
            ) {
              differing++
              break
            }
        return { sizes, differing: differing / (one.width * one.height) }
      },
      [first.toString('base64'), second.toString('base64'), tolerance] as const,
    )
  } finally {
    await page.close()
  }
}
