/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { formatFactDate, PHONE_NUMBERS, QUALITY_STANDARDS } from '@homeward/domain';
import { palette, typeScale } from '@homeward/theme';
import { paths } from '../../app/paths.js';
import { CardGrid, ExternalLink, GuidePage, IndependenceNotice, InfoCard, Notice, PhoneLink, Section, SourceNote, text, TextLink } from '../kit.js';

const styles = {
  standards: css({ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12, maxWidth: '80ch' }),
  standard: css({
    display: 'flex',
    gap: 16,
    alignItems: 'flex-start',
    padding: 16,
    '& > div': { minWidth: 0 },
    borderRadius: 12,
    background: palette.paper,
    border: '1px solid #cfd6df',
    '& h3': { margin: '0 0 4px', fontSize: '1.1875rem' },
    '& p': { margin: 0 },
  }),
  number: css({
    flex: 'none',
    width: 44,
    height: 44,
    borderRadius: '50%',
    background: palette.primary,
    color: '#ffffff',
    fontWeight: 700,
    fontSize: typeScale.h4.fontSize,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  }),
  home: css({
    display: 'inline-block',
    marginLeft: 8,
    padding: '2px 8px',
    borderRadius: 6,
    background: '#e6f2e9',
    color: palette.secondary,
    fontSize: typeScale.caption.fontSize,
    fontWeight: 700,
  }),
};

export default function RegulatoryFrameworkPage() {
  return (
    <GuidePage page="regulatoryFramework">
      <Section id="principles" title="What are my rights?" intro="The Act includes a Statement of Rights. In short, you have the right to:">
        <ul css={text.list}>
          <li>make your own decisions about your care and your life, with support if you want it</li>
          <li>be treated with dignity and respect, and have your culture, identity and language respected</li>
          <li>be safe, and get care that is good quality and meets your needs</li>
          <li>get clear information, including prices, in a way you understand</li>
          <li>have a person you choose speak up for you</li>
          <li>complain without fear of losing your services</li>
        </ul>
      </Section>

      <Section id="providers" title="What must providers do?">
        <CardGrid columns={2}>
          <InfoCard title="Be registered">
            <p>
              Providers must register with the Aged Care Quality and Safety Commission in the categories of service they offer. Providers of personal care and
              nursing face the strictest checks and audits.
            </p>
          </InfoCard>
          <InfoCard title="Meet the Quality Standards">
            <p>Registered providers are audited against the Quality Standards that apply to them (see below) and must fix problems the Commission finds.</p>
          </InfoCard>
          <InfoCard title="Be open about prices">
            <p>
              Providers must publish their prices, include every cost in the service price, and not charge exit fees or separate package management or travel
              fees.
            </p>
          </InfoCard>
          <InfoCard title="Keep you safe">
            <p>Staff must be screened, incidents must be reported, and providers must have a complaints process that you can use freely.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Section id="oversight" title="Who oversees aged care?">
        <CardGrid columns={2}>
          <InfoCard title="Department of Health, Disability and Ageing">
            <p>Runs Support at Home and My Aged Care, sets the rules and makes decisions about assessments and funding.</p>
          </InfoCard>
          <InfoCard title="Aged Care Quality and Safety Commission">
            <p>
              Registers and audits providers, and handles complaints about care. Call <PhoneLink number={PHONE_NUMBERS.commission.number} /> (
              {PHONE_NUMBERS.commission.hours}).
            </p>
          </InfoCard>
          <InfoCard title="Independent Health and Aged Care Pricing Authority">
            <p>Gives the government advice on the cost of aged care services, which informs prices.</p>
          </InfoCard>
          <InfoCard title="Services Australia">
            <p>Works out what you pay towards services, through a means assessment of your income and assets.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Section
        id="standards"
        title="What are the Quality Standards?"
        intro={`Since ${formatFactDate(QUALITY_STANDARDS.asOf)} there are 7 strengthened Aged Care Quality Standards. They replaced the previous ${QUALITY_STANDARDS.replacedCount} standards. Providers of care at home are checked against standards 1 to 4, and also 5 if they provide clinical care.`}
      >
        <ol css={styles.standards}>
          {QUALITY_STANDARDS.standards.map((s) => (
            <li key={s.number} css={styles.standard}>
              <span css={styles.number} aria-hidden="true">
                {s.number}
              </span>
              <div>
                <h3>
                  <span className="hw-visually-hidden">Standard {s.number}: </span>
                  {s.name}
                  {s.number <= 5 ? <span css={styles.home}>{s.number === 5 ? 'Home care: clinical' : 'Home care'}</span> : null}
                </h3>
                <p>{s.plain}</p>
              </div>
            </li>
          ))}
        </ol>
        <SourceNote {...QUALITY_STANDARDS} prefix="Standards from" />
        <p css={text.body}>
          Read the full standards on the <ExternalLink href={QUALITY_STANDARDS.sourceUrl}>Aged Care Quality and Safety Commission website</ExternalLink>.
        </p>
      </Section>

      <Notice title="Something wrong with your care?" tone="info">
        <p>
          Talk to your provider first. If that does not fix it, contact the Aged Care Quality and Safety Commission.{' '}
          <TextLink to={paths.appeals}>Read our guide to complaints and appeals</TextLink>.
        </p>
      </Notice>
      <IndependenceNotice />
    </GuidePage>
  );
}
