import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassificationDto, ProviderProfileDto, ServiceDto } from '@homeward/domain';
import { installFakeFetch, type FakeFetch } from '@homeward/test-support';
import { GRAHAM_STATEMENT } from '@homeward/domain/src/statements/statement-scenarios.fixture';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readingGrade } from '../../testing/reading-grade.js';
import { STATEMENT_STORAGE_KEY } from './statement-draft.js';
import StatementCheckerPage from './StatementCheckerPage.js';

// A whole statement typed and checked takes 1-3 s alone, and more beside other suites on a shared machine.
jest.setTimeout(20_000);

const service = (id: number, name: string, category: ServiceDto['category'], rate: string): ServiceDto => ({
  id,
  name,
  category,
  description: '',
  hourlyRate: rate,
  icon: 'heart',
  isContributable: category !== 'Clinical',
  unit: 'hour',
});

const services = [
  service(1, 'Nursing care', 'Clinical', '150.00'),
  service(6, 'Personal care', 'Independence', '100.00'),
  service(11, 'Domestic assistance', 'Everyday living', '95.00'),
];

const classifications: ClassificationDto[] = [
  { id: 4, level: 4, name: 'Medium Support', description: null, icon: 'heart', color: 'purple', quarterlyBudget: '7424.10' },
];

const price = (serviceId: number, serviceName: string, standard: string, sunday: string | null) => ({
  serviceId,
  serviceName,
  unit: 'hour' as const,
  standard,
  evening: null,
  saturday: null,
  sunday,
  publicHoliday: null,
});

const profile = {
  id: 7,
  businessName: 'Sunrise Home Care',
  suburb: 'Carlton',
  state: 'VIC',
  prices: [price(1, 'Nursing care', '150.00', null), price(11, 'Domestic assistance', '95.00', '130.00')],
  pricesUpdatedAt: null,
} as unknown as ProviderProfileDto;

// Four lines: the second charges a contribution on nursing, the third a price above the published $95.
const STATEMENT = [
  'Date\tService\tTime\tQuantity\tPrice\tAmount\tContribution',
  '3/11/2026\tDomestic assistance\tWeekday\t2\t$95.00\t$190.00\t$33.25',
  '4/11/2026\tNursing care\tWeekday\t1\t$150.00\t$150.00\t$26.25',
  '10/11/2026\tDomestic assistance\tWeekday\t2\t$105.00\t$210.00\t$36.75',
  '12/11/2026\tPersonal care\tWeekday\t1\t$100.00\t$100.00\t$0.00',
].join('\n');

let fetchMock: FakeFetch;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = installFakeFetch({
    'GET /api/services': { body: services },
    'GET /api/classifications': { body: classifications },
    'GET /api/providers/search': { body: [profile] },
    'GET /api/providers/7': { body: profile },
  });
});

async function fillWho(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: /Classification 4/ });
  await user.selectOptions(screen.getByLabelText('Classification (level)'), '4');
  await user.click(screen.getByRole('radio', { name: 'Full Age Pension' }));
  await user.type(screen.getByLabelText(/Your provider's name/), 'Sunrise');
  await user.click(screen.getByRole('button', { name: 'Find provider' }));
  await user.click(await screen.findByRole('button', { name: 'Choose Sunrise Home Care, Carlton VIC' }));
  await screen.findByText(/Provider:/);
}

async function pasteAndCheck(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(screen.getByLabelText('Paste your statement'), { target: { value: STATEMENT } });
  await user.click(screen.getByRole('button', { name: 'Add these lines' }));
  await user.click(screen.getByRole('button', { name: 'Check my statement' }));
  await screen.findByTestId('statement-summary');
}

describe('StatementCheckerPage (/check-my-statement)', () => {
  it('finds exactly the planted errors in a pasted statement, marks the good lines and writes the letter', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await fillWho(user);
    fireEvent.change(screen.getByLabelText('Paste your statement'), { target: { value: STATEMENT } });
    await user.click(screen.getByRole('button', { name: 'Add these lines' }));
    expect(screen.getByText('We added 4 lines below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));

    expect(await screen.findByTestId('statement-summary')).toHaveTextContent(
      'We found 2 things to ask your provider about, worth $46.25 in total. 2 of 4 lines look right.',
    );
    const findings = within(screen.getByTestId('statement-findings')).getAllByRole('listitem');
    expect(findings.map((f) => f.getAttribute('data-finding'))).toEqual(['contribution', 'above-published-price']);
    expect(findings[0]).toHaveTextContent(/Line 2 \(4 November 2026, Nursing care\).*clinical service.*no contribution.*Amount in question: \$26\.25/);
    expect(findings[1]).toHaveTextContent(/The provider publishes \$95\.00 an hour.*Amount in question: \$20\.00/);
    // Personal care on 12 November 2026 is clinical (0%), and no contribution was charged: a good line.
    expect(within(screen.getByTestId('statement-line-marks')).getAllByText('Looks right:')).toHaveLength(2);
    const letter = screen.getByLabelText(/Your letter/) as HTMLTextAreaElement;
    expect(letter.value).toMatch(/^Dear Sunrise Home Care,/);
    expect(letter.value).toContain('1800 700 600');
    expect(letter.value).toContain('1800 951 822');
  });

  it('never sends the statement: only the catalogue and the provider are read', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await fillWho(user);
    await pasteAndCheck(user);
    expect(fetchMock.requests.every((r) => r.method === 'GET' && r.body === undefined)).toBe(true);
    expect(fetchMock.requests.map((r) => r.url).join(' ')).not.toMatch(/26\.25|105|Nursing/);
  });

  it('names each field that needs an answer and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await screen.findByRole('option', { name: 'Nursing care' });
    await user.type(screen.getByLabelText('Price for one hour'), 'ninety');
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));
    expect(screen.getByText('Check the details about you: a field needs an answer.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Classification (level)')).toHaveAccessibleDescription(/Choose the classification/);
    expect(screen.getByText('Choose how you are assessed for fees.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price for one hour')).toHaveAccessibleDescription('Enter the price for one, like 95 or 95.50.');
    expect(screen.getByLabelText('Price for one hour')).toHaveValue('ninety');
    expect(screen.queryByTestId('statement-summary')).toBeNull();
  });

  it('keeps the statement on this device only when asked, and deletes everything', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await screen.findByRole('option', { name: 'Nursing care' });
    await user.type(screen.getByLabelText('Price for one hour'), '95');
    expect(window.localStorage.getItem(STATEMENT_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Keep this on this device' }));
    expect(window.localStorage.getItem(STATEMENT_STORAGE_KEY)).toContain('"unitPrice":"95"');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(window.localStorage.getItem(STATEMENT_STORAGE_KEY)).toBeNull();
    expect(screen.getByLabelText('Price for one hour')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Keep this on this device' })).not.toBeChecked();
  });

  it('keeps every pasted row it cannot read as a line to ask about, and takes the Total row as the statement total', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await screen.findByRole('option', { name: 'Nursing care' });
    fireEvent.change(screen.getByLabelText('Paste your statement'), {
      target: { value: `${STATEMENT}\n15/11/2026\tDog walking\tWeekday\t1\t$50.00\t$50.00\t$0.00\nTotal\t\t\t\t\t$700.00\t$96.25` },
    });
    await user.click(screen.getByRole('button', { name: 'Add these lines' }));
    expect(screen.getByText('We added 5 lines below.')).toBeInTheDocument();
    expect(screen.getByText("Your statement's total is $700.00. We check that the lines add up to it.")).toBeInTheDocument();
    expect(screen.getByText(/We could not read 1 row as a service\. We kept it below/)).toBeInTheDocument();
    expect(screen.getByText(/Row 6: We do not know the service "Dog walking"/)).toBeInTheDocument();
    expect(screen.getByLabelText('Paste your statement')).toHaveValue('');
    expect(screen.getByLabelText('What the line says')).toHaveValue('Dog walking');
    expect(screen.getByLabelText('The total on your statement (optional)')).toHaveValue('700.00');
  });

  it("Graham's month: the admin fee and the unread line are asked about, care management is judged against its share", async () => {
    fetchMock = installFakeFetch({
      'GET /api/services': { body: services },
      'GET /api/classifications': { body: [{ ...classifications[0], id: 6, level: 6, name: 'High Support', quarterlyBudget: '12028.58' }] },
    });
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await screen.findByRole('option', { name: /Classification 6/ });
    await user.selectOptions(screen.getByLabelText('Classification (level)'), '6');
    await user.click(screen.getByRole('radio', { name: /Self-funded/ }));
    fireEvent.change(screen.getByLabelText('Paste your statement'), { target: { value: GRAHAM_STATEMENT } });
    await user.click(screen.getByRole('button', { name: 'Add these lines' }));
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));

    expect(await screen.findByTestId('statement-summary')).toHaveTextContent(
      'We found 2 things to ask your provider about, worth $30.00 or more in total. 3 of 5 lines look right. We could not check 1 line.',
    );
    expect(screen.getByTestId('statement-total')).toHaveTextContent(
      "Charged in total: $967.00, the same as your statement's total. This leaves out 1 line with no amount we could read.",
    );
    expect(screen.getByTestId('statement-total')).toHaveTextContent('Care management: $65.00 of the $1,202.86 a quarter set aside for it');
    const findings = within(screen.getByTestId('statement-findings')).getAllByRole('listitem');
    expect(findings.map((f) => f.getAttribute('data-finding'))).toEqual(['fee-not-allowed', 'not-checked']);
    expect(findings[0]).toHaveTextContent(
      /Line 4 \(30 November 2026, "Package admin fee"\).*package management or admin fee.*The rules do not allow it.*Amount in question: \$30\.00/,
    );
    expect(findings[1]).toHaveTextContent(/We could not check this line: ask the provider/);
    expect(screen.getByRole('link', { name: /Support at Home pricing changes/ })).toHaveAttribute('href', expect.stringContaining('myagedcare.gov.au'));
    const marks = within(screen.getByTestId('statement-line-marks')).getAllByRole('listitem');
    expect(marks.map((m) => m.getAttribute('data-line-mark'))).toEqual(['good', 'good', 'good', 'ask', 'not-checked']);
    expect(marks[2]).toHaveTextContent('Within the care management share: Line 3');
    expect(marks[4]).toHaveTextContent('We could not check this line: ask the provider. Line 5');

    const letter = (screen.getByLabelText(/Your letter/) as HTMLTextAreaElement).value;
    expect(letter).toMatch(
      /Please explain or fix these things:\n\n1\. Line 4 .*Package admin fee.*Amount in question: \$30\.00\.\n2\. Line 5 .*Adj\. ref 7741/,
    );
    expect(letter).toContain('In total, $30.00 is in question. Also, I could not read the amount of 1 line.');
  });

  it('offers no letter when every line was checked and nothing is in question', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await fillWho(user);
    const right = [
      'Date\tService\tTime\tQuantity\tPrice\tAmount\tContribution',
      '3/11/2026\tDomestic assistance\tWeekday\t2\t$95.00\t$190.00\t$33.25',
      'Care management\t$65.00',
    ];
    fireEvent.change(screen.getByLabelText('Paste your statement'), { target: { value: right.join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Add these lines' }));
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));
    expect(await screen.findByTestId('statement-summary')).toHaveTextContent('We found nothing to ask about. We checked all 2 lines and they look right.');
    expect(screen.queryByLabelText(/Your letter/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'A letter to your provider' })).toBeNull();
  });

  it("keeps the classification choices short and says the chosen level's name and budget under the menu", async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    const menu = screen.getByLabelText('Classification (level)');
    expect(await screen.findByRole('option', { name: 'Classification 4' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one', 'Classification 4']);
    expect(menu).toHaveAccessibleDescription('It is on your letter from My Aged Care.');
    await user.selectOptions(menu, '4');
    expect(screen.getByTestId('statement-classification-chosen')).toHaveTextContent('Medium Support: $7,424.10 a quarter.');
    expect(menu).toHaveAccessibleDescription('Medium Support: $7,424.10 a quarter. It is on your letter from My Aged Care.');
  });

  it('says which carry-over limit applies on interim funding, and what it becomes', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await screen.findByRole('option', { name: /Classification 4/ });
    await user.selectOptions(screen.getByLabelText('Classification (level)'), '4');
    await user.click(screen.getByRole('checkbox', { name: /interim funding/ }));
    expect(screen.getByTestId('statement-carry-over-limit')).toHaveTextContent(
      'Up to $1,000.00 can carry over: the greater of $1,000 or 10% of the budget you are paid while on interim funding ($4,454.46).',
    );
  });

  it('a typed fee line is flagged, and a bad statement total is named and kept', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await fillWho(user);
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a fee or other charge' }));
    await user.type(screen.getByLabelText('What the line says'), 'Travel 12 km');
    await user.type(screen.getByLabelText('Amount charged'), '18.20');
    await user.type(screen.getByLabelText('The total on your statement (optional)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));
    expect(screen.getByText("Check the statement's total.")).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('The total on your statement (optional)')).toHaveAccessibleDescription(/Enter the total on your statement/);
    expect(screen.getByLabelText('The total on your statement (optional)')).toHaveValue('lots');
    await user.clear(screen.getByLabelText('The total on your statement (optional)'));
    await user.click(screen.getByRole('button', { name: 'Check my statement' }));
    const findings = within(await screen.findByTestId('statement-findings')).getAllByRole('listitem');
    expect(findings.map((f) => f.getAttribute('data-finding'))).toEqual(['fee-not-allowed']);
    expect(findings[0]).toHaveTextContent(/This is a travel fee.*Amount in question: \$18\.20/);
  });

  it('reads at Year 8 or below, findings and letter included', async () => {
    const user = userEvent.setup();
    renderWithApp(<StatementCheckerPage />);
    await fillWho(user);
    await pasteAndCheck(user);
    // The words the page writes: headings, paragraphs and findings (not the form's controls or the lines' own data).
    const prose = [...document.querySelectorAll('main p, main h1, main h2, main h3, [data-testid="statement-findings"] li')]
      .map((el) => el.textContent ?? '')
      .filter((t) => t.trim().length > 0)
      .map((t) => (/[.!?]$/.test(t.trim()) ? t : `${t}.`))
      .join(' ');
    expect(readingGrade(prose)).toBeLessThanOrEqual(8);
    expect(readingGrade((screen.getByLabelText(/Your letter/) as HTMLTextAreaElement).value)).toBeLessThanOrEqual(8);
  });
});
