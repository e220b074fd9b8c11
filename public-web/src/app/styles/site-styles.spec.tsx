import { classificationsQueryKey, servicesQueryKey } from '../../api/catalog.js';
import { classificationsFixture, servicesFixture } from '../../features/testing/fixtures.js';
import { prerenderPlan, render, renderProviderPage, siteStyles } from '../../ssr.js';
import type { QueryClient } from '@tanstack/react-query';

/** Every `hw-` class in the markup (class attributes as React renders them). */
function siteClassesIn(html: string): string[] {
  return [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c.startsWith('hw-'));
}

const hasRuleFor = (className: string) => new RegExp(`\\.${className}(?![\\w-])`).test(siteStyles);

// The data islands render their loaded state when the query cache holds their data, their placeholders when not.
const withCatalogue = (client: QueryClient) => {
  client.setQueryData(classificationsQueryKey, classificationsFixture);
  client.setQueryData(servicesQueryKey, servicesFixture);
};

describe('the static stylesheet (siteStyles)', () => {
  const paths = [...prerenderPlan.routes.map((r) => r.path), prerenderPlan.notFoundProbe];

  it.each(paths)('styles every hw- class %s renders, loading and loaded', async (path) => {
    const classes = new Set([...siteClassesIn((await render(path)).html), ...siteClassesIn((await render(path, withCatalogue)).html)]);
    expect([...classes].filter((c) => !hasRuleFor(c))).toEqual([]);
  });

  it("styles every hw- class of a provider's page, rendered at request time", async () => {
    const { html } = await renderProviderPage({ id: 9, profile: null });
    expect(siteClassesIn(html).filter((c) => !hasRuleFor(c))).toEqual([]);
  });

  it('sees the classes it checks (the shell is styled by it)', async () => {
    const classes = siteClassesIn((await render('/')).html);
    expect(classes).toEqual(expect.arrayContaining(['hw-topbar', 'hw-footer', 'hw-container', 'hw-skip-link']));
    expect(hasRuleFor('hw-no-such-class')).toBe(false);
  });

  it('is one line of CSS, without comments', () => {
    expect(siteStyles).not.toMatch(/\n|\/\*/);
    expect(siteStyles).toContain('.hw-visually-hidden {');
  });
});
