import { expect, waitFor } from 'storybook/test'

/**
 * Clicks a button once it is enabled, as a person waits for it: an action may show before what
 * it needs has all arrived (the chains a transfer is checked against, say).
 */
export async function clickWhenEnabled(
  userEvent: { click(element: Element): Promise<void> },
  button: HTMLElement,
): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 })
  await userEvent.click(button)
}
