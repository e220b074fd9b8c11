import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING, renderPortal, signedInPortalRoutes } from '../test/render-portal';
import { captureRefusedCalls } from '../../test/refused-calls';

jest.setTimeout(30_000);

/** A change to Sunrise Home Care's listing, waiting for the team. */
const pendingChange = <F extends string>(change: { id: number; field: F; before: string | null; after: string; requestedBy: string }) => ({
  providerId: 3,
  providerName: 'Sunrise Home Care',
  status: 'pending' as const,
  reason: null,
  requestedAt: '2026-11-25T01:00:00.000Z',
  decidedAt: null,
  ...change,
});

describe('My listing', () => {
  it('sends only what changed, and shows a pending change under its field', async () => {
    const pendingName = pendingChange({ id: 4, field: 'businessName', before: 'Sunrise Home Care', after: 'Sunrise Care', requestedBy: 'Sam Carer' });
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
      'PATCH /api/partner/listing': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['website must be a web address like www.example.com.au'],
          fields: { website: 'website must be a web address like www.example.com.au' },
        },
      },
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

  it('refuses a phone that is not an Australian number here, naming the field, and sends nothing', async () => {
    const fetch = renderPortal('/listing', signedInPortalRoutes());
    const phone = await screen.findByLabelText(/phone/i);
    await userEvent.clear(phone);
    await userEvent.type(phone, '<img src=x onerror=alert(1)>');
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Enter an Australian phone number, for example 02 9876 5432 or 0412 345 678')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH /api/partner/listing')).toBe(0);
  });

  it('says which new service areas wait for approval because they are outside the provider state', async () => {
    const waiting = pendingChange({ id: 5, field: 'serviceArea', before: null, after: 'Sunshine VIC', requestedBy: 'sam@sunrise.example' });
    renderPortal('/listing', { ...signedInPortalRoutes(), 'GET /api/partner/listing': { status: 200, body: { ...LISTING, pendingChanges: [waiting] } } });
    expect(await screen.findByTestId('areas-waiting')).toHaveTextContent('Waiting for approval (outside your state): Sunshine VIC.');
  });
});

describe('Confirming my listing, and my offices', () => {
  const offices = [
    {
      id: 1,
      address: '1 Harbour Street',
      suburb: 'Newcastle',
      state: 'NSW',
      postcode: '2300',
      latitude: -32.9,
      longitude: 151.7,
      remoteness: 'Inner Regional',
      visitRadiusKm: 50,
      distanceKm: null,
      goneFromList: false,
    },
    {
      id: 2,
      address: '20 Beaumont Street',
      suburb: 'Hamilton',
      state: 'NSW',
      postcode: '2303',
      latitude: -32.9,
      longitude: 151.7,
      remoteness: null,
      visitRadiusKm: 50,
      distanceKm: null,
      goneFromList: true,
    },
  ];

  it('says when the listing was never confirmed, and "Confirm my listing" confirms it without touching what is typed', async () => {
    const fetch = renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'POST /api/partner/listing/confirm': { status: 200, body: { ...LISTING, confirmedAt: '2026-11-29T12:00:00.000Z' } },
    });
    expect(await screen.findByTestId('listing-confirmed-at')).toHaveTextContent('You have not confirmed your listing yet.');
    const phone = screen.getByLabelText(/phone/i);
    await userEvent.clear(phone);
    await userEvent.type(phone, '02 9111 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my listing' }));
    expect(await screen.findByText('Families see that you checked it today.')).toBeInTheDocument();
    expect(screen.getByTestId('listing-confirmed-at')).toHaveTextContent('You last confirmed your listing on 29 Nov 2026.');
    expect(fetch.callsTo('POST /api/partner/listing/confirm')).toBe(1);
    expect(phone).toHaveValue('02 9111 2222');
  });

  it('lists the offices read-only, and says changes to them go through the team', async () => {
    renderPortal('/listing', {
      ...signedInPortalRoutes(),
      'GET /api/partner/listing': { status: 200, body: { ...LISTING, confirmedAt: '2026-10-02T12:00:00.000Z', offices } },
    });
    expect(await screen.findByTestId('listing-confirmed-at')).toHaveTextContent('You last confirmed your listing on 2 Oct 2026.');
    const section = screen.getByRole('region', { name: 'Your offices' });
    expect(section).toHaveTextContent('1 Harbour Street, Newcastle NSW 2300');
    expect(section).toHaveTextContent("20 Beaumont Street, Hamilton NSW 2303 (not on the government's newest list: we are checking it)");
    expect(section).toHaveTextContent('contact the Homeward team');
    expect(section.querySelector('input')).toBeNull();
  });
});
