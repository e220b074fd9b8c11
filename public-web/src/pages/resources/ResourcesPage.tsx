/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { PHONE_NUMBERS } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { ButtonLink, CardGrid, ExternalLink, GuidePage, icons, IndependenceNotice, InfoCard, PhoneLink, Section, text, TextLink, ToolCards } from '../kit.js';
import { guideHeads } from '../guide-heads.js';
import { InterpreterHelp } from '../../components/content/InterpreterHelp.js';

/** What each tool does, said in full: this page is where people come to see what we offer. */
const ABOUT_TOOLS = {
  calculator: 'Pick your classification, add services and hours, and see your weekly and quarterly costs and what is left.',
  directory: 'Search home-care providers by name, place and service, and ask one to contact you.',
  assessment: 'Answer 8 questions to estimate your classification and get tips for your assessment.',
};

const GOVERNMENT = [
  {
    title: 'My Aged Care',
    href: 'https://www.myagedcare.gov.au/',
    body: 'Apply for an assessment, find out about services and see your record.',
    phone: PHONE_NUMBERS.myAgedCare.number,
  },
  {
    title: 'Support at Home program (Department of Health, Disability and Ageing)',
    href: 'https://www.health.gov.au/our-work/support-at-home',
    body: 'Official information on the program, classifications, budgets and contributions.',
  },
  {
    title: 'Aged Care Quality and Safety Commission',
    href: 'https://www.agedcarequality.gov.au/',
    body: 'Check a provider’s registration, read the Quality Standards, or make a complaint.',
    phone: PHONE_NUMBERS.commission.number,
  },
  {
    title: 'Services Australia: aged care fees',
    href: 'https://www.servicesaustralia.gov.au/aged-care-costs',
    body: 'How your contribution is worked out, and the forms for a means assessment.',
  },
];

const GUIDES = [
  { title: guideHeads.eligibility.title, to: paths.eligibility, body: 'Age, residency, the assessment and the 4 steps to apply.' },
  { title: 'Moving from a Home Care Package', to: paths.transition, body: 'What changed, your funding, and what to do now.' },
  { title: guideHeads.assessmentSystem.title, to: paths.assessmentSystem, body: 'The 6 areas, the 4 stages and your support plan.' },
  { title: guideHeads.appeals.title, to: paths.appeals, body: 'Reviews, appeals, complaints and free advocacy.' },
];

const styles = {
  cta: css({
    padding: '28px 24px',
    borderRadius: 16,
    background: '#e8eff8',
    border: `2px solid ${palette.primary}`,
    marginBottom: 40,
    '& p': { margin: '0 0 16px', maxWidth: '60ch' },
  }),
};

export default function ResourcesPage() {
  return (
    <GuidePage page="resources">
      <Section id="tools" title="Our free tools">
        <ToolCards about={ABOUT_TOOLS} accent />
      </Section>

      <Section id="government" title="Official government websites" intro="These are the official sources. Check them for the latest rules and figures.">
        <CardGrid columns={2}>
          {GOVERNMENT.map((g) => (
            <InfoCard key={g.title} title={g.title}>
              <p>{g.body}</p>
              <p>
                <ExternalLink href={g.href}>Visit {g.title.replace(/ \(.*\)$/, '')}</ExternalLink>
              </p>
              {g.phone ? (
                <p>
                  Phone <PhoneLink number={g.phone} label={g.title} />
                </p>
              ) : null}
            </InfoCard>
          ))}
        </CardGrid>
        <InterpreterHelp whom="any of these services" />
      </Section>

      <Section id="guides" title="Our guides">
        <CardGrid columns={4}>
          {GUIDES.map((g) => (
            <InfoCard key={g.to} title={g.title} icon={icons.book}>
              <p>{g.body}</p>
              <p>
                <TextLink to={g.to}>Read the guide</TextLink>
              </p>
            </InfoCard>
          ))}
        </CardGrid>
        <p css={text.body}>
          More guides: <TextLink to={paths.services}>services and costs</TextLink>, <TextLink to={paths.providers}>choosing a provider</TextLink>,{' '}
          <TextLink to={paths.regulatoryFramework}>your rights and the rules</TextLink> and <TextLink to={paths.faqs}>frequently asked questions</TextLink>.
        </p>
      </Section>

      <section aria-labelledby="resources-cta" css={styles.cta}>
        <h2 id="resources-cta" className="hw-heading-2">
          Can’t find what you need?
        </h2>
        <p>Our team can point you in the right direction. Call or email us on weekdays.</p>
        <ButtonLink to={paths.contactUs} icon={icons.support}>
          Contact support
        </ButtonLink>
      </section>

      <IndependenceNotice />
    </GuidePage>
  );
}
