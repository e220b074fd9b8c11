import { expect, test } from '../support/test';
import { shoot, waitForHydration } from '../support';
import { describeFit, measureFit, setTextSize200 } from './fits-a-phone-check';
import type { Page } from '@playwright/test';

/**
 * Every page in the audit fits a 390 px phone with text at 200%: every page of the sitemap, the tools, a
 * provider's page, the claim page and the portal's and console's sign-in pages. A page fails when the document is
 * wider than the screen (naming the element that reaches furthest), when text is cut off, or when a closed menu
 * cannot show its choice (fits-a-phone-check.ts). The checker is first shown to fail on pages built to fail, so a
 * green walk means something.
 */

const PHONE = { width: 390, height: 844 };

/**
 * Pages not in the sitemap that people still reach: the claim page and the two sign-in pages; and the directory
 * with a place, where the distance menu shows its "Nearby" choice.
 */
const MORE_PAGES = ['/claim-your-listing', '/partners', '/domainauth', '/provider-directory?near=3000'];

async function open(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  // The public site hydrates <main>; the console and the portal are the admin remote, which draws its own.
  if (route.startsWith('/partners') || route.startsWith('/domainauth')) await expect(page.getByRole('button').first()).toBeVisible();
  else await waitForHydration(page);
  await setTextSize200(page);
}

test.describe('the fit checker', () => {
  test('passes a page that fits, and names what does not: too wide, text cut off, a menu choice cut off', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">
      <p>Short words wrap.</p>
      <div role="region" aria-label="A wide table" style="overflow-x:auto"><table style="width:700px"><tr><td>wide but scrolls</td></tr></table></div>
      <select style="width:300px"><option>Nearby</option></select>
    </body></html>`);
    expect(describeFit('/fits', await measureFit(page))).toEqual([]);
    expect((await measureFit(page)).scrollRegions).toHaveLength(1);

    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">
      <header><a class="brand" style="display:block;width:60px;overflow:hidden;white-space:nowrap">Homeward</a></header>
      <main><div class="wide" style="width:520px">A box 520 px wide</div>
      <label for="radius">Distance</label><select id="radius" style="width:200px;font-size:16px"><option>Nearby (50 km, wider if none are close)</option></select></main>
    </body></html>`);
    const found = describeFit('/broken', await measureFit(page));
    expect(found).toEqual([
      expect.stringMatching(
        /^\/broken: wider than the screen: main > div\.wide "A box 520 px wide" \(document 520 px on a 390 px screen; this element reaches 520 px/,
      ),
      expect.stringMatching(/^\/broken: text cut off: header > a\.brand "Homeward" \(shows 60 px of \d+ px\)$/),
      expect.stringMatching(/^\/broken: menu choice cut off: main > select#radius "Distance" \("Nearby \(50 km, wider if none are close\)" needs \d+ px/),
    ]);
  });
});

test.describe('the site name', () => {
  test('is never cut off, on a 320 px or 390 px phone, even at 300% text', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/faqs');
      await waitForHydration(page);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '300%';
      });
      const name = page.locator('.hw-brand__name');
      await expect(name).toHaveText('Homeward');
      const box = await name.evaluate((el) => ({ over: el.scrollWidth - el.clientWidth, right: el.getBoundingClientRect().right }));
      expect(box.over, `at ${width} px`).toBeLessThanOrEqual(0);
      expect(box.right, `at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('every page at 390 px with 200% text', () => {
  test('nothing is wider than the screen, no text is cut off, every menu shows its choice', async ({ page, request }) => {
    test.setTimeout(240_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(routes.length).toBeGreaterThan(15);
    for (const tool of ['/calculator', '/provider-directory', '/price-check', '/check-my-statement', '/find-my-pathway', '/assessment-maximizer']) {
      expect(routes, `${tool} in the sitemap`).toContain(tool);
    }
    // One provider's page, as the directory lists it first.
    const first = ((await (await request.get('/api/providers/search?limit=1')).json()) as Array<{ id: number }>)[0];
    const pages = [...routes, ...MORE_PAGES, ...(first ? [`/provider-directory/${first.id}`] : [])];

    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    const scrolls: string[] = [];
    for (const route of [...new Set(pages)]) {
      await open(page, route);
      const report = await measureFit(page);
      await shoot(page, `fits-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-390-200pc.png`);
      if (route.includes('near=')) await shoot(page.getByRole('search', { name: 'Search providers' }), 'fits-directory-filters-390-200pc.png');
      problems.push(...describeFit(route, report));
      scrolls.push(...report.scrollRegions.map((r) => `${route}: ${r}`));
    }
    test.info().annotations.push({ type: 'pages walked', description: String(new Set(pages).size) });
    test.info().annotations.push({ type: 'sideways scroll regions (allowed)', description: scrolls.join('; ') || 'none' });
    expect(problems).toEqual([]);
  });
});
