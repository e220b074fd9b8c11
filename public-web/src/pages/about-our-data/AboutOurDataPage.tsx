/** @jsxImportSource @emotion/react */
import { OFFICIAL_LIST_ATTRIBUTION, REMOTENESS_CLASSES, VISIT_RADIUS_KM } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { ButtonLink, ButtonRow, DataTable, ExternalLink, icons, Page, Section, text, TextLink } from '../../components/content/index.js';

/** The list, as its publisher names it, and where it and its licence are published. */
export const OFFICIAL_LIST = {
  title: 'Aged care service list: 30 June 2025',
  publisher: 'Department of Health, Disability and Ageing',
  site: 'GEN Aged Care Data',
  siteUrl: 'https://www.gen-agedcaredata.gov.au/',
  licence: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The words a family reads first: the answer, then the detail (kept short for the reading-level test). */
export const ABOUT_OUR_DATA_INTRO =
  "Most providers in our directory come from the Australian Government's list of home-care services. We show only what that list says, or what a provider has told us. If we do not know something, we say so.";

/**
 * /about-our-data: where the directory's listings come from, the list's licence and the attribution it asks for,
 * what we changed, what the list does not have and how providers add it. Linked from the
 * footer and from every listing nobody has claimed yet.
 */
export default function AboutOurDataPage() {
  return (
    <Page
      meta={{
        title: 'About our data',
        description:
          "Where the providers in Homeward's directory come from: the Australian Government's aged care service list of 30 June 2025, its licence, what we changed and what it does not include.",
        path: paths.aboutOurData,
      }}
      eyebrow="About us"
      title="About our data"
      intro={ABOUT_OUR_DATA_INTRO}
    >
      <Section id="the-list" title="Which list do you use?">
        <p css={text.body}>
          We use the <strong>“{OFFICIAL_LIST.title}”</strong>. The {OFFICIAL_LIST.publisher} publishes it. It is on{' '}
          <ExternalLink href={OFFICIAL_LIST.siteUrl}>{OFFICIAL_LIST.site}</ExternalLink>, the aged care data website of the Australian Institute of Health and
          Welfare.
        </p>
        <p css={text.body}>
          It lists every aged care service the government paid for on 30 June 2025. We use its home care services: 2,363 services run by 923 organisations. For
          each one it gives the name of the organisation, its type (for example a charity or a private company), the address of the service, and how remote that
          place is.
        </p>
      </Section>

      <Section id="licence" title="Can you use it?">
        <p css={text.body}>
          Yes. The list is published under the <ExternalLink href={OFFICIAL_LIST.licenceUrl}>{OFFICIAL_LIST.licence}</ExternalLink> licence. Anyone may use it,
          as long as they say where it came from and what they changed. This is how we say it:
        </p>
        <blockquote css={[text.body, { padding: '8px 16px', borderLeft: '4px solid #d5dae1' }]} data-testid="official-list-attribution">
          {OFFICIAL_LIST_ATTRIBUTION}
        </blockquote>
        <p css={text.body}>
          <strong>The {OFFICIAL_LIST.publisher} does not endorse Homeward.</strong> Homeward is not a government website.
        </p>
      </Section>

      <Section id="what-we-changed" title="What did we change?">
        <ul css={text.list}>
          <li>
            <strong>We grouped services into organisations.</strong> The list has one row for each service. We show one listing for each organisation, with
            every address it works from as an office.
          </li>
          <li>
            <strong>We guessed how far each office travels.</strong> The list does not say which areas a provider visits. Until a provider tells us, we guess
            from how remote each office is. We always call this an estimate.
          </li>
          <li>
            <strong>Providers correct and add details.</strong> Once someone from the organisation claims its listing and we check who they are, they can fix
            mistakes and add their own details. Their listing then says it is kept up to date by the provider, and when they last confirmed it.
          </li>
        </ul>
        <DataTable
          caption="How far we think a provider visits from its office"
          head={['How remote the office is', 'Our estimate']}
          rows={REMOTENESS_CLASSES.map((cls) => [cls, `About ${VISIT_RADIUS_KM[cls]} km`])}
        />
      </Section>

      <Section id="not-in-the-list" title="What is not in the list?">
        <p css={text.body}>
          The list has no phone numbers, emails or websites. It does not say which services a provider offers, which languages its staff speak, or what it
          charges. So a listing from the list shows none of these. You can still ask to be contacted: press “Connect with Provider” and our team passes on your
          request.
        </p>
        <p css={text.body}>
          The list is from 30 June 2025, before Support at Home began. Most of these providers now offer Support at Home, but some have stopped and new ones
          have started since.
        </p>
      </Section>

      <Section id="providers" title="I run a provider. How do I add our details?">
        <p css={text.body}>
          Find your organisation in the <TextLink to={paths.providerDirectory}>provider directory</TextLink> and press “Is this your organisation?” on its
          listing. We check your claim, then send you an invitation to our provider portal. There you can add your phone, email, services, areas, languages and
          prices. It is free.
        </p>
      </Section>

      <Section id="mistakes" title="Something is wrong. Who do I tell?">
        <p css={text.body}>
          Please <TextLink to={paths.contactUs}>contact us</TextLink>. We will check it with the provider and fix it.
        </p>
      </Section>

      <Section id="next" title="Where to next?">
        <ButtonRow>
          <ButtonLink to={paths.providerDirectory} icon={icons.search}>
            Find providers
          </ButtonLink>
          <ButtonLink to={paths.aboutUs} variant="secondary" icon={icons.support}>
            About Homeward
          </ButtonLink>
        </ButtonRow>
      </Section>
    </Page>
  );
}
