import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeFetch, type FakeReply } from '@homeward/test-support';
import { findPublicRoute, publicRoutes } from '../routes.js';
import { classificationsFixture, servicesFixture } from '../../testing/fixtures.js';
import { render } from '../../ssr.js';
import { hydrateApp } from '../../testing/render-app.js';
import { keepPrerenderedBody, keepsPrerenderedBody } from './kept-body.js';
import type { Root } from 'react-dom/client';

// The prerender's split: React 19 puts the hoisted head tags at the front of the markup.
const HOISTED = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)*/;

let root: Root | undefined;
let problems: unknown[] = [];

/** The browser's first load of a prerendered page, the way bootstrap.tsx does it. */
async function firstLoad(path: string) {
  const { html } = await render(path);
  const head = HOISTED.exec(html)?.[0] ?? '';
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root">${html.slice(head.length)}</div>`;
  window.history.pushState({}, '', path);
  const kept = keepPrerenderedBody(findPublicRoute(path), path);
  problems = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  root = await hydrateApp((e) => problems.push(e));
  return kept;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.restoreAllMocks();
});

describe('a reading page keeps its prerendered body on the first load', () => {
  beforeEach(() => installFakeFetch({ 'GET /api/classifications': { body: classificationsFixture }, 'GET /api/services': { body: [] } }));

  it('keeps the guidance pages and hydrates the tools from their chunks', () => {
    const kept = publicRoutes.filter(keepsPrerenderedBody).map((r) => r.path);
    expect(kept).toContain('/faqs');
    expect(kept).toContain('/');
    for (const tool of ['/calculator', '/provider-directory', '/assessment-maximizer', '/find-my-pathway', '/provider-directory/:id', '/price-check']) {
      expect(kept).not.toContain(tool);
    }
  });

  // A kept body is never rendered again on a direct load: a form in it outside an island would stay as the
  // prerender left it (the price check said "Loading services..." for ever).
  it.each(publicRoutes.filter(keepsPrerenderedBody).map((r) => r.path))('%s keeps no form control outside an island', async (path) => {
    const page = document.createElement('template');
    page.innerHTML = (await render(path)).html;
    const main = page.content.querySelector('main')!;
    const outside = Array.from(main.querySelectorAll('input, select, textarea, form')).filter((el) => !el.closest('[data-island]'));
    expect(outside.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('hydrates the shell around the kept markup without a mismatch, the markup untouched', async () => {
    const prerendered = document.createElement('template');
    prerendered.innerHTML = (await render('/faqs')).html;
    const before = prerendered.content.querySelector('main')!.innerHTML;
    const kept = await firstLoad('/faqs');
    expect(kept?.elements.map((e) => e.tag)).toEqual(['main']);
    expect(problems).toEqual([]);
    const main = document.querySelector('main')!;
    expect(Object.keys(main).some((k) => k.startsWith('__reactFiber'))).toBe(true);
    // Nothing inside <main> belongs to React: it is the prerendered markup as it was.
    expect(Object.keys(main.querySelector('h1')!).some((k) => k.startsWith('__reactFiber'))).toBe(false);
    expect(main.innerHTML === before).toBe(true);
  });

  it('opens the FAQ answers one at a time, as the Accordion does', async () => {
    await firstLoad('/faqs');
    const user = userEvent.setup();
    const [first, second] = within(document.querySelector('main')!).getAllByRole('button', { expanded: false });
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)).toBeVisible();
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a link of the kept markup inside the app, and hands the head tags over to the next page', async () => {
    await firstLoad('/faqs');
    expect(document.title).toMatch(/Frequently asked questions/i);
    const user = userEvent.setup();
    const link = within(document.querySelector('main')!)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/calculator')!;
    expect(link).toBeDefined();
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/calculator'));
    await screen.findByRole('heading', { level: 1, name: /calculator/i });
    await waitFor(() => expect(document.querySelectorAll('title')).toHaveLength(1));
    expect(document.title).toMatch(/calculator/i);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/calculator$/));
  });

  it('renders the page from its chunk when the reader comes back to it', async () => {
    await firstLoad('/faqs');
    const user = userEvent.setup();
    const link = within(document.querySelector('main')!)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/calculator')!;
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: /calculator/i });
    await act(async () => window.history.back());
    const h1 = await screen.findByRole('heading', { level: 1, name: /Frequently asked questions/i });
    await waitFor(() => expect(Object.keys(h1).some((k) => k.startsWith('__reactFiber'))).toBe(true));
    expect(document.title).toMatch(/Frequently asked questions/i);
  });

  it('brings the home page classification grid to life: placeholders, then the cards from the API', async () => {
    const api = installFakeFetch({ 'GET /api/classifications': { body: classificationsFixture } }, { delayMs: 30 });
    await firstLoad('/');
    expect(problems).toEqual([]);
    const grid = await screen.findByTestId('classification-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(classificationsFixture.length);
    expect(screen.queryAllByTestId('classification-placeholder')).toHaveLength(0);
    expect(api.requests.filter((r) => r.url === '/api/classifications')).toHaveLength(1);
  });

  it('brings the services guide catalogue to life: the counts and the tabs share one call', async () => {
    // The answer is held until the pending state is seen: a delay could end before a busy machine got there.
    const services = deferred<FakeReply>();
    const api = installFakeFetch({ 'GET /api/services': () => services.promise });
    await firstLoad('/services');
    expect(problems).toEqual([]);
    expect(screen.getAllByText('Counting services...')).toHaveLength(3);
    await act(async () => services.resolve({ body: servicesFixture }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(3);
    const clinical = servicesFixture.filter((s) => s.category === 'Clinical').length;
    expect(screen.getAllByText(/services? listed$/).map((c) => c.textContent)).toContain(`${clinical} ${clinical === 1 ? 'service' : 'services'} listed`);
    expect(screen.queryByText('Counting services...')).toBeNull();
    const user = userEvent.setup();
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(api.requests.filter((r) => r.url === '/api/services')).toHaveLength(1);
  });
});
