import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDto } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../../testing/render-with-app.js';
import FairPriceCheck, { FAIR_PRICE_MESSAGES } from './FairPriceCheck.js';

const services: ServiceDto[] = [
  { id: 6, name: 'Personal care', category: 'Independence', description: '', hourlyRate: '100.00', icon: 'shower', isContributable: true, unit: 'hour' },
  {
    id: 14,
    name: 'Meal delivery (per meal)',
    category: 'Everyday living',
    description: '',
    hourlyRate: '15.00',
    icon: 'utensils',
    isContributable: true,
    unit: 'meal',
  },
];

/** Opens the check, chooses the service (and the time, when given), types the price and asks; gives the result. */
async function checkPrice({ service, price, when, factsDate }: { service: string; price: string; when?: string; factsDate?: string }) {
  const user = userEvent.setup();
  renderWithApp(<FairPriceCheck idPrefix="t" />, { factsDate });
  await screen.findByRole('option', { name: service });
  await user.selectOptions(screen.getByLabelText('Which service?'), service);
  if (when) await user.selectOptions(screen.getByLabelText('When is the care?'), when);
  await user.type(screen.getByLabelText(/Price you were quoted/), price);
  await user.click(screen.getByRole('button', { name: 'Check this price' }));
  return screen.getByTestId('fair-price-result');
}

describe('FairPriceCheck', () => {
  beforeEach(() => installFakeFetch({ 'GET /api/services': { body: services } }));

  it('asks for a service and a price in dollars, and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    renderWithApp(<FairPriceCheck idPrefix="t" />);
    await screen.findByRole('option', { name: 'Personal care' });
    await user.click(screen.getByRole('button', { name: 'Check this price' }));
    expect(screen.getByText(FAIR_PRICE_MESSAGES.service)).toBeInTheDocument();
    expect(screen.getByLabelText('Which service?')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Which service?'), 'Personal care');
    await user.type(screen.getByLabelText(/Price you were quoted for one hour/), '95.123');
    await user.click(screen.getByRole('button', { name: 'Check this price' }));
    expect(screen.getByLabelText(/Price you were quoted/)).toHaveAccessibleDescription(FAIR_PRICE_MESSAGES.amount);
    expect(screen.queryByTestId('fair-price-result')).toBeNull();
  });

  it.each([
    ['Personal care', '80', 'below', /lower than the usual range/],
    ['Personal care', '$100', 'within', /within the usual range/],
    ['Meal delivery (per meal)', '25.50', 'above', /higher than the usual range/],
  ])('%s at %s is %s the range, with the source and date', async (service, price, band, words) => {
    const result = await checkPrice({ service, price });
    expect(result).toHaveAttribute('data-band', band);
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent(words);
    expect(result).toHaveTextContent('as at 24 March 2025');
    expect(within(result).queryAllByText(/What can I do/)).toHaveLength(band === 'above' ? 1 : 0);
  });

  it('compares a Sunday price with the weekday range and says why, without calling it high', async () => {
    const result = await checkPrice({ service: 'Personal care', when: 'Sunday', price: '150' });
    expect(result).toHaveAttribute('data-band', 'above');
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent('$150.00 an hour for Sunday personal care is above the weekday range.');
    expect(screen.getByTestId('weekday-ranges-note')).toHaveTextContent('The department publishes usual prices for weekday daytime care only');
    expect(result).not.toHaveTextContent(/higher than the usual range|Above the usual range|sunday/);
    expect(within(result).getByRole('heading', { name: 'What can I do?' })).toBeInTheDocument();
  });

  it('says a weekday evening price within the weekday range is not high', async () => {
    const result = await checkPrice({ service: 'Personal care', when: 'Weekday evening', price: '100' });
    expect(result).toHaveTextContent('This weekday evening price is no more than most providers charge on weekdays, so it is not high.');
    expect(within(result).queryByText(/What can I do/)).toBeNull();
  });

  it('starts from a link with the service, time and price filled in, and checks it at once', async () => {
    renderWithApp(<FairPriceCheck idPrefix="t" start={{ serviceId: 6, time: 'sunday', amount: '150.00' }} />);
    const result = await screen.findByTestId('fair-price-result');
    expect(screen.getByLabelText('Which service?')).toHaveValue('6');
    expect(screen.getByLabelText('When is the care?')).toHaveValue('sunday');
    expect(screen.getByLabelText(/Price you were quoted/)).toHaveValue('150.00');
    expect(result).toHaveAttribute('data-time', 'sunday');
  });

  it.each([
    ['Personal care', true],
    ['Meal delivery (per meal)', false],
  ])(
    '%s: says there is no price cap (caps deferred in May 2026) and the Commission can order refunds; personal care note: %p',
    async (service, personalCare) => {
      const result = await checkPrice({ service, price: '20', factsDate: '2026-11-26' });
      const caps = within(result).getByTestId('price-caps-note');
      expect(caps).toHaveTextContent(/There is no price cap: each provider sets its own prices\./);
      expect(caps).toHaveTextContent(/In May 2026 they were put off, with no new start date/);
      expect(caps).toHaveTextContent(/Aged Care Quality and Safety Commission can order it to pay you back/);
      expect(caps).toHaveTextContent(/summary of prices across Australia every three months/);
      expect(caps).not.toHaveTextContent(/twice a year/);
      expect(within(caps).getByRole('link', { name: 'What has changed' })).toHaveAttribute('href', '/updates#price-caps-deferred');
      expect(within(result).queryAllByTestId('personal-care-note')).toHaveLength(personalCare ? 1 : 0);
    },
  );
});
