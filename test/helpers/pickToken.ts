import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/** Picks a token in the widget's picker as a person does: chain by search, token by search, Enter. */
export async function pick(
  user: ReturnType<typeof userEvent.setup>,
  trigger: RegExp,
  chain: string,
  chainOption: string,
  token: string,
) {
  await user.click(await screen.findByRole('button', { name: trigger }))
  const dialog = await screen.findByRole('dialog')
  await within(within(dialog).getByRole('listbox', { name: 'Chains' })).findAllByRole('option')
  await user.type(within(dialog).getByRole('combobox', { name: 'Search chains' }), chain)
  await within(within(dialog).getByRole('listbox', { name: 'Chains' })).findAllByText(chainOption)
  await user.keyboard('{Enter}')
  await user.type(
    within(dialog).getByRole('combobox', { name: 'Search by name, symbol or address' }),
    token,
  )
  await waitFor(() =>
    expect(
      within(within(dialog).getByRole('listbox', { name: 'Tokens' })).getAllByRole('option')[0]
        ?.textContent,
    ).toContain(token.toUpperCase()),
  )
  await user.keyboard('{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}
