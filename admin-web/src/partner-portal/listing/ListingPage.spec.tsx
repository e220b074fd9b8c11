import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING, renderPortal, signedInPortalRoutes } from '../test/render-portal';
import { captureRefusedCalls } from '../../test/refused-calls';

jest.setTimeout(30_000);

describe('My listing', () => {
  it('sends only what changed, and shows a pending change under its field', async () => {
    const pendingName = {
      id: 4,
      providerId: 3,
      providerName: 'Sunrise Home Care',
      field: 'businessName' as const,
      before: 'Sunrise Home Care',
      after: 'Sunrise Care',
      status: 'pending' as const,
      reason: null,
      requestedBy: 'Sam Carer',
      requestedAt: '2026-11-25T01:00:00.000Z',
      decidedAt: null,
    };
    const fetch = renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'GET /api/partner/listing': { status: 200, body: { ...LISTING, pendingChanges: [pendingName] } },
      'PATCH /api/partner/listing': (request) => ({ status: 200, body: { ...LISTING, ...(request.body as object), pendingChanges: [pendingName] } }),
    });
    expect(await screen.findByText(/Waiting for approval: “Sunrise Care”/)).toBeInTheDocument();
    const phone = screen.getByLabelText(/phone/i);
    await userEvent.clear(phone);
    await userEvent.type(phone, '02 9111 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Your changes are live in the directory.')).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ phone: '02 9111 2222' });
  });

  it("keeps everything typed when the server refuses, with the server's words at the field it names", async () => {
    const refused = captureRefusedCalls();
    const fetch = renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'PATCH /api/partner/listing': { status: 400, body: { statusCode: 400, message: ['website must be a web address like www.example.com.au'] } },
    });
    const website = await screen.findByLabelText(/website/i);
    await userEvent.clear(website);
    await userEvent.type(website, 'www.sunrise-care.example');
    const description = screen.getByLabelText(/description/i);
    await userEvent.type(description, ' Now in Parramatta too.');
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('website must be a web address like www.example.com.au')).toBeInTheDocument();
    expect(website).toHaveValue('www.sunrise-care.example');
    expect(description).toHaveValue(`${LISTING.description} Now in Parramatta too.`);
    expect(fetch.callsTo('PATCH /api/partner/listing')).toBe(1);
    expect(refused).toEqual([400]);
  });

  it('checks the required fields here first, with the admin form’s messages, and sends nothing', async () => {
    const fetch = renderPortal('/listing', signedInPortalRoutes());
    await userEvent.clear(await screen.findByLabelText(/phone/i));
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Enter the phone number')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH /api/partner/listing')).toBe(0);
  });
});
