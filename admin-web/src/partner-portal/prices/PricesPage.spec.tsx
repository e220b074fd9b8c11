import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationRequestDto, PartnerPricesDto, PriceConfirmationDto } from '@homeward/domain';
import { renderPortal, signedInPortalRoutes } from '../test/render-portal';
import { captureRefusedCalls } from '../../test/refused-calls';

jest.setTimeout(30_000);

const PRICES: PartnerPricesDto = {
  prices: [{ serviceId: 1, serviceName: 'Personal care', unit: 'hour', standard: '97.50', evening: null, saturday: null, sunday: null, publicHoliday: null }],
  pricesUpdatedAt: '2026-11-01T00:00:00.000Z',
  pendingChanges: [],
};

const CHECK: PriceConfirmationDto = {
  statusCode: 409,
  code: 'PRICE_NEEDS_CONFIRMING',
  error: 'Conflict',
  message: ['prices: $975.00 an hour for Personal care (weekday daytime): did you mean $97.50?'],
  priceChecks: [
    {
      serviceId: 1,
      serviceName: 'Personal care',
      timeBand: 'standard',
      oldPrice: '97.50',
      newPrice: '975.00',
      kinds: ['farAbove', 'bigRise'],
      suggestion: '97.50',
      message: '$975.00 an hour for Personal care (weekday daytime): did you mean $97.50? Most providers charge $85.00 to $115.00 an hour on weekdays.',
    },
  ],
};

const HELD: ModerationRequestDto = {
  id: 9,
  providerId: 3,
  providerName: 'Sunrise Home Care',
  field: 'price',
  serviceId: 1,
  serviceName: 'Personal care',
  timeBand: 'standard',
  note: CHECK.priceChecks[0].message,
  before: '97.50',
  after: '975.00',
  status: 'pending',
  reason: null,
  requestedBy: 'sam@sunrise.example',
  requestedAt: '2026-11-29T01:00:00.000Z',
  decidedAt: null,
};

describe('Prices: an unusual price', () => {
  it('is said back and asked about; once confirmed it waits for Homeward and the page says so', async () => {
    const refused = captureRefusedCalls();
    const fetch = renderPortal('/prices', {
      ...signedInPortalRoutes(),
      'GET /api/partner/prices': { status: 200, body: PRICES },
      'PUT /api/partner/prices': (request) =>
        (request.body as { confirmUnusualPrices?: boolean }).confirmUnusualPrices
          ? { status: 200, body: { ...PRICES, pendingChanges: [HELD] } }
          : { status: 409, body: CHECK },
    });
    const price = await screen.findByLabelText(/Personal care: Weekday daytime price/);
    await userEvent.clear(price);
    await userEvent.type(price, '975');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please check these prices' });
    expect(within(dialog).getByText(/\$975\.00 an hour for Personal care \(weekday daytime\): did you mean \$97\.50\?/)).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { prices: [expect.objectContaining({ serviceId: 1, standard: 975 })] },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'These are right: send for checking' }));
    expect(await screen.findByText(/Homeward checks the unusual prices before families see them/)).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual(expect.objectContaining({ confirmUnusualPrices: true }));
    expect(screen.getByTestId('held-prices')).toHaveTextContent('Personal care, weekday daytime: $975.00 (families see $97.50 until then)');
    // The form shows the live price again, not the slip: saving once more would not send $975 again.
    expect(price).toHaveValue('97.50');
    expect(refused).toEqual([409]);
  });

  it('"Change my prices" closes the question, sends nothing more and keeps what was typed', async () => {
    captureRefusedCalls();
    const fetch = renderPortal('/prices', {
      ...signedInPortalRoutes(),
      'GET /api/partner/prices': { status: 200, body: PRICES },
      'PUT /api/partner/prices': { status: 409, body: CHECK },
    });
    const price = await screen.findByLabelText(/Personal care: Weekday daytime price/);
    await userEvent.clear(price);
    await userEvent.type(price, '975');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please check these prices' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change my prices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(price).toHaveValue('975');
    expect(fetch.callsTo('PUT /api/partner/prices')).toBe(1);
  });
});
