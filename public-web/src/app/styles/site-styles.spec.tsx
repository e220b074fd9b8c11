import { render as renderInBrowser, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { installFakeFetch } from '@homeward/test-support';
import { classificationsFixture, servicesFixture } from '../../testing/fixtures.js';
import { ClassificationGrid } from '../../pages/home/ClassificationGrid.js';
import { ServiceCount, ServiceList } from '../../pages/services/ServiceCatalogue.js';
import { prerenderPlan, render, renderProviderPage, siteStyles } from '../../ssr.js';

/** Every `hw-` class in the markup (class attributes as React renders them). */
function siteClassesIn(html: string): string[] {
  return [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c.startsWith('hw-'));
}

const hasRuleFor = (className: string) => new RegExp(`\\.${className}(?![\\w-])`).test(siteStyles);

describe('the static stylesheet (siteStyles)', () => {
  const paths = [...prerenderPlan.routes.map((r) => r.path), prerenderPlan.notFoundProbe];

  it.each(paths)('styles every hw- class %s renders', async (path) => {
    expect(siteClassesIn((await render(path)).html).filter((c) => !hasRuleFor(c))).toEqual([]);
  });

  it('styles every hw- class of the data islands once their data is in (the browser renders that state)', async () => {
    installFakeFetch({ 'GET /api/classifications': { body: classificationsFixture }, 'GET /api/services': { body: servicesFixture } });
    const { container } = renderInBrowser(
      <MemoryRouter>
        <ClassificationGrid />
        <ServiceCount category="Clinical" />
        <ServiceList />
      </MemoryRouter>,
    );
    await screen.findByTestId('classification-grid');
    await screen.findAllByRole('tab');
    const classes = siteClassesIn(container.innerHTML);
    expect(classes).toEqual(expect.arrayContaining(['hw-classification', 'hw-service-card', 'hw-service-catalogue__count']));
    expect(classes.filter((c) => !hasRuleFor(c))).toEqual([]);
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
