import { screen, within } from '@testing-library/react';
import { OFFICIAL_LIST_ATTRIBUTION } from '@homeward/domain';
import { renderWithApp } from '../../testing/render-with-app.js';
import { readingGrade } from '../../testing/reading-grade.js';
import AboutOurDataPage, { ABOUT_OUR_DATA_INTRO, OFFICIAL_LIST } from './AboutOurDataPage.js';

describe('AboutOurDataPage (/about-our-data)', () => {
  it('names the list, its publisher and date, its licence with a link, and the attribution it asks for', () => {
    renderWithApp(<AboutOurDataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About our data' })).toBeInTheDocument();
    const list = within(document.getElementById('the-list-title')!.closest('section')!);
    expect(list.getByText(`“${OFFICIAL_LIST.title}”`)).toBeInTheDocument();
    expect(list.getByText(/The Department of Health, Disability and Ageing publishes it/)).toBeInTheDocument();
    expect(list.getByRole('link', { name: /GEN Aged Care Data/ })).toHaveAttribute('href', OFFICIAL_LIST.siteUrl);
    const licence = within(document.getElementById('licence-title')!.closest('section')!);
    expect(licence.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByTestId('official-list-attribution')).toHaveTextContent(OFFICIAL_LIST_ATTRIBUTION);
    expect(licence.getByText(/does not endorse Homeward/)).toBeInTheDocument();
  });

  it('says what we changed, with the visiting estimate by remoteness, what the list lacks and how providers add it', () => {
    renderWithApp(<AboutOurDataPage />);
    expect(screen.getByText('We grouped services into organisations.')).toBeInTheDocument();
    expect(screen.getByText('We guessed how far each office travels.')).toBeInTheDocument();
    expect(screen.getByText('Providers correct and add details.')).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('row', { name: 'Major Cities About 25 km' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Very Remote About 300 km' })).toBeInTheDocument();
    expect(screen.getByText(/The list has no phone numbers, emails or websites/)).toHaveTextContent(/what it charges/);
    expect(screen.getByText(/press “Is this your organisation\?” on its listing/)).toBeInTheDocument();
  });

  it('opens with the answer at Year 8 or below', () => {
    expect(readingGrade(ABOUT_OUR_DATA_INTRO)).toBeLessThanOrEqual(8);
    renderWithApp(<AboutOurDataPage />);
    const paragraphs = Array.from(document.querySelectorAll('main section p')).map((p) => p.textContent ?? '');
    expect(readingGrade(paragraphs.join(' '))).toBeLessThanOrEqual(8);
  });
});
