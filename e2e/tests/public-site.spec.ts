import { expect, test } from '../support/test';
import { expectFirstLoadWithinBudget, recordScripts, seriousWcagViolations, waitForHydration } from '../support';
import type { Page } from '@playwright/test';

/**
 * The public site as `npm start` serves it: prerendered routes, shared chrome, not-found with 404, the mobile
 * menu, accessibility (axe, WCAG 2.2 AA tags), HTML without JavaScript, and clean hydration.
 */

const ROUTES: ReadonlyArray<{ path: string; h1: RegExp }> = [
  { path: '/', h1: /Find Your Perfect Aged Care Provider/ },
  { path: '/calculator', h1: /./ },
  { path: '/services', h1: /What services can Support at Home pay for\?/ },
  { path: '/eligibility', h1: /Can I get Support at Home\?/ },
  { path: '/providers', h1: /How do I choose a provider\?/ },
  { path: '/transition', h1: /I had a Home Care Package/ },
  { path: '/assessment-system', h1: /What happens at my assessment\?/ },
  { path: '/regulatory-framework', h1: /Who makes sure my care is safe and fair\?/ },
  { path: '/appeals', h1: /How do I challenge a decision\?/ },
  { path: '/provider-directory', h1: /Trusted Provider Directory/ },
  { path: '/assessment-maximizer', h1: /./ },
  { path: '/find-my-pathway', h1: /Find my pathway/ },
  { path: '/contact-us', h1: /How can we help\?/ },
  { path: '/faqs', h1: /Frequently asked questions/ },
  { path: '/resources', h1: /Resources and useful links/ },
  { path: '/about-us', h1: /About Homeward/ },
  { path: '/privacy', h1: /Your privacy/ },
  { path: '/price-check', h1: /Is this price fair\?/ },
  { path: '/check-my-statement', h1: /Is my statement right\?/ },
  { path: '/updates', h1: /What has changed in Support at Home/ },
];

const NAV = [
  'Overview',
  'Services',
  'Calculator',
  'Assessment Tool',
  'Pathway Finder',
  'Find Providers',
  'Eligibility',
  'Transition',
  'Price Check',
  'Statement Check',
];

/** Console errors, page errors and React's hydration warnings, ignoring a missing favicon. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (/favicon/i.test(text + (m.location().url ?? ''))) return;
    if (m.type() === 'error' || /hydrat/i.test(text)) problems.push(`${m.type()}: ${text}`);
  });
  return problems;
}

test.describe('public site', () => {
  // Every test here only reads, and each worker has its own server: the tests spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  test.describe('every public route', () => {
    // One load of each route at each width does every check of that load: the render and the shared chrome, clean
    // hydration, the first-load JavaScript budget and axe (a page load is most of a test's cost).
    for (const route of ROUTES) {
      for (const width of [375, 1280]) {
        test(`${route.path} at ${width}px renders, hydrates cleanly, keeps its first-load JS budget and is axe clean`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          const problems = collectProblems(page);
          const scripts = recordScripts(page);
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await waitForHydration(page);

          if (width === 1280) {
            const nav = page.getByRole('navigation', { name: 'Main' });
            await expect(nav.getByRole('link')).toHaveText(NAV);
            const current = nav.locator('[aria-current="page"]');
            if (NAV_PATHS[route.path]) await expect(current).toHaveText(NAV_PATHS[route.path]);
            else await expect(current).toHaveCount(0);
          }
          const footer = page.getByRole('contentinfo');
          await expect(footer).toContainText('Homeward is not a government website.');
          await expect(footer.getByRole('link', { name: /^tel|\d{4} \d{3} \d{3}/ }).first()).toBeVisible();
          await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
          await expect(footer).toContainText('Mon-Fri 9am-5pm AEST');
          await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');

          // Public pages never download anything of the admin console.
          const remoteRequests = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/remote/')).length);
          expect(remoteRequests).toBe(0);
          // Late problems (a chunk that fails, a warning after hydration) arrive with the last requests.
          await page.waitForLoadState('networkidle');
          expect(problems).toEqual([]);
          await expectFirstLoadWithinBudget(route.path, width, scripts);
          expect(await seriousWcagViolations(page)).toEqual([]);
        });
      }
    }
  });

  test('the HTML of each public route, without JavaScript, has its title, meta, canonical and h1', async ({ request }) => {
    for (const route of ROUTES) {
      const res = await request.get(route.path, { headers: { Accept: 'text/html' } });
      expect(res.status(), route.path).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route.path).toMatch(/<title>[^<]+<\/title>/);
      expect(head, route.path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(head, route.path).toMatch(/<meta name="robots" content="index, follow"/);
      expect(head, route.path).toContain(`<link rel="canonical" href="`);
      expect(head, route.path).toMatch(/<style data-emotion="css /);
      const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '') ?? '';
      expect(h1, route.path).toMatch(route.h1);
      expect(html, route.path).toContain('Homeward is not a government website.');
    }
  });

  test('home and FAQs carry their structured data in the served HTML', async ({ request }) => {
    const jsonLd = async (path: string) => {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]) as { '@type': string; mainEntity?: unknown[] },
      );
    };
    const home = await jsonLd('/');
    expect(home.map((j) => j['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'Organization']);
    expect(home.find((j) => j['@type'] === 'FAQPage')?.mainEntity).toHaveLength(4);
    const faqs = await jsonLd('/faqs');
    expect(faqs.map((j) => j['@type'])).toEqual(['FAQPage']);
    expect(faqs[0].mainEntity).toHaveLength(15);
  });

  test('an unknown path shows the not-found page with status 404, its first-load JS within a reading page budget', async ({ page, request }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const scripts = recordScripts(page);
      const response = await page.goto('/no-such-page/here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expectFirstLoadWithinBudget('/no-such-page/here', width, scripts);
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const raw = await request.get('/another-missing-page', { headers: { Accept: 'text/html' } });
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('Page not found');
  });

  test('sitemap.xml lists the public routes and robots.txt keeps crawlers out of the admin', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ROUTES) expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
    expect(sitemap).not.toContain('domainauth');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/domainauth/);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test('the mobile menu at 375px opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/faqs');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });

    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveText(NAV);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await dialog.getByRole('link', { name: 'Eligibility' }).click();
    await expect(page).toHaveURL(/\/eligibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Can I get Support at Home?');
    await expect(dialog).toBeHidden();

    await menuButton.click();
    await expect(dialog.getByRole('link', { name: 'Eligibility' })).toHaveAttribute('aria-current', 'page');
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
  });

  test('no page is wider than a 320px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const route of ROUTES) {
      await page.goto(route.path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route.path).toBeLessThanOrEqual(320);
    }
  });

  test('home shows 8 pulsing placeholders while the classifications load, then 8 cards', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/classifications', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('classification-placeholder')).toHaveCount(8);
    release();
    await expect(page.getByTestId('classification-grid').getByRole('listitem')).toHaveCount(8);
    await expect(page.getByTestId('classification-placeholder')).toHaveCount(0);
    await expect(page.getByTestId('classification-grid')).toContainText('Quarterly Budget');
  });

  test('services lists category counts and tabbed service cards from the API', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText(/an hour/);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/services? listed/).first()).toBeVisible();
  });

  test('the FAQ page opens one answer at a time', async ({ page }) => {
    await page.goto('/faqs');
    await waitForHydration(page);
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(15);
    await questions.nth(0).click();
    await page.getByRole('button', { name: 'Does it cost anything to use Homeward?' }).click();
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Does it cost anything to use Homeward?' })).toBeVisible();
  });

  test("a reading page's first load fetches no page chunk, and a link in it navigates in the app", async ({ page }) => {
    // The page's prerendered body is kept, not hydrated, until the reader leaves it.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/faqs', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(scripts.filter((s) => /\/page-/.test(s))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: 'Use the calculator' }).click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(/calculator/i);
    await expect(page.locator('title')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back on the FAQ page it renders from its chunk and still opens its answers.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/);
    await page.getByRole('button', { name: 'Does it cost anything to use Homeward?' }).click();
    await expect(page.getByRole('region', { name: 'Does it cost anything to use Homeward?' })).toBeVisible();
    expect(scripts.some((s) => /\/page-faqs\./.test(s))).toBe(true);
  });

  test('the text size control is remembered and applied before the page is drawn', async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    const base = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await page.getByRole('button', { name: 'Largest text size' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    await expect(page.getByRole('button', { name: 'Largest text size' })).toHaveAttribute('aria-pressed', 'true');
    const larger = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(larger).toBeGreaterThanOrEqual(base * 1.35);
    expect(base).toBeGreaterThanOrEqual(18);

    // Before any app script runs, the inline head script has already applied the saved size: with every script
    // file blocked, the page is drawn at the chosen size from the first paint.
    const scriptFiles: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scriptFiles.push(new URL(r.url()).pathname);
    });
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/faqs');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo(larger, 1);
    expect(
      scriptFiles.filter((f) => f === '/text-size.js'),
      'no render-blocking text-size request',
    ).toEqual([]);
    await page.unroute(/\.js$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/faqs');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Standard text size' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./);
  });

  test('the inline head scripts (text size, entry loader) are the only inline scripts the CSP allows, pinned by their hashes', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto('/services');
    const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+$/);
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem('homeward-text-size', 'large'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // Any other inline script is refused.
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.evaluate(() => localStorage.removeItem('homeward-text-size'));
  });

  test('printing shows the page content without navigation or footer', async ({ page }) => {
    await page.goto('/eligibility');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
  });

  test('client-side navigation changes the title and moves focus to the new heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transition' }).click();
    await expect(page).toHaveURL(/\/transition$/);
    await expect(page).toHaveTitle(/Home Care Package/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/transition$/);
  });

  test('admin paths have no public top bar or footer and are not indexed', async ({ page }) => {
    const response = await page.goto('/domainauth');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

const NAV_PATHS: Record<string, string> = {
  '/': 'Overview',
  '/services': 'Services',
  '/calculator': 'Calculator',
  '/assessment-maximizer': 'Assessment Tool',
  '/find-my-pathway': 'Pathway Finder',
  '/provider-directory': 'Find Providers',
  '/eligibility': 'Eligibility',
  '/transition': 'Transition',
  '/price-check': 'Price Check',
  '/check-my-statement': 'Statement Check',
};
