import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSESSMENT_QUESTIONS, decodeSharedCalculation } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { classificationsFixture } from '../../testing/fixtures.js';
import { STORAGE_PREFIX, type AssessmentRecord } from './assessment-record.js';
import AssessmentMaximizerPage from './AssessmentMaximizerPage.js';

// Whole-page flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

const classifications = [
  ...classificationsFixture,
  { id: 3, level: 3, name: 'Low to Medium Support', description: null, icon: 'tree', color: 'yellow', quarterlyBudget: '5491.43' },
  { id: 7, level: 7, name: 'High to Very High Support', description: null, icon: 'user-nurse', color: 'pink', quarterlyBudget: '14537.04' },
];

function setup() {
  localStorage.clear();
  installFakeFetch({ 'GET /api/classifications': () => ({ body: classifications }) });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<AssessmentMaximizerPage />);
  return { user };
}

const option = (n: 1 | 2 | 3 | 4) => {
  const q = ASSESSMENT_QUESTIONS.find((x) => screen.queryByRole('heading', { level: 2, name: x.question }))!;
  return screen.getByRole('button', { name: q.options[n - 1].label });
};

async function answerAll(user: ReturnType<typeof userEvent.setup>, answers: Array<1 | 2 | 3 | 4>) {
  for (const a of answers) await user.click(option(a));
}

function savedRecords(): AssessmentRecord[] {
  return Object.keys(localStorage)
    .filter((k) => k.startsWith(STORAGE_PREFIX))
    .map((k) => JSON.parse(localStorage.getItem(k)!) as AssessmentRecord);
}

describe('AssessmentMaximizerPage', () => {
  it('starts at the intro, which says what it covers', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'What does this tool do?' })).toBeInTheDocument();
    for (const q of ASSESSMENT_QUESTIONS) expect(screen.getByText(q.category)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Assessment' })).toBeInTheDocument();
  });

  it('steps through questions, announces progress, and keeps answers when going back', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('13% complete')).toBeInTheDocument();
    expect(screen.getByText('Select an option to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: ASSESSMENT_QUESTIONS[0].question })).toHaveFocus();
    expect(screen.getByText('Step 1 of 8: Physical Health').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await user.click(option(2));
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByText('25% complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ASSESSMENT_QUESTIONS[1].question })).toHaveFocus();
    await user.click(option(3));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(option(2)).toHaveAttribute('aria-pressed', 'true');
    expect(option(1)).toHaveAttribute('aria-pressed', 'false');

    // A new answer overwrites the saved one and moves on; the next step still shows its saved answer.
    await user.click(option(4));
    expect(option(3)).toHaveAttribute('aria-pressed', 'true');
    const record = savedRecords()[0];
    expect(record.responses).toEqual({ mobility: 4, personal_care: 3 });
    expect(record.isCompleted).toBe(false);
  });

  it('gives classification 3 with three tips for a mixed set of answers, and saves the record', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));
    // mobility 2x3=6, personal care 3x2.5=7.5, medical 2x3=6, cognitive 4x2.5=10, social 3x2=6, home 3x2=6,
    // daily activities 2x2.5=5, support 4x2=8: total 54.5 of 78 (4 x 19.5) = 69.9% -> 65 to under 75 -> level 3.
    await answerAll(user, [2, 3, 2, 4, 3, 3, 2, 4]);

    const result = await screen.findByTestId('assessment-result');
    expect(within(result).getByText(/Classification 3/)).toHaveTextContent('Classification 3: Low to Medium Support');
    expect(within(result).getByText('$5,491.43')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your estimated classification' })).toHaveFocus();
    // Tips only for the answers of 1 or 2: mobility, medical, daily activities.
    const tips = within(screen.getByRole('heading', { name: /explain my needs/ }).closest('section')!).getAllByRole('heading', { level: 3 });
    expect(tips.map((h) => h.textContent)).toEqual(['Physical Health', 'Health Conditions', 'Independence']);
    // The call to action, and the budget's note (past its review date: who to call for the budget now).
    const calls = screen.getAllByRole('link', { name: '1800 200 422' });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:1800200422');
    expect(screen.getByRole('link', { name: 'Find a provider in the directory' })).toHaveAttribute('href', '/provider-directory');
    expect(await screen.findByText('Assessment Complete')).toBeInTheDocument();
    const toCalculator = new URL(screen.getByRole('link', { name: 'See what this budget could pay for' }).getAttribute('href')!, 'http://x');
    expect(toCalculator.pathname).toBe('/calculator');
    expect(decodeSharedCalculation(toCalculator.searchParams.get('data'))?.classification).toBe(3);

    const [record] = savedRecords();
    expect(record).toMatchObject({
      responses: {
        mobility: 2,
        personal_care: 3,
        medical_complexity: 2,
        cognitive_function: 4,
        social_isolation: 3,
        home_environment: 3,
        daily_activities: 2,
        support_network: 4,
      },
      suggestedClassification: 3,
      isCompleted: true,
      currentStep: 8,
      totalSteps: 8,
    });
    expect(record.sessionId).toMatch(/^[a-z0-9]{16}$/);
    expect(record.improvementTips.map((t) => t.category)).toEqual(['Physical Health', 'Health Conditions', 'Independence']);
  });

  it('shows no tips when every answer is 4 (100% -> classification 1), and can start again', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Assessment' }));
    await answerAll(user, [4, 4, 4, 4, 4, 4, 4, 4]);
    const result = await screen.findByTestId('assessment-result');
    await waitFor(() => expect(within(result).getByText(/Classification 1/)).toHaveTextContent('Classification 1: Entry Support'));
    expect(screen.queryByRole('heading', { name: /explain my needs/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Start Assessment' })).toBeInTheDocument();
  });
});
