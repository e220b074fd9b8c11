import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeRoutes } from '@homeward/test-support';
import type { ListingProvenance } from '@homeward/domain';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { fillLeadForm } from '../../../testing/fill-lead-form.js';
import { ProviderLeadDialog } from './LeadDialogs.js';

// Whole-dialog flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

const UNCLAIMED: Pick<ListingProvenance, 'source' | 'claimed'> = { source: 'official', claimed: false };

function Harness({ listing }: { listing: Pick<ListingProvenance, 'source' | 'claimed'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ProviderLeadDialog
        open={open}
        onClose={() => setOpen(false)}
        sessionId="visit456"
        provider={{ id: 7, businessName: 'Bright Valley Care Ltd', state: 'NSW', listing }}
      />
    </>
  );
}

const SYDNEY = { body: [{ postcode: '2000', locality: 'Sydney', state: 'NSW', latitude: -33.87, longitude: 151.21 }] };

async function openDialog(listing: Pick<ListingProvenance, 'source' | 'claimed'>, routes: FakeRoutes) {
  const api = installFakeFetch({ 'GET /api/locations/*': SYDNEY, ...routes });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<Harness listing={listing} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { api, user, dialog: await screen.findByRole('dialog') };
}

/** Toasts render outside the modal, which hides them from the accessibility tree while it is open. */
const toastText = (text: string | RegExp) => within(screen.getByLabelText(/^Notifications/, { selector: 'section' })).findByText(text, {}, { timeout: 2000 });

describe('a request to a provider not on Homeward', () => {
  it('says before sending what will happen and by which day, then thanks with the day from the answer', async () => {
    const { api, user, dialog } = await openDialog(UNCLAIMED, {
      'GET /api/leads/provider/7/contact-by': {
        body: { providerId: 7, held: true, contactBy: '2026-12-01T23:00:00.000Z', contactByDay: 'Wednesday 2 December 2026' },
      },
      // The server's own clock may have moved on a day by the time the family sends: its answer is what they are told.
      'POST /api/leads/provider': { status: 201, body: { id: 12, status: 'new', held: true, contactBy: '2026-12-02T23:00:00.000Z' } },
    });
    expect(await within(dialog).findByText(/by Wednesday 2 December 2026 at the latest/)).toHaveTextContent(
      "Bright Valley Care Ltd hasn't joined Homeward yet. We'll pass your request on to them, or ask them to join, and tell you by email by Wednesday 2 December 2026 at the latest.",
    );
    expect(dialog).toHaveTextContent('We collect these details only to pass them to the Homeward team and Bright Valley Care Ltd');

    await fillLeadForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send my details' }));
    expect(
      await toastText(
        "We have your request for Bright Valley Care Ltd. It hasn't joined Homeward yet, so our team will pass your request on to them or ask them to join, and we'll let you know by email by Thursday 3 December 2026.",
      ),
    ).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ providerId: 7, providerName: 'Bright Valley Care Ltd', name: 'Mary Citizen' });
  });

  it('says the rule (within 2 business days) while the day is not known', async () => {
    const { dialog } = await openDialog(UNCLAIMED, {
      'GET /api/leads/provider/7/contact-by': { status: 503, body: { statusCode: 503, message: 'Unavailable' } },
    });
    await waitFor(() => expect(within(dialog).getByTestId('held-request-promise')).toHaveTextContent('and tell you by email within 2 business days.'));
  });
});

describe('a request to a provider on Homeward', () => {
  it.each([
    ['a claimed listing', { source: 'official', claimed: true } as const],
    ['a listing the team entered', { source: 'team', claimed: false } as const],
  ])("keeps the provider's own words for %s, and asks for no date", async (_label, listing) => {
    const { api, user, dialog } = await openDialog(listing, { 'POST /api/leads/provider': { status: 201, body: { id: 13, status: 'new' } } });
    expect(dialog).toHaveTextContent('Leave your details and Bright Valley Care Ltd will call or email you.');
    expect(within(dialog).queryByTestId('held-request-promise')).not.toBeInTheDocument();
    await fillLeadForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send my details' }));
    expect(await toastText('Bright Valley Care Ltd will contact you soon to discuss your aged care needs.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.endsWith('/contact-by'))).toBe(false);
  });
});
