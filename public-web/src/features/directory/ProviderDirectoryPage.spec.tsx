import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEAR_MESSAGES, type ProviderSearchResult } from '@homeward/domain';
import { deferred, installFakeFetch, type FakeFetch, type FakeReply, type FakeRequest } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { locationsFixture, providerFixture, servicesFixture } from '../../testing/fixtures.js';
import { FEATURED_MEANING } from '../../components/providers/FeaturedNote.js';
import ProviderDirectoryPage from './ProviderDirectoryPage.js';

// Whole-page flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

const harbour = providerFixture({
  isHighlighted: true,
  services: [
    { id: 1, name: 'Nursing care' },
    { id: 2, name: 'Personal care' },
    { id: 3, name: 'Domestic assistance' },
    { id: 4, name: 'Transport' },
    { id: 5, name: 'Meals' },
  ],
});
const bushland = providerFixture({
  id: 8,
  businessName: 'Bushland Care',
  state: 'VIC',
  suburb: 'Ballarat',
  postcode: '3350',
  website: null,
  isHighlighted: false,
  name: null,
});

function setup(route = '/provider-directory', search: (req: FakeRequest) => FakeReply | Promise<FakeReply> = () => ({ body: [harbour, bushland] })) {
  const api = installFakeFetch({
    'GET /api/services': () => ({ body: servicesFixture }),
    'GET /api/providers/search': search,
    'GET /api/locations': (req) => {
      const query = new URL(req.url, 'http://x').searchParams.get('query')!.toLowerCase();
      return { body: locationsFixture.filter((l) => l.postcode.startsWith(query) || l.locality.toLowerCase().startsWith(query)) };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ProviderDirectoryPage />, { route });
  const searches = () => api.requests.filter((r) => r.url.startsWith('/api/providers/search')).map((r) => r.url);
  return { api, user, searches };
}

const card = (name: string) => screen.getByRole('article', { name });
/** Waits for a provider's card to render, then queries inside it. */
const cardWhenShown = async (name: string) => within(await screen.findByRole('article', { name }));
const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('ProviderDirectoryPage', () => {
  it('shows 4 skeleton cards while loading, then the cards', async () => {
    const reply = deferred<FakeReply>();
    setup('/provider-directory', () => reply.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Trusted Provider Directory' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('provider-skeleton')).toHaveLength(4);
    expect(screen.getByText('Loading providers...')).toHaveAttribute('role', 'status');
    reply.resolve({ body: [harbour, bushland] });
    expect(await screen.findByRole('article', { name: 'Harbour Home Care' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('provider-skeleton')).toHaveLength(0);
    expect(screen.getByText('Showing 2 providers')).toHaveAttribute('role', 'status');
  });

  it('shows every field of a card', async () => {
    setup();
    const c = await cardWhenShown('Harbour Home Care');
    expect(c.getByText('Featured')).toBeInTheDocument();
    expect(c.getByText('Contact: Jo Lee')).toBeInTheDocument();
    // What Featured means, beside the badge; no star rating (it has no source).
    expect(c.getByText(FEATURED_MEANING)).toBeInTheDocument();
    expect(card('Harbour Home Care')).toHaveAccessibleDescription(FEATURED_MEANING);
    expect(c.queryByText(/Rated|reviews/)).not.toBeInTheDocument();
    expect(c.getByText('Care at home across Sydney.')).toBeInTheDocument();
    expect(c.getByText('Sydney, NSW 2000')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /02 9000 0000/ })).toHaveAttribute('href', 'tel:0290000000');
    expect(c.getByRole('link', { name: /hello@harbour.example/ })).toHaveAttribute('href', 'mailto:hello@harbour.example');
    const website = c.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://harbour.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const badges = within(c.getByRole('list', { name: 'Services offered' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['Nursing care', 'Personal care', 'Domestic assistance', '+2 more']);

    const other = within(card('Bushland Care'));
    expect(other.queryByText('Featured')).not.toBeInTheDocument();
    expect(other.queryByRole('link', { name: /Visit Website/ })).not.toBeInTheDocument();
    expect(other.queryByText(/Contact:/)).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    setup('/provider-directory', () => ({ body: [] }));
    expect(await screen.findByText('No providers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or state filter.')).toBeInTheDocument();
  });

  it('sends no query parameters until a filter is set', async () => {
    const { searches } = setup();
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    expect(searches()).toEqual(['/api/providers/search']);
  });

  it('waits for typing to pause, then searches and writes the text into the URL', async () => {
    const { user, searches } = setup();
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or description' }), 'home care');
    expect(searches()).toHaveLength(1);
    await waitFor(() => expect(searches()).toContain('/api/providers/search?q=home+care'));
    // One search for the whole phrase, not one per letter.
    expect(searches()).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?q=home+care');
  });

  it('filters by state and by service, keeping both in the URL', async () => {
    const { user, searches } = setup();
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    await user.selectOptions(screen.getByLabelText('State or territory'), 'VIC');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?state=VIC'));
    await screen.findByRole('option', { name: 'Personal care' });
    await user.selectOptions(screen.getByLabelText('Type of service'), '2');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?state=VIC&services=2'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?state=VIC&service=2');

    await user.selectOptions(screen.getByLabelText('State or territory'), 'all');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?services=2'));
  });

  it('reads the search and filters from the URL after loading', async () => {
    const { searches } = setup('/provider-directory?q=harbour&state=NSW&service=2');
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    expect(searches()).toEqual(['/api/providers/search?q=harbour&state=NSW&services=2']);
    expect(screen.getByRole('searchbox')).toHaveValue('harbour');
    expect(screen.getByLabelText('State or territory')).toHaveValue('NSW');
    await waitFor(() => expect(screen.getByLabelText('Type of service')).toHaveValue('2'));
    await pause(400);
    expect(searches()).toHaveLength(1);
  });

  it('opens the provider lead dialog from a card', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Bushland Care' });
    await user.click(within(card('Bushland Care')).getByRole('button', { name: /Connect with Provider/ }));
    expect(await screen.findByRole('dialog', { name: 'Connect with Bushland Care' })).toBeInTheDocument();
  });
});

/**
 * A stand-in for the near-me search: distances from Brunswick, a radius that narrows ('auto': 50 km, answered in
 * X-Radius-Km), nearest first (serving providers first with a radius), pages of `limit` (default 20) with
 * X-Has-More, and the 400 the API gives for a place it does not know.
 */
function nearMeServer(providers: ProviderSearchResult[], known = ['3056', 'Brunswick VIC 3056', 'Brunswick']) {
  return (req: FakeRequest): FakeReply => {
    const params = new URL(req.url, 'http://x').searchParams;
    const near = params.get('near');
    if (near && !known.includes(near))
      return {
        status: 400,
        body: {
          statusCode: 400,
          code: 'UNKNOWN_PLACE',
          message: NEAR_MESSAGES.unknownPlace,
          error: 'Bad Request',
          fields: { near: NEAR_MESSAGES.unknownPlace },
        },
      };
    let list = providers.map((p) => (near ? p : { ...p, distanceKm: null, servesSearchedArea: false }));
    const asked = params.get('radiusKm');
    const radius = asked === 'auto' ? 50 : asked ? Number(asked) : null;
    if (radius) list = list.filter((p) => p.servesSearchedArea || (p.distanceKm ?? Infinity) <= radius);
    if (params.get('sort') === 'distance')
      list = [...list].sort(
        (a, b) => (radius ? Number(b.servesSearchedArea) - Number(a.servesSearchedArea) : 0) || (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity),
      );
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 20);
    const headers: Record<string, string> = { 'X-Has-More': String(list.length > offset + limit) };
    if (radius) headers['X-Radius-Km'] = String(radius);
    return { body: list.slice(offset, offset + limit), headers };
  };
}

const close = providerFixture({
  id: 1,
  businessName: 'Close Care',
  suburb: 'Brunswick',
  state: 'VIC',
  postcode: '3056',
  distanceKm: 3.24,
  servesSearchedArea: true,
});
const middle = providerFixture({
  id: 2,
  businessName: 'Middle Care',
  suburb: 'Preston',
  state: 'VIC',
  postcode: '3072',
  distanceKm: 18.6,
  servesSearchedArea: false,
  isHighlighted: true,
});
const farServing = providerFixture({
  id: 3,
  businessName: 'Far Care',
  suburb: 'Geelong',
  state: 'VIC',
  postcode: '3220',
  distanceKm: 62.4,
  servesSearchedArea: true,
});
const farAway = providerFixture({
  id: 4,
  businessName: 'Distant Care',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  distanceKm: 712.9,
  servesSearchedArea: false,
});
const nearMe = [middle, farAway, close, farServing];

const nearInput = () => screen.getByRole('combobox', { name: 'Near (postcode or suburb)' });
const cardNames = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const locationCalls = (api: FakeFetch) => api.requests.filter((r) => r.url.startsWith('/api/locations')).map((r) => r.url);

describe('ProviderDirectoryPage near me', () => {
  it('suggests places once typing pauses, and choosing one with the keyboard searches near it', async () => {
    const { api, user, searches } = setup('/provider-directory', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    // No distances until a place is chosen.
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();

    await user.type(nearInput(), 'Bruns');
    expect(await screen.findByRole('option', { name: 'Brunswick VIC 3056' })).toBeInTheDocument();
    // One question for the whole word, not one per letter.
    expect(locationCalls(api)).toEqual(['/api/locations?query=Bruns&limit=8']);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brunswick VIC 3056', 'Brunswick East VIC 3057', 'Brunswick West VIC 3055', 'Brunswick Heads NSW 2483']);
    expect(nearInput()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/4 places found\. Use the up and down arrow keys/)).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    // Near means near: the default radius and nearest first, without writing them into the address.
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=Brunswick+VIC+3056&radiusKm=auto&sort=distance'));
    expect(nearInput()).toHaveValue('Brunswick VIC 3056');
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?near=Brunswick+VIC+3056');
    const closeCard = within(await screen.findByRole('article', { name: 'Close Care' }));
    expect(await closeCard.findByText('3.2 km away')).toBeInTheDocument();
    expect(closeCard.getByText('from Brunswick VIC 3056')).toBeInTheDocument();
    // Serving first, then the rest nearest first; Sydney is not near.
    await waitFor(() => expect(cardNames()).toEqual(['Close Care', 'Far Care', 'Middle Care']));
    expect(screen.getByTestId('directory-scope')).toHaveTextContent('within 50 km of Brunswick VIC 3056');
    // Every card says whether the provider visits the place.
    expect(closeCard.getByText('Visits your area')).toBeInTheDocument();
    expect(within(card('Far Care')).getByText('Visits your area')).toBeInTheDocument();
    expect(within(card('Middle Care')).getByText('Does not list your area')).toBeInTheDocument();
    // The chosen label is not looked up again.
    await pause(300);
    expect(locationCalls(api)).toHaveLength(1);
  });

  it('searches typed text as it is when Enter is pressed', async () => {
    const { user, searches } = setup('/provider-directory', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    await user.type(nearInput(), '3056{Enter}');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&radiusKm=auto&sort=distance'));
    // The cards follow the answer a frame later (a transition): wait for the new list, not the one before it.
    await waitFor(() => expect(within(card('Close Care')).getByText('3.2 km away')).toBeInTheDocument());
  });

  it('with a place starts nearby and nearest first; the distance, Best match and looking farther go into the URL', async () => {
    const { user, searches } = setup('/provider-directory', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    expect(screen.getByLabelText('Distance')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeDisabled();

    await user.type(nearInput(), '3056{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Distance')).toBeEnabled());
    expect(screen.getByLabelText('Distance')).toHaveValue('auto');
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
    await waitFor(() => expect(cardNames()).toEqual(['Close Care', 'Far Care', 'Middle Care']));

    // Look farther: 50 km, then 100, then any distance.
    await user.click(screen.getByRole('button', { name: 'Look farther: within 100 km' }));
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&radiusKm=100&sort=distance'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?near=3056&radius=100');
    await user.click(await screen.findByRole('button', { name: 'Show providers at any distance' }));
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&sort=distance'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?near=3056&radius=any');
    await waitFor(() => expect(cardNames()).toEqual(['Close Care', 'Middle Care', 'Far Care', 'Distant Care']));

    await user.selectOptions(screen.getByLabelText('Distance'), '25');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&radiusKm=25&sort=distance'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?near=3056&radius=25');
    // Far Care's office is 62 km away, but it serves the place: it stays, first, with its note.
    await waitFor(() => expect(cardNames()).toEqual(['Close Care', 'Far Care', 'Middle Care']));
    expect(within(card('Far Care')).getByText('Visits your area')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 providers')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'relevance');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&radiusKm=25'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?near=3056&radius=25&sort=relevance');
  });

  it('reads the place, distance and order from the URL, and clearing the place drops them', async () => {
    const { user, searches } = setup('/provider-directory?near=Brunswick+VIC+3056&radius=10&sort=distance&state=VIC', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    expect(searches()).toEqual(['/api/providers/search?state=VIC&near=Brunswick+VIC+3056&radiusKm=10&sort=distance']);
    expect(nearInput()).toHaveValue('Brunswick VIC 3056');
    expect(screen.getByLabelText('Distance')).toHaveValue('10');
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');

    await user.clear(nearInput());
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/provider-directory\?state=VIC$/));
    expect(searches().at(-1)).toBe('/api/providers/search?state=VIC');
    expect(screen.getByLabelText('Distance')).toBeDisabled();
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  });

  it('ignores a radius or an order without a place in the URL', async () => {
    const { searches } = setup('/provider-directory?radius=10&sort=distance', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    expect(searches()).toEqual(['/api/providers/search']);
  });

  it('says so by the field when the place is not found, without breaking the page', async () => {
    const { user } = setup('/provider-directory', nearMeServer(nearMe));
    await screen.findByRole('article', { name: 'Close Care' });
    await user.type(nearInput(), 'Atlantis{Enter}');
    await waitFor(() => expect(nearInput()).toHaveAccessibleDescription(NEAR_MESSAGES.unknownPlace));
    expect(nearInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('We could not find that place')).toBeInTheDocument();
    expect(screen.queryByText('We could not load providers.')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    // A real place clears the message.
    await user.clear(nearInput());
    await user.type(nearInput(), '3056{Enter}');
    expect(await screen.findByRole('article', { name: 'Close Care' })).toBeInTheDocument();
    expect(nearInput()).toHaveAccessibleDescription('Type a postcode or suburb, then choose it from the list.');
  });
});

describe('ProviderDirectoryPage show more', () => {
  const many = Array.from({ length: 45 }, (_, i) => providerFixture({ id: 100 + i, businessName: `Provider ${String(i + 1).padStart(2, '0')}` }));

  it('appends the next page, moves focus to its first card, and stops when there is no more', async () => {
    const { user, searches } = setup('/provider-directory', nearMeServer(many));
    await screen.findByRole('article', { name: 'Provider 01' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 providers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more providers' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(searches()).toEqual(['/api/providers/search', '/api/providers/search?offset=20']);
    expect(screen.getByText('Showing 40 providers')).toBeInTheDocument();
    await waitFor(() => expect(card('Provider 21')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Show more providers' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(searches().at(-1)).toBe('/api/providers/search?offset=40');
    await waitFor(() => expect(card('Provider 41')).toHaveFocus());
    expect(screen.getByText('Showing 45 providers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more providers' })).not.toBeInTheDocument();
  });

  it('pages a near-me search with the same place, distance and order', async () => {
    const { user, searches } = setup('/provider-directory?near=3056', nearMeServer(many.map((p, i) => ({ ...p, distanceKm: i + 0.5 }))));
    await screen.findByRole('article', { name: 'Provider 01' });
    await user.click(screen.getByRole('button', { name: 'Show more providers' }));
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?near=3056&radiusKm=auto&sort=distance&offset=20'));
    expect(await within(await screen.findByRole('article', { name: 'Provider 21' })).findByText('21 km away')).toBeInTheDocument();
  });

  it('starts again from the first page when the search changes', async () => {
    const { user, searches } = setup('/provider-directory', nearMeServer(many));
    await screen.findByRole('article', { name: 'Provider 01' });
    await user.click(screen.getByRole('button', { name: 'Show more providers' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    await user.selectOptions(screen.getByLabelText('State or territory'), 'NSW');
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?state=NSW'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  });
});

describe('ProviderDirectoryPage more filters', () => {
  it('shows intake, languages, diverse needs and registration on a card in plain words', async () => {
    setup();
    const c = await cardWhenShown('Harbour Home Care');
    expect(c.getByText('Has a waiting list (checked 3 November 2026)')).toBeInTheDocument();
    expect(c.getByText('Staff speak')).toBeInTheDocument();
    expect(c.getByText('English and Greek')).toBeInTheDocument();
    expect(c.getByText('Experience with')).toBeInTheDocument();
    expect(c.getByText('People living with dementia')).toBeInTheDocument();
    expect(c.getByText('Home and community services; Personal care and care support at home or in the community')).toBeInTheDocument();
  });

  it('leaves out what a provider has not told us', async () => {
    const quiet = providerFixture({ languages: [], diverseNeeds: [], acceptingNewClients: null, acceptingConfirmedAt: null, registrationCategories: [] });
    setup('/provider-directory', () => ({ body: [quiet] }));
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    expect(screen.queryByTestId('provider-attributes')).not.toBeInTheDocument();
  });

  it('keeps the filters closed until asked, then searches by language, need and intake, and writes them into the URL', async () => {
    const { user, searches } = setup();
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    const more = screen.getByText(/^More filters/).closest('details')!;
    expect(more).not.toHaveAttribute('open');
    await user.click(screen.getByText(/^More filters/));
    expect(more).toHaveAttribute('open');
    await user.click(within(screen.getByRole('group', { name: 'Language spoken by staff' })).getByLabelText('Greek'));
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?languages=el'));
    await user.click(screen.getByLabelText('Italian'));
    await user.click(screen.getByLabelText('People living with dementia'));
    await user.click(screen.getByLabelText('Taking new clients now'));
    await waitFor(() => expect(searches().at(-1)).toBe('/api/providers/search?languages=el%2Cit&diverseNeeds=dementia&acceptingNewClients=yes'));
    expect(screen.getByTestId('location')).toHaveTextContent('/provider-directory?languages=el%2Cit&diverseNeeds=dementia&acceptingNewClients=yes');
    expect(screen.getByText('(4 chosen)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    // The unfiltered list is still cached from the first search: no new request, the URL is plain again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/provider-directory$/));
    expect(screen.getByLabelText('Greek')).not.toBeChecked();
  });

  it('reads the filters from the URL, opens them, and ignores unknown codes', async () => {
    const { searches } = setup('/provider-directory?languages=it,xx,el&diverseNeeds=dementia&state=VIC');
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    expect(searches()).toEqual(['/api/providers/search?state=VIC&languages=el%2Cit&diverseNeeds=dementia']);
    expect(screen.getByText(/^More filters/).closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Greek')).toBeChecked();
    expect(screen.getByLabelText('Italian')).toBeChecked();
    expect(screen.getByLabelText('Mandarin')).not.toBeChecked();
    expect(screen.getByLabelText('People living with dementia')).toBeChecked();
  });
});
