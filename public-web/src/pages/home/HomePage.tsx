/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { CARE_MANAGEMENT, CLASSIFICATION_BUDGETS, formatFactDate, PROGRAM_FACTS } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { Accordion, ButtonLink, ButtonRow, Icon, icons, IndependenceNotice, mq, Section, SourceNote, sourcedFaqItems, text, TextLink } from '../kit.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { Container } from '../../components/ui/Container.js';
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd } from '../../lib/json-ld.js';
import { island } from '../../app/islands/island.js';
import { ClassificationGrid } from './ClassificationGrid.js';
import { HOME_FAQS } from './home-content.js';
import { PathwayCards } from './PathwayCards.js';
import { StatsStrip } from './StatsStrip.js';
import { Timeline } from './Timeline.js';

// Live on the page's first load, which keeps the rest of the page as prerendered (app/islands).
const ClassificationGridIsland = island('classification-grid', ClassificationGrid);

const styles = {
  hero: css({ background: 'linear-gradient(180deg, #e8eff8 0%, #f7f8fa 100%)', paddingBlock: '40px 36px', [mq.md]: { paddingBlock: '64px 56px' } }),
  eyebrow: css({ margin: '0 0 12px', fontWeight: 700, color: palette.secondary, fontSize: typeScale.ui.fontSize }),
  h1: css({
    fontSize: '2.125rem',
    lineHeight: 1.15,
    fontWeight: 700,
    margin: '0 0 16px',
    maxWidth: '22ch',
    [mq.md]: { fontSize: '3rem' },
    '&:focus': { outline: 'none' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }),
  call: css({ margin: '20px 0 0', fontSize: typeScale.ui.fontSize }),
  body: css({ paddingTop: 48 }),
  benefits: css({ display: 'grid', gap: 16, margin: '0 0 24px', padding: 0, listStyle: 'none', [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  benefit: css({ display: 'flex', gap: 14, alignItems: 'flex-start', '& h3': { margin: '0 0 4px', fontSize: typeScale.h4.fontSize }, '& p': { margin: 0 } }),
  benefitIcon: css({ flex: 'none', color: palette.secondary, marginTop: 2 }),
  h3: css({ fontSize: typeScale.h3.fontSize, margin: '32px 0 12px' }),
  cta: css({
    margin: '8px 0 48px',
    padding: '32px 24px',
    borderRadius: 16,
    background: palette.primary,
    color: '#ffffff',
    [mq.md]: { padding: '40px 48px' },
    '& h2': { color: '#ffffff' },
    '& p': { maxWidth: '60ch', margin: '0 0 8px' },
  }),
};

const BENEFITS = [
  { icon: icons.book, title: 'Understand the program', body: 'Plain-English guides to eligibility, assessments, classifications, fees and your rights.' },
  { icon: icons.calculator, title: 'Work out your funding', body: 'See how far a quarterly budget goes once you add the services and hours you need.' },
  {
    icon: icons.checklist,
    title: 'Estimate your classification',
    body: 'Answer 8 short questions to see which funding level your needs may match, before your assessment.',
  },
  {
    icon: icons.handshake,
    title: 'Find a provider',
    body: 'Search home-care providers by place and service, and ask one to contact you. It costs you nothing.',
  },
];

export default function HomePage() {
  return (
    <main id="main-content" tabIndex={-1} css={{ outline: 'none' }}>
      <PageMeta
        title="Homeward"
        description="Free, independent help with Support at Home: understand the 8 funding classifications, work out your budget, estimate your classification and find an aged care provider near you."
        path={paths.home}
        jsonLd={[organizationJsonLd(), breadcrumbJsonLd([{ name: 'Home', path: paths.home }]), faqPageJsonLd(HOME_FAQS)]}
      />
      <div css={styles.hero}>
        <Container>
          <p css={styles.eyebrow}>Free and independent help with Support at Home</p>
          <h1 css={styles.h1}>Find Your Perfect Aged Care Provider</h1>
          <p className="hw-lead">
            Support at Home pays for help so older Australians can keep living in their own home. We explain how it works in plain English, help you work out
            what your funding covers, and put you in touch with home-care providers.
          </p>
          <div css={styles.actions}>
            <ButtonLink to={paths.calculator} icon={icons.calculator}>
              Calculate Your Funding
            </ButtonLink>
            <ButtonLink to={paths.providerDirectory} variant="secondary" icon={icons.search}>
              Find Providers
            </ButtonLink>
          </div>
        </Container>
      </div>

      <StatsStrip />

      <Container>
        <div css={styles.body}>
          <Section id="how-we-help" title="How We Help You Access Support at Home">
            <ul css={styles.benefits}>
              {BENEFITS.map((b) => (
                <li key={b.title} css={styles.benefit}>
                  <span css={styles.benefitIcon}>
                    <Icon path={b.icon} size={36} />
                  </span>
                  <div>
                    <h3>{b.title}</h3>
                    <p>{b.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>

          <Section
            id="funding"
            title="What funding could you get?"
            intro={`Your assessment gives you one of 8 ongoing classifications. Each has a budget for every quarter (3 months), from ${formatFactDate(CLASSIFICATION_BUDGETS.effectiveFrom)}. About ${CARE_MANAGEMENT.shareOfBudget * 100}% of it pays for care management: your provider organising and checking your care.`}
          >
            <ClassificationGridIsland />
            <SourceNote {...CLASSIFICATION_BUDGETS} prefix="Budgets from" changes />
            <h3 className="hw-heading-3" css={styles.h3}>
              Short-term help, on top of your budget
            </h3>
            <PathwayCards />
            <SourceNote
              source={PROGRAM_FACTS.restorativeCare.source}
              sourceUrl={PROGRAM_FACTS.restorativeCare.sourceUrl}
              asOf={PROGRAM_FACTS.restorativeCare.asOf}
              prefix="Pathway amounts from"
            />
            <p css={text.body}>
              Not sure which kind of help fits? <TextLink to={paths.pathwayFinder}>Find your pathway in a few short questions</TextLink>.
            </p>
            <p css={text.body}>
              Not sure which classification fits? <TextLink to={paths.assessmentMaximizer}>Try our 8-question assessment tool</TextLink> or read{' '}
              <TextLink to={paths.services}>what each service covers</TextLink>.
            </p>
          </Section>

          <Section id="timeline" title="When do the changes happen?">
            <Timeline />
            <SourceNote {...PROGRAM_FACTS.startDate} prefix="Dates from" />
          </Section>

          <Section id="home-faq" title="Common questions">
            <Accordion items={sourcedFaqItems(HOME_FAQS)} />
            <p css={text.body}>
              <TextLink to={paths.faqs}>See all frequently asked questions</TextLink>
            </p>
          </Section>

          <IndependenceNotice />

          <section aria-labelledby="cta-title" css={styles.cta}>
            <h2 id="cta-title" className="hw-heading-2">
              Want to talk it through?
            </h2>
            <p>Our team can explain your options on the phone or by email. Or read our guides and official resources at your own pace.</p>
            <ButtonRow>
              <ButtonLink to={paths.contactUs} variant="light" icon={icons.support}>
                Contact Support
              </ButtonLink>
              <ButtonLink to={paths.resources} variant="outlineLight" icon={icons.book}>
                View Resources
              </ButtonLink>
            </ButtonRow>
          </section>
        </div>
      </Container>
    </main>
  );
}
