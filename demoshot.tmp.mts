import { chromium } from 'playwright-core'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const [width, dark, hash] of [
  [375, true, ''],
  [1280, false, ''],
  [375, false, '#custom'],
  [375, true, 'picker'],
] as const) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    colorScheme: dark ? 'dark' : 'light',
  })
  await page.goto(`http://127.0.0.1:5173/${hash === '#custom' ? '#custom' : ''}`)
  await page.getByRole('button', { name: 'Connect the test wallet' }).click()
  await page.waitForTimeout(4000)
  if (hash === 'picker') {
    await page.getByRole('button', { name: /^From:/ }).click()
    await page.waitForTimeout(1500)
  }
  await page.screenshot({
    path: `/tmp/shots/demo-${width}-${dark ? 'dark' : 'light'}${hash.replace('#', '-')}.png`,
    fullPage: hash !== 'picker',
  })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  console.log(width, dark, hash, 'sideways overflow px:', overflow)
  await page.close()
}
await browser.close()
