import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readShortlist, saveToShortlist, SHORTLIST_FULL_MESSAGE, SHORTLIST_MAX } from '../../lib/shortlist-store.js';
import { SaveToShortlist } from './SaveToShortlist.js';

beforeEach(() => localStorage.clear());

describe('SaveToShortlist', () => {
  it('is a toggle named for the provider: pressing it saves, says so with the way to the shortlist, and pressing again removes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SaveToShortlist provider={{ id: 7, businessName: 'Acme Care' }} />);
    const button = screen.getByRole('button', { name: 'Save to shortlist: Acme Care' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Saved to shortlist: Acme Care' })).toHaveAttribute('aria-pressed', 'true');
    expect(readShortlist().map((e) => e.businessName)).toEqual(['Acme Care']);
    expect(screen.getByTestId('save-status')).toHaveTextContent(`Saved. 1 of ${SHORTLIST_MAX} on your shortlist.`);
    expect(screen.getByRole('link', { name: 'your shortlist' })).toHaveAttribute('href', '/shortlist');
    await user.click(screen.getByRole('button', { name: 'Saved to shortlist: Acme Care' }));
    expect(readShortlist()).toEqual([]);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Removed from your shortlist.');
  });

  it('says why a provider cannot be saved when the shortlist is full, and saves nothing', async () => {
    for (let id = 1; id <= SHORTLIST_MAX; id += 1) saveToShortlist({ id, businessName: `P${id}` });
    renderWithApp(<SaveToShortlist provider={{ id: 99, businessName: 'Ninth Care' }} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save to shortlist: Ninth Care' }));
    expect(screen.getByTestId('save-status')).toHaveTextContent(SHORTLIST_FULL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Save to shortlist: Ninth Care' })).toHaveAttribute('aria-pressed', 'false');
    expect(readShortlist().map((e) => e.id)).not.toContain(99);
  });

  it('shows the same saved state in every place the provider appears', async () => {
    renderWithApp(
      <>
        <SaveToShortlist provider={{ id: 7, businessName: 'Acme Care' }} />
        <SaveToShortlist provider={{ id: 7, businessName: 'Acme Care' }} />
      </>,
    );
    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Save to shortlist: Acme Care' })[0]);
    expect(screen.getAllByRole('button', { name: 'Saved to shortlist: Acme Care' })).toHaveLength(2);
  });
});
