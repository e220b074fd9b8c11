import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@homeward/test-support';
import { mainNavigation } from '../paths.js';
import { renderApp } from '../../testing/render-app.js';

/** Renders the site at a path and opens the menu from its Menu button. */
async function openMenu(path: string) {
  const user = userEvent.setup();
  await renderApp(path);
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, button, dialog };
}

describe('mobile menu', () => {
  beforeEach(() => installFakeFetch({ 'GET /api/classifications': { body: [] }, 'GET /api/services': { body: [] } }));

  it('opens as a labelled dialog with the same 7 items, the current one marked', async () => {
    const user = userEvent.setup();
    await renderApp('/transition');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(mainNavigation.map((n) => n.label));
    expect(within(dialog).getByRole('link', { name: 'Transition' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const { user, button } = await openMenu('/faqs');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const { user, dialog } = await openMenu('/faqs');
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('navigates and closes when an item is chosen', async () => {
    const { user, dialog } = await openMenu('/faqs');
    await user.click(within(dialog).getByRole('link', { name: 'Eligibility' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Can I get Support at Home?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
