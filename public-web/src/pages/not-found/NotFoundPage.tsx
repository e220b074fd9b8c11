import { paths } from '../../app/paths.js';
import { ButtonLink, CardGrid, Page, Section, TextLink } from '../../components/content/index.js';

/** Any unknown address. Prerendered as 404.html, which the server sends with status 404. */
export default function NotFoundPage() {
  return (
    <Page
      meta={{
        title: 'Page not found',
        description: 'We could not find that page on Homeward. Try our home page, guides or tools.',
        path: '/404',
        robots: 'noindex, follow',
      }}
      eyebrow="Error 404"
      title="Page not found"
      intro="Sorry, we could not find that page. It may have moved, or the address may have a typing mistake."
      actions={<ButtonLink to={paths.home}>Go to the home page</ButtonLink>}
    >
      <Section id="popular" title="Popular pages">
        <CardGrid columns={3} as="div">
          <p><TextLink to={paths.calculator}>Funding calculator</TextLink></p>
          <p><TextLink to={paths.providerDirectory}>Find providers</TextLink></p>
          <p><TextLink to={paths.assessmentMaximizer}>Assessment tool</TextLink></p>
          <p><TextLink to={paths.eligibility}>Who can get Support at Home?</TextLink></p>
          <p><TextLink to={paths.faqs}>Frequently asked questions</TextLink></p>
          <p><TextLink to={paths.contactUs}>Contact us</TextLink></p>
        </CardGrid>
      </Section>
    </Page>
  );
}
