import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readShortlist, saveToShortlist } from '../../lib/shortlist-store.js';
import ShortlistPage, { TOO_MANY_TO_COMPARE } from './ShortlistPage.js';

beforeEach(() => localStorage.clear());

describe('ShortlistPage', () => {
  it('says how to save providers when the shortlist is empty', () => {
    renderWithApp(<ShortlistPage />, { route: '/shortlist' });
    expect(screen.getByRole('heading', { name: 'Your shortlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'provider directory' })).toHaveAttribute('href', '/provider-directory');
  });

  it('lists the saved providers, ticks the first four to compare, refuses a fifth, and compares the ticked ones in order', async () => {
    for (let id = 1; id <= 5; id += 1) saveToShortlist({ id, businessName: `Provider ${id}` });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ShortlistPage />, { route: '/shortlist' });
    expect(screen.getAllByTestId('shortlist-item')).toHaveLength(5);
    expect(screen.getByTestId('shortlist-count')).toHaveTextContent('5 of 8 saved.');
    const box = (n: number) => screen.getByRole('checkbox', { name: `Compare Provider ${n}` });
    expect([1, 2, 3, 4, 5].map((n) => (box(n) as HTMLInputElement).checked)).toEqual([true, true, true, true, false]);
    await user.click(box(5));
    expect(box(5)).not.toBeChecked();
    expect(screen.getByText(TOO_MANY_TO_COMPARE)).toBeInTheDocument();
    await user.click(box(2));
    await user.click(box(5));
    await user.click(screen.getByRole('button', { name: 'Compare these 4 providers' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shortlist/compare?ids=1,3,4,5');
  });

  it('removes a provider, named for screen readers', async () => {
    saveToShortlist({ id: 1, businessName: 'Acme Care' });
    saveToShortlist({ id: 2, businessName: 'Bolt Care' });
    renderWithApp(<ShortlistPage />, { route: '/shortlist' });
    const item = screen.getAllByTestId('shortlist-item')[0];
    await userEvent.setup({ delay: null }).click(within(item).getByRole('button', { name: 'Remove Acme Care from your shortlist' }));
    expect(readShortlist().map((e) => e.businessName)).toEqual(['Bolt Care']);
    expect(screen.getAllByTestId('shortlist-item')).toHaveLength(1);
  });
});
