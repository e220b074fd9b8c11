import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateFunding, decodeSharedCalculation, encodeSharedCalculation, toCents, type CalculateRequest } from '@homeward/domain';
import { installFakeFetch, type FakeRequest } from '@homeward/test-support';
import { TEST_FACTS_DATE, renderWithApp } from '../../testing/render-with-app.js';
import { classificationsFixture, servicesFixture } from '../../testing/fixtures.js';
import CalculatorPage from './CalculatorPage.js';

// Whole-page flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

/** The date the page and the fake server read the official rules for (a test may set another). */
let factsDate = TEST_FACTS_DATE;
afterEach(() => {
  factsDate = TEST_FACTS_DATE;
});

/** The server's answer, worked out with the shared rule so the page's figures can be checked against it. */
function serverCalculate(req: FakeRequest) {
  const body = req.body as CalculateRequest;
  const classification = classificationsFixture.find((c) => c.id === body.classificationId)!;
  return {
    status: 200,
    body: calculateFunding({
      on: factsDate,
      quarterlyBudgetCents: toCents(classification.quarterlyBudget),
      coPaymentIncome: body.coPaymentIncome,
      services: body.selectedServices.map((s) => {
        const service = servicesFixture.find((x) => x.id === s.serviceId)!;
        return {
          serviceId: s.serviceId,
          serviceName: service.name,
          category: service.category,
          hourlyRateCents: toCents(service.hourlyRate),
          hoursPerWeek: s.hoursPerWeek,
        };
      }),
    }),
  };
}

function setup(route = '/calculator', calculate: (req: FakeRequest) => { status: number; body?: unknown } = serverCalculate) {
  const api = installFakeFetch({
    'GET /api/classifications': () => ({ body: classificationsFixture }),
    'GET /api/services': () => ({ body: servicesFixture }),
    'POST /api/calculate': calculate,
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<CalculatorPage />, { route, factsDate });
  const calculations = () => api.requests.filter((r) => r.url === '/api/calculate').map((r) => r.body as CalculateRequest);
  return { api, user, calculations };
}

/** Lets the recalculation delay pass, inside act because the page updates when it ends. */
const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

const hoursInput = (service: string) => screen.findByRole('spinbutton', { name: `${service} Hours per week` });
const summary = () => screen.getByTestId('budget-summary');

async function chooseEntrySupportWith(user: ReturnType<typeof userEvent.setup>, service: string, hours: string) {
  await user.click(await screen.findByRole('radio', { name: /Classification 1: Entry Support/ }));
  const input = await hoursInput(service);
  await user.clear(input);
  await user.type(input, hours);
  return input;
}

const chooseEntrySupportWithPersonalCare = (user: ReturnType<typeof userEvent.setup>, hours = '5') => chooseEntrySupportWith(user, 'Personal care', hours);

describe('CalculatorPage', () => {
  it('groups services under "{category} Services" with whole-dollar hourly rates', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Clinical Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Independence Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Everyday living Services' })).toBeInTheDocument();
    expect(screen.getByText('$96/hour')).toBeInTheDocument(); // 95.50
    expect(screen.getByText('$150/hour')).toBeInTheDocument();
  });

  describe('hours input', () => {
    it('keeps hours within 0-168 and treats text that is not a number as 0', async () => {
      const { user, calculations } = setup();
      await user.click(await screen.findByRole('radio', { name: /Classification 1/ }));
      const input = await hoursInput('Personal care');
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '168');
      expect(input).toHaveAttribute('step', '0.5');

      await user.clear(input);
      await user.type(input, '500');
      expect(input).toHaveValue(168);
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 2, hoursPerWeek: 168 }]));

      await user.clear(input);
      await user.type(input, 'abc');
      await user.tab();
      expect(input).toHaveValue(0);
      expect(screen.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeDisabled();
    });

    it('keeps half hours: 1.5 hours stays 1.5, and an amount it rounds to a half is said, not changed silently', async () => {
      const { user, calculations } = setup();
      const input = await chooseEntrySupportWith(user, 'Domestic assistance', '1.5');
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 3, hoursPerWeek: 1.5 }]));
      expect(input).toHaveValue(1.5);
      expect(screen.queryByText(/We count hours in halves/)).not.toBeInTheDocument();

      await user.clear(input);
      await user.type(input, '1.2');
      expect(screen.getByText('We count hours in halves, so 1.2 is counted as 1.')).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription('We count hours in halves, so 1.2 is counted as 1.');
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 3, hoursPerWeek: 1 }]));
      await user.tab();
      expect(input).toHaveValue(1);
      // The note stays after leaving the field: the change is never silent.
      expect(screen.getByText('We count hours in halves, so 1.2 is counted as 1.')).toBeInTheDocument();
    });

    it('takes a service every fortnight: 3 hours a fortnight is priced as 1.5 hours a week', async () => {
      const { user, calculations } = setup();
      await chooseEntrySupportWith(user, 'Domestic assistance', '3');
      await user.selectOptions(screen.getByRole('combobox', { name: 'How often for Domestic assistance' }), 'Every fortnight');
      const fortnightly = screen.getByRole('spinbutton', { name: 'Domestic assistance Hours per fortnight' });
      expect(fortnightly).toHaveValue(3);
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 3, hoursPerWeek: 1.5 }]));
      // $95.50 x 1.5 = $143.25 a week.
      expect(await within(summary()).findByText('$143.25')).toBeInTheDocument();
      expect(document.querySelector('.calculator-print-only')).toHaveTextContent('3 hours every fortnight');
      await user.clear(fortnightly);
      await user.type(fortnightly, '1.5');
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 3, hoursPerWeek: 0.75 }]));
      expect(fortnightly).toHaveValue(1.5);
    });

    it('steps by 1 with the minus and plus buttons, never below 0', async () => {
      const { user } = setup();
      const input = await hoursInput('Nursing care');
      const plus = screen.getByRole('button', { name: 'One hour more of Nursing care' });
      const minus = screen.getByRole('button', { name: 'One hour less of Nursing care' });
      await user.click(plus);
      await user.click(plus);
      expect(input).toHaveValue(2);
      await user.click(minus);
      await user.click(minus);
      await user.click(minus);
      expect(input).toHaveValue(0);
      expect(minus).toHaveAttribute('aria-disabled', 'true');
    });

    it('never goes above 168 with the plus button', async () => {
      const { user } = setup();
      const input = await hoursInput('Nursing care');
      await user.type(input, '{backspace}168');
      await user.click(screen.getByRole('button', { name: 'One hour more of Nursing care' }));
      expect(input).toHaveValue(168);
    });
  });

  describe('result', () => {
    it('is calculated on the server once a classification and a service exist, and shows its figures', async () => {
      const { user, calculations } = setup();
      await user.type(await hoursInput('Personal care'), '{backspace}5');
      expect(screen.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeEnabled();
      // No classification yet: nothing is asked for.
      await pause(400);
      expect(calculations()).toHaveLength(0);

      await user.click(screen.getByRole('radio', { name: /Classification 1/ }));
      await waitFor(() => expect(calculations()).toHaveLength(1));
      expect(calculations()[0]).toMatchObject({ classificationId: 1, selectedServices: [{ serviceId: 2, hoursPerWeek: 5 }], coPaymentIncome: 0 });
      // 5 h x $100 = $500 a week, x 13 = $6,500 a quarter.
      expect(await within(summary()).findByText('$500.00')).toBeInTheDocument();
      expect(within(summary()).getByText('$6,500.00')).toBeInTheDocument();
      expect(within(summary()).getByText('Budget Alert')).toBeInTheDocument();
      // The alert says the real share (242%), and what being over means and what to do.
      expect(within(summary()).getByRole('alert')).toHaveTextContent('These services use 242% of your budget: more than it holds.');
      expect(screen.getByTestId('over-budget-meaning')).toHaveTextContent(
        'Your provider cannot spend more than your budget. They will ask you to pay the difference yourself, or to cut back services.',
      );
      // One budget figure, after care management: $2,414.47 for services - $6,500 = -$4,085.53 (no second "remaining").
      expect(within(summary()).getByText('Over your budget after care management by')).toBeInTheDocument();
      expect(within(summary()).getByTestId('budget-left')).toHaveTextContent('$4,085.53');
      expect(within(summary()).queryByText('$3,817.25')).not.toBeInTheDocument();
      expect(within(summary()).queryByText(/Remaining budget/)).not.toBeInTheDocument();
      expect(screen.getByTestId('bar-budget-left')).toHaveTextContent('$4,085.53');
      expect(screen.getByTestId('print-budget-left')).toHaveTextContent('Over your budget after care management by: $4,085.53 a quarter.');
      expect(within(summary()).getByRole('progressbar')).toHaveAttribute('data-usage-level', 'alert');
      expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    });

    it('is cleared at once when the last service goes back to 0', async () => {
      const { user, calculations } = setup();
      const input = await chooseEntrySupportWithPersonalCare(user, '1');
      expect(await within(summary()).findByText('Weekly cost')).toBeInTheDocument();
      const asked = calculations().length;

      await user.clear(input);
      expect(within(summary()).queryByText('Weekly cost')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export PDF' })).not.toBeInTheDocument();
      await pause(400);
      expect(calculations()).toHaveLength(asked);
    });

    it('is recalculated when the income changes, and shows the contribution only when above 0', async () => {
      factsDate = '2026-09-30'; // personal care still counts in the estimate (it leaves it on 1 October 2026)
      const { user, calculations } = setup();
      await chooseEntrySupportWithPersonalCare(user, '1');
      expect(await within(summary()).findByText('Weekly cost')).toBeInTheDocument();
      expect(within(summary()).queryByText('Your estimated contribution')).not.toBeInTheDocument();
      // Bar below 75%: $1,300 of $2,682.75 is 48.46%.
      expect(within(summary()).getByRole('progressbar')).toHaveAttribute('data-usage-level', 'normal');
      // $2,414.47 for services after care management - $1,300 = $1,114.47
      expect(within(summary()).getByText('Left in your budget after care management')).toBeInTheDocument();
      expect(within(summary()).getByText('$1,114.47')).toBeInTheDocument();
      expect(screen.queryByTestId('pay-yourself')).not.toBeInTheDocument();

      await user.type(screen.getByLabelText(/Weekly income/), '1000');
      await waitFor(() => expect(calculations().at(-1)?.coPaymentIncome).toBe(1000));
      // $52,000 a year -> 25% of $1,300 (Independence) = $325.00 a quarter, $50.00 a fortnight: marked as the fallback it is.
      const pay = within(await screen.findByTestId('pay-yourself'));
      expect(pay.getByTestId('pay-fortnight')).toHaveTextContent('$50.00 a fortnight');
      expect(pay.getByTestId('pay-quarter')).toHaveTextContent('$325.00 a quarter');
      expect(pay.getByText('Rough estimate (no letter yet)')).toBeInTheDocument();
    });

    it('shows no result when the calculation fails, and logs it', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      setup('/calculator', () => ({ status: 500, body: { message: 'boom' } }));
      const user = userEvent.setup({ delay: null });
      await chooseEntrySupportWithPersonalCare(user, '2');
      await waitFor(() => expect(log).toHaveBeenCalledWith('Calculation failed', expect.any(Error)));
      expect(within(summary()).queryByText('Weekly cost')).not.toBeInTheDocument();
      log.mockRestore();
    });
  });

  describe('share link', () => {
    it('copies a link that holds the classification, services, income and result', async () => {
      const { user } = setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await chooseEntrySupportWithPersonalCare(user, '1');
      await user.click(await screen.findByRole('button', { name: 'Share' }));

      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const url = new URL(writeText.mock.calls[0][0] as string);
      expect(url.pathname).toBe('/calculator');
      const shared = decodeSharedCalculation(url.searchParams.get('data'));
      expect(shared).toEqual({
        classification: 1,
        services: { 2: 1 },
        coPaymentIncome: 0,
        result: expect.objectContaining({ totalWeeklyCost: 100, totalQuarterlyCost: 1300 }),
      });
      expect(await screen.findByText('Link copied!')).toBeInTheDocument();
      expect(screen.getByText('Share this link to show your calculation results.')).toBeInTheDocument();
      // The address bar holds the same link, for copying by hand.
      expect(screen.getByTestId('location')).toHaveTextContent(`/calculator?data=${url.searchParams.get('data')}`);
    });

    it('says so when the clipboard refuses', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = setup();
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
      await chooseEntrySupportWithPersonalCare(user, '1');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(await screen.findByText('Copy failed')).toBeInTheDocument();
      expect(screen.getByText('Please copy the URL manually.')).toBeInTheDocument();
      log.mockRestore();
    });

    it('restores the calculation from a link', async () => {
      const data = encodeSharedCalculation({ classification: 2, services: { 1: 2, 3: 4 }, coPaymentIncome: 700, result: null });
      const { calculations } = setup(`/calculator?data=${data}`);
      expect(await screen.findByRole('radio', { name: /Classification 2: Low Support/ })).toBeChecked();
      expect(await hoursInput('Nursing care')).toHaveValue(2);
      expect(await hoursInput('Domestic assistance')).toHaveValue(4);
      expect(screen.getByLabelText(/Weekly income/)).toHaveValue(700);
      await waitFor(() =>
        expect(calculations().at(-1)).toMatchObject({
          classificationId: 2,
          selectedServices: [
            { serviceId: 1, hoursPerWeek: 2 },
            { serviceId: 3, hoursPerWeek: 4 },
          ],
          coPaymentIncome: 700,
        }),
      );
      expect(await within(summary()).findByText('Weekly cost')).toBeInTheDocument();
    });

    it('restores a fortnightly service as entered and the letter rates', async () => {
      const data = encodeSharedCalculation({
        classification: 2,
        services: { 3: 1.5 },
        coPaymentIncome: 0,
        result: null,
        contributionBasis: 'part-pensioner-or-cshc',
        fortnightly: [3],
        letterRates: { independence: 0.1, everydayLiving: 0.3 },
      });
      const { calculations } = setup(`/calculator?data=${data}`);
      expect(await screen.findByRole('spinbutton', { name: 'Domestic assistance Hours per fortnight' })).toHaveValue(3);
      expect(await screen.findByLabelText('Your rate for Everyday living services (%)')).toHaveValue('30');
      await waitFor(() => expect(calculations().at(-1)?.selectedServices).toEqual([{ serviceId: 3, hoursPerWeek: 1.5 }]));
      // 30% of $95.50 x 1.5 x 13 = $1,862.25 x 30% = $558.68 a quarter, $85.95 a fortnight.
      expect(await within(await screen.findByTestId('pay-yourself')).findByText('$85.95 a fortnight')).toBeInTheDocument();
    });

    it('only logs a link it cannot read', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      setup('/calculator?data=not-a-calculation');
      expect(await screen.findByRole('radio', { name: /Classification 1/ })).not.toBeChecked();
      expect(log).toHaveBeenCalledWith('Could not read the shared calculation in this link.');
      expect(screen.getByLabelText(/^Notifications/, { selector: 'section' }).textContent).toBe('');
      log.mockRestore();
    });
  });

  describe('official contribution', () => {
    // The day before personal care became a clinical support (1 October 2026): personal care is an independence service.
    beforeEach(() => {
      factsDate = '2026-09-30';
    });

    /**
     * Classification 2 with nursing 1 h, personal care 2 h and domestic assistance 1 h a week. Per quarter (13 weeks):
     * Clinical $150 x 13 = $1,950.00; Independence $100 x 2 x 13 = $2,600.00; Everyday living $95.50 x 13 = $1,241.50.
     */
    async function chooseThreeServices(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('radio', { name: /Classification 2: Low Support/ }));
      for (const [name, hours] of [
        ['Nursing care', '1'],
        ['Personal care', '2'],
        ['Domestic assistance', '1'],
      ] as const) {
        const input = await hoursInput(name);
        await user.clear(input);
        await user.type(input, hours);
      }
      expect(await within(summary()).findByText('$5,791.50')).toBeInTheDocument();
    }
    const basisGroup = () => screen.getByRole('radiogroup', { name: '3. How are you assessed for fees?' });
    const basisChoice = (name: string | RegExp) => within(basisGroup()).getByRole('radio', { name });
    const official = () => within(screen.getByTestId('official-contribution'));
    const pay = () => within(screen.getByTestId('pay-yourself'));
    /** The official contribution's lines, one per type of service. */
    const breakdownLines = () =>
      within(official().getByRole('list', { name: 'Official contribution a quarter, by type of service' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    it('is not shown until a basis is chosen, and the question starts unanswered', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      expect(
        within(basisGroup())
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).checked),
      ).toEqual([false, false, false, false]);
      expect(
        within(basisGroup())
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Full Age Pension', 'Part Age Pension, or Commonwealth Seniors Health Card', 'Self-funded retiree (no pension, no card)', 'Not yet assessed']);
      expect(screen.queryByTestId('official-contribution')).not.toBeInTheDocument();
    });

    it('is exact for a full pensioner: 0% clinical, 5% independence, 17.5% everyday living', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice('Full Age Pension'));
      expect(official().getByText('Official contribution (from 1 November 2025)')).toBeInTheDocument();
      // 5% x $2,600 = $130.00; 17.5% x $1,241.50 = $217.2625 -> $217.26; total $347.26 a quarter, 2/13 of it a fortnight.
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('$53.42 a fortnight');
      expect(pay().getByTestId('pay-month')).toHaveTextContent('$115.75 a month');
      expect(pay().getByTestId('pay-quarter')).toHaveTextContent('$347.26 a quarter');
      expect(breakdownLines()).toEqual([
        'Clinical: 0% of $1,950.00 = $0.00 a quarter',
        'Independence: 5% of $2,600.00 = $130.00 a quarter',
        'Everyday living: 17.5% of $1,241.50 = $217.26 a quarter',
      ]);
      expect(official().getByText(/lifetime cap: nobody pays more than \$137,917\.01 in contributions in total \(from 20 March 2026\)/)).toBeInTheDocument();
      // Indexed each 20 September: that figure was not found, so on 30 September 2026 it may have changed.
      expect(within(official().getByTestId('lifetime-cap-note')).getByText('May have changed since 20 September 2026')).toBeInTheDocument();
      expect(official().getByTestId('personal-care-note')).toHaveTextContent(/From 1 October 2026, personal care will be a clinical support/);
      expect(official().getByText(/approved for a Home Care Package by 12 September 2024, you pay the same as before or less/)).toBeInTheDocument();
      expect(official().getByRole('link', { name: /official contribution rates/ })).toHaveAttribute(
        'href',
        'https://www.health.gov.au/our-work/support-at-home/support-at-home-participant-contributions',
      );
      // The spec's income estimate is still the figure it was (none without an income).
      expect(within(summary()).queryByText('Your estimated contribution')).not.toBeInTheDocument();
    });

    it('is a range for a part pensioner, whose rate depends on the means assessment', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice(/Part Age Pension/));
      // Lowest: $347.26 (as a full pensioner). Highest: 50% x $2,600 = $1,300.00 + 80% x $1,241.50 = $993.20 -> $2,293.20
      expect(pay().getByTestId('pay-quarter')).toHaveTextContent('between $347.26 and $2,293.20 a quarter');
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('between $53.42 and $352.80 a fortnight');
      expect(breakdownLines()).toEqual([
        'Clinical: 0% of $1,950.00 = $0.00 a quarter',
        'Independence: 5% to 50% of $2,600.00 = $130.00 to $1,300.00 a quarter',
        'Everyday living: 17.5% to 80% of $1,241.50 = $217.26 to $993.20 a quarter',
      ]);
      expect(official().getByText(/Your exact rates depend on your income and assets/)).toBeInTheDocument();
      expect(pay().getByText(/Enter the two rates from your Services Australia letter in step 3/)).toBeInTheDocument();
    });

    it("takes the exact rates from a part pensioner's letter: one figure a fortnight, a month and a quarter", async () => {
      const { user } = setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await chooseThreeServices(user);
      await user.click(basisChoice(/Part Age Pension/));
      await user.type(screen.getByLabelText('Your rate for Independence services (%)'), '10');
      await user.type(screen.getByLabelText('Your rate for Everyday living services (%)'), '3O');
      // A rate that cannot be read is named, and the range stays until it can.
      expect(screen.getByLabelText('Your rate for Everyday living services (%)')).toHaveAccessibleDescription(
        'Enter a percentage from 0 to 100, like 12.5, or leave both blank.',
      );
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('between');
      await user.clear(screen.getByLabelText('Your rate for Everyday living services (%)'));
      await user.type(screen.getByLabelText('Your rate for Everyday living services (%)'), '30');
      // 10% x $2,600 = $260.00; 30% x $1,241.50 = $372.45; $632.45 a quarter, $97.30 a fortnight, $210.82 a month.
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('$97.30 a fortnight');
      expect(pay().getByTestId('pay-month')).toHaveTextContent('$210.82 a month');
      expect(pay().getByTestId('pay-quarter')).toHaveTextContent('$632.45 a quarter');
      expect(pay().getByText('Worked out with the rates from your Services Australia letter.')).toBeInTheDocument();
      expect(breakdownLines()).toContain('Independence: 10% of $2,600.00 = $260.00 a quarter');
      expect(screen.getByTestId('bar-pay')).toHaveTextContent('$97.30 a fortnight');
      expect(screen.getByTestId('print-pay')).toHaveTextContent('What you pay yourself: $97.30 a fortnight, or $210.82 a month, or $632.45 a quarter.');

      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const data = new URL(writeText.mock.calls[0][0] as string).searchParams.get('data');
      expect(decodeSharedCalculation(data)).toMatchObject({ letterRates: { independence: 0.1, everydayLiving: 0.3 } });
    });

    it.each([
      ['Self-funded retiree (no pension, no card)', '$2,293.20 a quarter'],
      ['Not yet assessed', 'between $347.26 and $2,293.20 a quarter'],
    ])('%s: %s', async (label, figure) => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice(label));
      expect(pay().getByTestId('pay-quarter')).toHaveTextContent(figure);
    });

    it('gives one answer: the official figure replaces the income estimate, which shows only as the fallback without it', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.type(screen.getByLabelText(/Weekly income/), '1000');
      // $52,000 a year -> 25% of the contributable $3,841.50 = $960.375 -> $960.38 a quarter, $147.75 a fortnight.
      expect(await within(summary()).findByText('$960.38 a quarter')).toBeInTheDocument();
      expect(pay().getByText('Rough estimate (no letter yet)')).toBeInTheDocument();
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('$147.75 a fortnight');
      expect(screen.getByTestId('pay-yourself')).toHaveAttribute('data-source', 'income-estimate');
      await user.click(basisChoice('Full Age Pension'));
      expect(pay().getByRole('heading', { name: 'What you pay yourself' })).toBeInTheDocument();
      expect(pay().getByTestId('pay-fortnight')).toHaveTextContent('$53.42 a fortnight');
      // One answer: the estimate is gone from the summary, the phone bar and the printed page.
      expect(screen.queryByText(/960\.38/)).not.toBeInTheDocument();
      expect(screen.queryByText('Rough estimate (no letter yet)')).not.toBeInTheDocument();
      expect(document.querySelector('.calculator-print-only')).not.toHaveTextContent(/960\.38|Rough estimate/i);
      const bar = screen.getByTestId('mobile-summary-bar');
      expect(bar).toHaveTextContent(/Left in your budget after care management|Over your budget after care management by/);
      expect(bar).toHaveTextContent('You pay yourself$53.42 a fortnight');
    });

    it('can be taken back', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice('Full Age Pension'));
      expect(screen.getByTestId('official-contribution')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear my answer' }));
      expect(screen.queryByTestId('official-contribution')).not.toBeInTheDocument();
      expect(basisChoice('Full Age Pension')).not.toBeChecked();
    });

    it('goes into the share link when chosen, and comes back from it', async () => {
      const { user } = setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await chooseThreeServices(user);
      await user.click(basisChoice('Self-funded retiree (no pension, no card)'));
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const data = new URL(writeText.mock.calls[0][0] as string).searchParams.get('data');
      expect(decodeSharedCalculation(data)).toMatchObject({ classification: 2, contributionBasis: 'self-funded' });
    });

    it('is restored from a link that holds a basis', async () => {
      const data = encodeSharedCalculation({
        classification: 2,
        services: { 1: 1, 2: 2, 3: 1 },
        coPaymentIncome: 0,
        result: null,
        contributionBasis: 'part-pensioner-or-cshc',
      });
      setup(`/calculator?data=${data}`);
      expect(await screen.findByRole('radio', { name: /Part Age Pension/ })).toBeChecked();
      expect(await within(await screen.findByTestId('pay-yourself')).findByText('between $347.26 and $2,293.20 a quarter')).toBeInTheDocument();
    });

    it.each([
      ['2026-10-01', 'a clinical support from 1 October 2026'],
      ['2026-11-26', 'today'],
    ])('on %s (%s) counts personal care as clinical, at 0% for everyone', async (date) => {
      factsDate = date;
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice('Self-funded retiree (no pension, no card)'));
      expect(official().getByText('Official contribution (from 1 October 2026)')).toBeInTheDocument();
      // Clinical: nursing $1,950.00 + personal care $2,600.00 at 0%; everyday living 80% x $1,241.50 = $993.20
      expect(pay().getByTestId('pay-quarter')).toHaveTextContent('$993.20 a quarter');
      expect(breakdownLines()).toEqual(['Clinical: 0% of $4,550.00 = $0.00 a quarter', 'Everyday living: 80% of $1,241.50 = $993.20 a quarter']);
      const note = official().getByTestId('personal-care-note');
      expect(note).toHaveTextContent(/Since 1 October 2026, personal care is a clinical support: nobody pays a contribution for it/);
      expect(within(note).getByRole('link', { name: /Personal care to be fully funded/ })).toHaveAttribute(
        'href',
        'https://www.health.gov.au/news/personal-care-to-be-fully-funded-under-support-at-home-from-october',
      );
      expect(within(note).getByRole('link', { name: 'What has changed' })).toHaveAttribute('href', '/updates#personal-care-clinical');
    });

    it('shows no personal care note for a plan without personal care', async () => {
      factsDate = '2026-11-26';
      const { user } = setup();
      await user.click(await screen.findByRole('radio', { name: /Classification 2: Low Support/ }));
      await user.type(await hoursInput('Domestic assistance'), '{backspace}1');
      await user.click(basisChoice('Full Age Pension'));
      expect(await screen.findByTestId('official-contribution')).toBeInTheDocument();
      expect(screen.queryByTestId('personal-care-note')).not.toBeInTheDocument();
    });

    it('is printed with the basis for Export PDF', async () => {
      const { user } = setup();
      await chooseThreeServices(user);
      await user.click(basisChoice('Full Age Pension'));
      const printed = document.querySelector('.calculator-print-only')!;
      expect(printed).toHaveTextContent('How you are assessed for fees: Full Age Pension.');
      expect(printed).toHaveTextContent('What you pay yourself: $53.42 a fortnight, or $115.75 a month, or $347.26 a quarter.');
      expect(printed).toHaveTextContent(
        'Official contribution (from 1 November 2025): Clinical: 0% of $1,950.00 = $0.00 a quarter; Independence: 5% of $2,600.00 = $130.00 a quarter; Everyday living: 17.5% of $1,241.50 = $217.26 a quarter.',
      );
    });
  });

  it('opens the contact form (loaded when first wanted) and gives focus back to its button on closing', async () => {
    const { user } = setup();
    await user.type(await hoursInput('Personal care'), '{backspace}2');
    const button = screen.getByRole('button', { name: 'Have a Provider Contact Me' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Have a provider contact me' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('links on to the directory and the assessment tool, and back home', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Find a provider' })).toHaveAttribute('href', '/provider-directory');
    expect(screen.getByRole('link', { name: 'Check my likely classification' })).toHaveAttribute('href', '/assessment-maximizer');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await screen.findByRole('heading', { name: 'Clinical Services' });
  });

  describe('interim funding and carry-over', () => {
    it('measures the plan against 60% of the budget plus the carry-over (capped), without changing the server call', async () => {
      const { user, calculations } = setup();
      await chooseEntrySupportWithPersonalCare(user, '1');
      // $1,300 of the full $2,682.75 ($2,414.47 after care management).
      expect(await within(summary()).findByText('$1,114.47')).toBeInTheDocument();
      expect(within(summary()).getByRole('progressbar')).toHaveAttribute('data-usage-level', 'normal');
      const asked = calculations().length;

      await user.click(screen.getByRole('checkbox', { name: "I'm on interim funding" }));
      expect(screen.getByTestId('interim-explained')).toHaveTextContent('you get 60% of your budget: $1,609.65 a quarter instead of $2,682.75');
      // The carry-over limit says which budget its 10% is of: the $1,000 floor here, on the 60% paid.
      expect(screen.getByTestId('calculator-carry-over-limit')).toHaveTextContent(
        'Up to $1,000.00 can carry over: the greater of $1,000 or 10% of the budget you are paid while on interim funding ($1,609.65).',
      );
      expect(within(summary()).getByText(/Quarterly Budget: \$1,609\.65/)).toBeInTheDocument();
      // 80.76% used: the bar turns yellow. After care management ($160.97): $1,448.68 - $1,300 = $148.68, the one figure.
      expect(within(summary()).getByRole('progressbar')).toHaveAttribute('data-usage-level', 'warning');
      expect(within(summary()).getByTestId('budget-left')).toHaveTextContent('$148.68');
      expect(within(summary()).queryByText('$309.65')).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Unspent from last quarter (optional)'), '2000');
      expect(screen.getByLabelText('Unspent from last quarter (optional)')).toHaveAccessibleDescription(/For you that is up to \$1,000\.00/);
      expect(screen.getByText('Only $1,000.00 can carry over, so we use $1,000.00, not $2,000.00.')).toBeInTheDocument();
      expect(within(summary()).getByTestId('carry-over-figure')).toHaveTextContent('Plus $1,000.00 carried over from last quarter.');
      // $1,448.68 + $1,000 - $1,300 = $1,148.68 left, 49.82% used.
      expect(within(summary()).getByTestId('budget-left')).toHaveTextContent('$1,148.68');
      expect(screen.getByTestId('bar-budget-left')).toHaveTextContent('$1,148.68');
      expect(screen.getByTestId('print-budget-left')).toHaveTextContent('$1,148.68');
      expect(within(summary()).getByText('50% of your quarterly budget used')).toBeInTheDocument();
      expect(document.querySelector('.calculator-print-only')).toHaveTextContent('On interim funding: 60% of the budget, $1,609.65 a quarter.');
      expect(document.querySelector('.calculator-print-only')).toHaveTextContent('Carried over from last quarter: $1,000.00.');

      await pause(400);
      expect(calculations()).toHaveLength(asked);
      // The request is the spec's: nothing about interim funding or the carry-over goes to the server.
      expect(calculations().at(-1)).not.toHaveProperty('interim');
      expect(calculations().at(-1)).not.toHaveProperty('carryOver');
    });

    it('carries both in the share link, with the server result unchanged', async () => {
      const { user } = setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await chooseEntrySupportWithPersonalCare(user, '1');
      await user.click(screen.getByRole('checkbox', { name: "I'm on interim funding" }));
      await user.type(screen.getByLabelText('Unspent from last quarter (optional)'), '500');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      const data = new URL(writeText.mock.calls[0][0] as string).searchParams.get('data');
      expect(decodeSharedCalculation(data)).toMatchObject({ interim: true, carryOver: 500, result: expect.objectContaining({ remainingBudget: 1382.75 }) });
    });

    it('opens a link with interim funding and a carry-over', async () => {
      const data = encodeSharedCalculation({ classification: 1, services: { 2: 1 }, coPaymentIncome: 0, result: null, interim: true, carryOver: 250 });
      setup(`/calculator?data=${data}`);
      expect(await screen.findByRole('checkbox', { name: "I'm on interim funding" })).toBeChecked();
      expect(screen.getByLabelText('Unspent from last quarter (optional)')).toHaveValue('250');
      // $1,448.68 (after care management) + $250 - $1,300 = $398.68
      expect(await within(summary()).findByText('$398.68')).toBeInTheDocument();
    });
  });
});
