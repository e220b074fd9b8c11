import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, renderWithApp, type FakeRequest, type FakeResponse } from '../testing/render-with-app.js';
import { providerFixture, servicesFixture } from '../testing/fixtures.js';
import ProviderDirectoryPage from './ProviderDirectoryPage.js';

// Whole-page flows with many keystrokes; a shared 2-core machine can be slow.
jest.setTimeout(30_000);

const harbour = providerFixture({
  isHighlighted: true,
  services: [
    { id: 1, name: 'Nursing care' }, { id: 2, name: 'Personal care' }, { id: 3, name: 'Domestic assistance' },
    { id: 4, name: 'Transport' }, { id: 5, name: 'Meals' },
  ],
});
const bushland = providerFixture({ id: 8, businessName: 'Bushland Care', state: 'VIC', suburb: 'Ballarat', postcode: '3350', website: null, isHighlighted: false, name: null });

function setup(route = '/provider-directory', search: (req: FakeRequest) => FakeResponse | Promise<FakeResponse> = () => ({ body: [harbour, bushland] })) {
  const api = fakeApi({
    'GET /api/services': () => ({ body: servicesFixture }),
    'GET /api/providers/search': search,
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ProviderDirectoryPage />, { route });
  const searches = () => api.requests.filter((r) => r.url.startsWith('/api/providers/search')).map((r) => r.url);
  return { api, user, searches };
}

const card = (name: string) => screen.getByRole('article', { name });
const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('ProviderDirectoryPage', () => {
  it('shows 4 skeleton cards while loading, then the cards', async () => {
    const reply = deferred<FakeResponse>();
    setup('/provider-directory', () => reply.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Trusted Provider Directory' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('provider-skeleton')).toHaveLength(4);
    expect(screen.getByText('Loading providers...')).toHaveAttribute('role', 'status');
    reply.resolve({ body: [harbour, bushland] });
    expect(await screen.findByRole('article', { name: 'Harbour Home Care' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('provider-skeleton')).toHaveLength(0);
    expect(screen.getByText('2 providers found')).toBeInTheDocument();
  });

  it('shows every field of a card', async () => {
    setup();
    await screen.findByRole('article', { name: 'Harbour Home Care' });
    const c = within(card('Harbour Home Care'));
    expect(c.getByText('Featured')).toBeInTheDocument();
    expect(c.getByText('Contact: Jo Lee')).toBeInTheDocument();
    expect(c.getByText('Rated 4.7 out of 5 from 32 reviews')).toBeInTheDocument();
    expect(c.getByText('Care at home across Sydney.')).toBeInTheDocument();
    expect(c.getByText('Sydney, NSW 2000')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /02 9000 0000/ })).toHaveAttribute('href', 'tel:0290000000');
    expect(c.getByRole('link', { name: /hello@harbour.example/ })).toHaveAttribute('href', 'mailto:hello@harbour.example');
    const website = c.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://harbour.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const badges = within(c.getByRole('list', { name: 'Services offered' })).getAllByRole('listitem').map((li) => li.textContent);
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
