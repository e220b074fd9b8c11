import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathwayAnswersToQuery, type PathwayAnswers } from '@homeward/domain';
// The scenario table the e2e walks use too: one table, in the one project both may import.
import { PATHWAY_SCENARIOS } from '@homeward/domain/src/pathways/pathway-scenarios.fixture';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { servicesFixture } from '../../testing/fixtures.js';
import { INITIAL_PATHWAY_FINDER, pathwayFinderReducer } from './hooks/use-pathway-finder.js';
import PathwayFinderPage from './PathwayFinderPage.js';

jest.setTimeout(30_000);

function setup(route = '/find-my-pathway') {
  const api = installFakeFetch({ 'GET /api/services': () => ({ body: servicesFixture }) });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PathwayFinderPage />, { route });
  return { user, api };
}

const choose = (user: ReturnType<typeof userEvent.setup>, label: string) => user.click(within(screen.getByRole('group')).getByRole('button', { name: label }));

describe(pathwayFinderReducer.name, () => {
  it('goes intro -> questions that apply -> result, and Previous keeps answers', () => {
    let s = pathwayFinderReducer(INITIAL_PATHWAY_FINDER, { type: 'start' });
    expect(s.screen).toBe('age');
    s = pathwayFinderReducer(s, { type: 'answer', value: 'under-50' });
    expect(s.screen).toBe('disability');
    s = pathwayFinderReducer(s, { type: 'previous' });
    expect(s).toEqual({ screen: 'age', answers: { age: 'under-50' } });
    s = pathwayFinderReducer(s, { type: 'answer', value: 'under-50' });
    s = pathwayFinderReducer(s, { type: 'answer', value: 'no' });
    expect(s.screen).toBe('result');
    expect(pathwayFinderReducer(s, { type: 'previous' }).screen).toBe('disability');
  });

  it('ignores an answer on the intro or the result', () => {
    expect(pathwayFinderReducer(INITIAL_PATHWAY_FINDER, { type: 'answer', value: 'yes' })).toBe(INITIAL_PATHWAY_FINDER);
  });
});

describe('PathwayFinderPage', () => {
  it('keeps one count while answers shorten the route, and says what a Support Plan Review is', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const answers = ['65 or older', 'Yes, they had a Home Care Package before 1 November 2025', 'No', 'No', 'No', 'No'];
    for (const [i, label] of answers.entries()) {
      expect(screen.getByText(`Question ${i + 1}`)).toBeInTheDocument();
      expect(screen.getByText('About 7 questions in all')).toBeInTheDocument();
      expect(screen.queryByText(/ of \d+$/)).toBeNull();
      await choose(user, label);
    }
    expect(await screen.findByTestId('support-plan-review-meaning')).toHaveTextContent(
      'A Support Plan Review is when their provider looks again at what help they need and what their budget pays for.',
    );
  });

  it('asks one question a screen and shows the pathways with dated amounts, the call to make and a directory search', async () => {
    const { user, api } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'What does this tool do?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(screen.getByText('About 7 questions in all')).toBeInTheDocument();
    for (const label of ['65 or older', 'No, not yet', 'No', 'No', 'Yes', 'No', 'None right now']) await choose(user, label);

    expect(await screen.findByRole('heading', { level: 2, name: 'What may fit' })).toHaveFocus();
    const card = screen.getByTestId('pathway-card');
    expect(card).toHaveAttribute('data-pathway', 'end-of-life');
    expect(card).toHaveTextContent('$25,000 to use over 12 weeks.');
    expect(card).toHaveTextContent('as at 1 November 2025');
    expect(within(card).getByRole('link', { name: /1800 200 422/ })).toHaveAttribute('href', 'tel:1800200422');
    expect(card).toHaveTextContent('I would like an urgent, high-priority assessment for the End-of-Life Pathway.');
    expect(await within(card).findByRole('link', { name: 'Find providers who offer nursing care' })).toHaveAttribute('href', '/provider-directory?service=1');
    // Only the service list is fetched: the answers never leave the page.
    expect(api.requests.map((r) => r.url)).toEqual(['/api/services']);
  });

  it('opens a shared link at its result, and Start again clears the link', async () => {
    const answers: PathwayAnswers = { age: 'under-50', disability: 'yes' };
    const { user } = setup(`/find-my-pathway?${pathwayAnswersToQuery(answers)}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Support at Home may not fit yet' })).toBeInTheDocument();
    expect(screen.getAllByTestId('pathway-card').map((c) => c.getAttribute('data-pathway'))).toEqual(['ndis', 'other-help']);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-my-pathway$/);
  });

  // Every result of the finder, walked by clicking; the browser walks (e2e) keep what needs layout, axe or a real page.
  it.each(PATHWAY_SCENARIOS)('walks to the result: $name', async ({ answers, pathways, shows }) => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    for (const [i, label] of answers.entries()) {
      expect(screen.getByText(`Question ${i + 1}`)).toBeInTheDocument();
      await choose(user, label);
    }

    const result = await screen.findByTestId('pathway-result');
    const cards = within(result).getAllByTestId('pathway-card');
    expect(cards.map((c) => c.getAttribute('data-pathway'))).toEqual(pathways);
    for (const text of shows) expect(result).toHaveTextContent(text);
    // A figure is read with its date: every card that quotes an amount says what day it is as at.
    for (const card of cards.filter((c) => /\$\d/.test(c.textContent ?? ''))) expect(card).toHaveTextContent(/as at \d{1,2} \w+ \d{4}/);
  });
});
