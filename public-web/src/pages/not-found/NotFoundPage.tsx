/** @jsxImportSource @emotion/react */
import { paths } from '../../app/paths.js';
import { ButtonLink, Page, Section, text, TextLink } from '../../components/content/index.js';

/** Any unknown address. Prerendered as 404.html, which the server sends with status 404. */
export default function NotFoundPage() {
  return (
    <Page
      meta={{
        title: 'Page not found',
        description: 'We could not find that page on Homeward. Try our home page, guides or tools.',
        path: null,
        robots: 'noindex, follow',
      }}
      eyebrow="Error 404"
      title="Page not found"
      intro="Sorry, we could not find that page. It may have moved, or the address may have a typing mistake."
      actions={<ButtonLink to={paths.home}>Go to the home page</ButtonLink>}
    >
      <Section id="popular" title="Popular pages">
        <ul css={text.list}>
          <li>
            <TextLink to={paths.calculator}>Funding calculator</TextLink>
          </li>
          <li>
            <TextLink to={paths.providerDirectory}>Find providers</TextLink>
          </li>
          <li>
            <TextLink to={paths.assessmentMaximizer}>Assessment tool</TextLink>
          </li>
          <li>
            <TextLink to={paths.eligibility}>Who can get Support at Home?</TextLink>
          </li>
          <li>
            <TextLink to={paths.faqs}>Frequently asked questions</TextLink>
          </li>
          <li>
            <TextLink to={paths.contactUs}>Contact us</TextLink>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
