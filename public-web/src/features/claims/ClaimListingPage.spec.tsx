import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_MESSAGES, type ProviderProfileDto } from '@homeward/domain';
import { installFakeFetch, type FakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readingGrade } from '../../testing/reading-grade.js';
import ClaimListingPage from './ClaimListingPage.js';

// Typing five fields as a person does is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const organisation = (claimed = false) =>
  ({
    id: 40,
    businessName: 'Harbourside Community Care Inc',
    suburb: 'Newcastle',
    state: 'NSW',
    listing: { source: 'official', officialListDate: '2025-06-30', organisationType: 'Charitable', claimed, confirmedAt: null },
  }) as unknown as ProviderProfileDto;

const RECEIPT = { id: 12, status: 'pending', providerName: 'Harbourside Community Care Inc' };

let fetchMock: FakeFetch;

function openPage(
  route = '/claim-your-listing?provider=40',
  claimRoute: Parameters<typeof installFakeFetch>[0][string] = { status: 201, body: RECEIPT },
  claimed = false,
) {
  fetchMock = installFakeFetch({ 'GET /api/providers/40': { body: organisation(claimed) }, 'POST /api/providers/40/claims': claimRoute });
  return renderWithApp(<ClaimListingPage />, { route });
}

async function fill(user: ReturnType<typeof userEvent.setup>, abn = '51 824 753 556') {
  await user.type(screen.getByLabelText('Your name'), 'Jo Citizen');
  await user.type(screen.getByLabelText('Your role at the organisation'), 'Operations manager');
  await user.type(screen.getByLabelText('Your work email'), 'jo@harbourside.org.au');
  await user.type(screen.getByLabelText('Your phone number'), '02 9876 5432');
  await user.type(screen.getByLabelText("The organisation's ABN"), abn);
}

describe('ClaimListingPage (/claim-your-listing?provider=<id>)', () => {
  it('names the organisation from the link and says in plain words what happens next', async () => {
    openPage();
    expect(await screen.findByRole('link', { name: 'Harbourside Community Care Inc' })).toHaveAttribute('href', '/provider-directory/40');
    const steps = within(screen.getByRole('region', { name: 'What happens after you send this' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      "We check the ABN you give us against the organisation's name on the Australian Business Register.",
      'We call you back within 2 business days.',
      'If all is in order, we email you an invitation to keep your listing up to date. It is free.',
    ]);
    const prose = [...document.querySelectorAll('main p, main li')].map((p) => p.textContent).join(' ');
    expect(readingGrade(prose)).toBeLessThanOrEqual(8);
  });

  it('sends the claim and says clearly that it arrived', async () => {
    const user = userEvent.setup();
    openPage();
    await screen.findByRole('link', { name: 'Harbourside Community Care Inc' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my claim' }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you: we have your claim' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks.parentElement).toHaveTextContent(
      'We have emailed jo@harbourside.org.au to say we have your claim for Harbourside Community Care Inc. We will check the ABN and call you on 02 9876 5432 within 2 business days.',
    );
    expect(fetchMock.requests.find((r) => r.method === 'POST')!.body).toEqual({
      claimantName: 'Jo Citizen',
      claimantRole: 'Operations manager',
      workEmail: 'jo@harbourside.org.au',
      phone: '02 9876 5432',
      abn: '51 824 753 556',
    });
  });

  it("marks each bad field with the server's own rule before sending anything, focuses the first, and keeps what was typed", async () => {
    const user = userEvent.setup();
    openPage();
    await screen.findByRole('link', { name: 'Harbourside Community Care Inc' });
    await user.type(screen.getByLabelText('Your name'), 'Jo Citizen');
    await user.type(screen.getByLabelText("The organisation's ABN"), '51 824 753 557');
    await user.click(screen.getByRole('button', { name: 'Send my claim' }));
    expect(await screen.findByText('Please check the fields marked below.')).toHaveAttribute('role', 'alert');
    const role = screen.getByLabelText('Your role at the organisation');
    expect(role).toHaveFocus();
    expect(role).toHaveAccessibleDescription(CLAIM_MESSAGES.claimantRole);
    expect(screen.getByLabelText("The organisation's ABN")).toHaveAccessibleDescription("Please check the ABN: its check digits don't match");
    expect(screen.getByLabelText('Your name')).toHaveValue('Jo Citizen');
    expect(screen.getByLabelText("The organisation's ABN")).toHaveValue('51 824 753 557');
    expect(fetchMock.callsTo('POST /api/providers/40/claims')).toBe(0);
  });

  it("puts the server's words under the field it names, and keeps everything typed", async () => {
    const user = userEvent.setup();
    openPage('/claim-your-listing?provider=40', {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: ['x'], fields: { workEmail: 'That email address cannot take mail' } },
    });
    await screen.findByRole('link', { name: 'Harbourside Community Care Inc' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my claim' }));
    const email = screen.getByLabelText('Your work email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('That email address cannot take mail'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('jo@harbourside.org.au');
    expect(screen.getByLabelText('Your phone number')).toHaveValue('02 9876 5432');
  });

  it('says plainly when the same email has too many claims waiting (429)', async () => {
    const user = userEvent.setup();
    openPage('/claim-your-listing?provider=40', { status: 429, body: { statusCode: 429, code: 'TOO_MANY_CLAIMS', message: CLAIM_MESSAGES.tooManyPending } });
    await screen.findByRole('link', { name: 'Harbourside Community Care Inc' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.tooManyPending)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Your name')).toHaveValue('Jo Citizen');
  });

  it('tells the person when the listing is already looked after: their claim still goes to the team', async () => {
    openPage(undefined, undefined, true);
    expect(await screen.findByTestId('claim-already-claimed')).toHaveTextContent('Someone from this organisation already looks after this listing.');
    expect(screen.getByRole('button', { name: 'Send my claim' })).toBeInTheDocument();
  });

  it('without an organisation in the link, sends the person to the directory and shows no form', async () => {
    openPage('/claim-your-listing');
    expect(await screen.findByRole('link', { name: 'in the provider directory' })).toHaveAttribute('href', '/provider-directory');
    expect(screen.queryByRole('button', { name: 'Send my claim' })).not.toBeInTheDocument();
  });

  it('says when the organisation of the link is not on the directory', async () => {
    fetchMock = installFakeFetch({
      'GET /api/providers/41': { status: 404, body: { statusCode: 404, code: 'PROVIDER_NOT_FOUND', message: 'Provider 41 not found' } },
    });
    renderWithApp(<ClaimListingPage />, { route: '/claim-your-listing?provider=41' });
    expect(await screen.findByText(/We could not find that organisation\./)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Send my claim' })).not.toBeInTheDocument();
  });
});
