import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeReply, type FakeRequest } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { officialListingFixture, providerFixture, servicesFixture } from '../../testing/fixtures.js';
import ProviderDirectoryPage from './ProviderDirectoryPage.js';

// Whole-page flows; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

/** From the government's list, nobody has claimed it; near Toowoomba by our estimate. Highlighted by mistake: never Featured. */
const unclaimed = officialListingFixture({
  distanceKm: 3.2,
  servesSearchedArea: true,
  visitsEstimated: true,
  isHighlighted: true,
  nearestOffice: { suburb: 'Highfields', state: 'QLD', postcode: '4352' },
});
/** From the list, claimed and kept up to date by the provider. */
const claimed = providerFixture({
  id: 22,
  businessName: 'Range Home Support',
  suburb: 'Toowoomba',
  state: 'QLD',
  postcode: '4350',
  listing: { source: 'official', officialListDate: '2025-06-30', organisationType: 'Charitable', claimed: true, confirmedAt: '2026-11-02T23:00:00.000Z' },
});
/** Entered by the team (the demo data): as the spec's card always was. */
const team = providerFixture({ id: 23, businessName: 'Harbour Home Care' });

function setup(route: string, search: (req: FakeRequest) => FakeReply = () => ({ body: [unclaimed, claimed, team] })) {
  const api = installFakeFetch({
    'GET /api/services': () => ({ body: servicesFixture }),
    'GET /api/providers/search': search,
    'GET /api/locations': () => ({ body: [] }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ProviderDirectoryPage />, { route });
  const searches = () => api.requests.filter((r) => r.url.startsWith('/api/providers/search')).map((r) => r.url);
  return { user, searches };
}

const cardOf = async (name: string) => within(await screen.findByRole('article', { name }));

describe('a listing from the government list that nobody has claimed', () => {
  it('shows the list facts, where they come from, and what is not known yet', async () => {
    setup('/provider-directory?near=Toowoomba+QLD+4350');
    const c = await cardOf('Darling Downs Community Care');
    expect(c.getByText('A community organisation')).toBeInTheDocument();
    // The distance is to the nearest office, which may not be the main one: named with it.
    expect(c.getAllByTestId('provider-office').map((row) => row.textContent)).toEqual(['Nearest office: Highfields QLD 4352, 3.2 km away']);
    expect(c.getByText('Works from 3 offices')).toBeInTheDocument();
    expect(c.getByText(/^From the Australian Government's list of home-care services, 30 June 2025\. Not yet confirmed by the provider\./)).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'About our data' })).toHaveAttribute('href', '/about-our-data');
    expect(c.getByTestId('provider-area-note')).toHaveTextContent('Visits your area (estimate)');
    expect(c.getByText('Why an estimate?')).toBeInTheDocument();
    expect(c.getByText('Phone: not given yet — ask us to pass on your request')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /^Is this your organisation\?/ })).toHaveAttribute('href', '/claim-your-listing?provider=21');
    expect(c.getByRole('button', { name: 'Connect with Provider: Darling Downs Community Care' })).toBeInTheDocument();
  });

  it('invents nothing: no stars, contacts, website, description, services or Featured badge', async () => {
    setup('/provider-directory?near=Toowoomba+QLD+4350');
    const c = await cardOf('Darling Downs Community Care');
    expect(c.queryByText(/Rated|reviews|★/)).not.toBeInTheDocument();
    expect(c.queryByText('Featured')).not.toBeInTheDocument();
    expect(c.queryByRole('link', { name: /^Phone|^Email|Visit Website/ })).not.toBeInTheDocument();
    expect(c.queryByRole('list', { name: 'Services offered' })).not.toBeInTheDocument();
    expect(c.queryByText(/Contact:/)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Darling Downs Community Care' })).not.toHaveAttribute('data-highlighted');
  });

  it('says it does not know whether they visit a place outside every office estimate', async () => {
    setup('/provider-directory?near=Brisbane', () => ({ body: [{ ...unclaimed, distanceKm: 120, servesSearchedArea: false, visitsEstimated: false }] }));
    const c = await cardOf('Darling Downs Community Care');
    expect(c.getByTestId('provider-area-note')).toHaveTextContent("We don't know if they visit your area");
    expect(c.queryByText('Why an estimate?')).not.toBeInTheDocument();
  });

  it('names its one office with the distance when it has only one', async () => {
    setup('/provider-directory?near=Toowoomba+QLD+4350', () => ({
      body: [{ ...unclaimed, officeCount: 1, nearestOffice: { suburb: 'Toowoomba', state: 'QLD', postcode: '4350' } }],
    }));
    const c = await cardOf('Darling Downs Community Care');
    expect(c.getByTestId('provider-office')).toHaveTextContent('Office: Toowoomba QLD 4350, 3.2 km away');
    expect(c.queryByText(/Works from/)).not.toBeInTheDocument();
  });

  it('names the main office and no distance without a place searched', async () => {
    setup('/provider-directory', () => ({
      body: [{ ...unclaimed, distanceKm: null, servesSearchedArea: false, visitsEstimated: false, nearestOffice: null }],
    }));
    const c = await cardOf('Darling Downs Community Care');
    expect(c.getByText('Main office: Toowoomba QLD 4350')).toBeInTheDocument();
    expect(c.queryByTestId('provider-area-note')).not.toBeInTheDocument();
  });
});

describe('a claimed listing', () => {
  it('is the full card, with who keeps it up to date and when they last confirmed it', async () => {
    setup('/provider-directory');
    const c = await cardOf('Range Home Support');
    expect(c.getByTestId('listing-source')).toHaveTextContent('Kept up to date by the provider. Last confirmed 3 November 2026.');
    expect(c.getByRole('link', { name: /02 9000 0000/ })).toHaveAttribute('href', 'tel:0290000000');
    expect(c.getByRole('list', { name: 'Services offered' })).toBeInTheDocument();
    expect(c.queryByRole('link', { name: /Is this your organisation/ })).not.toBeInTheDocument();
  });
});

describe('a team-entered listing', () => {
  it('is the card as it always was, with no source line', async () => {
    setup('/provider-directory');
    const c = await cardOf('Harbour Home Care');
    expect(c.queryByTestId('listing-source')).not.toBeInTheDocument();
    expect(c.getByText('Care at home across Sydney.')).toBeInTheDocument();
    expect(c.queryByRole('link', { name: /Is this your organisation/ })).not.toBeInTheDocument();
  });
});

describe('providers that have not told us what is filtered on', () => {
  const withCount = (count: string) => () => ({ body: [team], headers: { 'X-Has-More': 'false', 'X-Not-Told-Count': count } });

  it('says how many, lists them too on request, and hides them again', async () => {
    const { user, searches } = setup('/provider-directory?service=2&near=Toowoomba+QLD+4350', withCount('12'));
    const note = within(await screen.findByTestId('not-told-note'));
    expect(note.getByText("12 providers near you haven't told us which services they offer.")).toBeInTheDocument();
    await user.click(note.getByRole('button', { name: 'Show them too' }));
    await waitFor(() => expect(searches().at(-1)).toContain('includeNotTold=true'));
    expect(screen.getByTestId('location')).toHaveTextContent('includeNotTold=true');
    const shown = within(await screen.findByTestId('not-told-note'));
    expect(shown.getByText("Also showing 12 providers near you that haven't told us which services they offer.")).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Hide them' }));
    // Back to the first list (already loaded), and out of the address bar.
    expect(await screen.findByText("12 providers near you haven't told us which services they offer.")).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('includeNotTold');
  });

  it.each([
    ['names the language when that is the filter', '/provider-directory?languages=el', '1', "1 provider hasn't told us which languages their staff speak."],
    [
      'names the intake when that is the filter, and speaks of several filters together',
      '/provider-directory?acceptingNewClients=yes&service=2',
      '3',
      "3 providers haven't told us everything you filtered on.",
    ],
  ])('%s', async (_behaviour, path, count, note) => {
    setup(path, withCount(count));
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it.each([
    ['says nothing when none are left out, or when nothing they could tell us is filtered on', '/provider-directory?service=2', '0'],
    ['ignores the count without such a filter', '/provider-directory?state=QLD', '40'],
  ])('%s', async (_behaviour, path, count) => {
    setup(path, withCount(count));
    await cardOf('Harbour Home Care');
    expect(screen.queryByTestId('not-told-note')).not.toBeInTheDocument();
  });
});
