/** @jsxImportSource @emotion/react */
import { PHONE_NUMBERS } from '@homeward/domain';
import { CardGrid, GuidePage, icons, IndependenceNotice, InfoCard, Notice, PhoneLink, Section, SourceNote, text } from '../kit.js';
import { InterpreterHelp } from '../../components/content/InterpreterHelp.js';

const family = [PHONE_NUMBERS.carerGateway, PHONE_NUMBERS.dementia, PHONE_NUMBERS.opan, PHONE_NUMBERS.elderAbuse];

export default function ProvidersPage() {
  return (
    <GuidePage page="providers">
      <Section id="look-for" title="What should I look for?">
        <CardGrid columns={3}>
          <InfoCard title="Registered and checked" icon={icons.shield}>
            <p>
              The provider must be registered with the Aged Care Quality and Safety Commission. You can check on the Commission’s website and see any compliance
              notices.
            </p>
          </InfoCard>
          <InfoCard title="Clear, published prices" icon={icons.calculator}>
            <p>
              Providers must publish their prices on their website and on My Aged Care. They cannot charge separate package management, travel or exit fees.
            </p>
          </InfoCard>
          <InfoCard title="Care management you can reach" icon={icons.support}>
            <p>
              About 10% of your budget pays for care management. Your care manager must be in touch at least once a month. Ask who it will be and how to reach
              them.
            </p>
          </InfoCard>
          <InfoCard title="Services where you live" icon={icons.home}>
            <p>Check they deliver the services you need in your suburb, on the days you need them, and how they cover staff holidays.</p>
          </InfoCard>
          <InfoCard title="Respect for who you are" icon={icons.people}>
            <p>Ask about staff who speak your language, understand your culture or faith, or have dementia training.</p>
          </InfoCard>
          <InfoCard title="A fair complaints process" icon={icons.gavel}>
            <p>Ask how to raise a concern and how quickly they respond. You can always go to the Commission if you are not happy.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Section id="questions" title="Questions to ask before you sign">
        <ul css={text.list}>
          <li>What is your price for each service I need, on weekdays, evenings and weekends?</li>
          <li>How much of my budget would my services use each quarter, and what would I pay?</li>
          <li>Will I have the same support workers each week?</li>
          <li>How much notice do you need to change or cancel a visit?</li>
          <li>Which services do you deliver yourselves, and which do you arrange through others?</li>
          <li>Can I manage some things myself, such as choosing my own workers?</li>
        </ul>
        <p css={text.body}>Take your time. You do not have to sign on the first visit, and you can ask a family member or an advocate to join you.</p>
      </Section>

      <Section id="single-provider" title="What is the single provider model?">
        <p css={text.body}>
          Under Support at Home you have <strong>one registered provider</strong>. They are responsible for all your services, your budget and your monthly
          statement, even when another business (a subcontractor) delivers part of your care. This means one point of contact and one agreement.
        </p>
        <p css={text.body}>
          You can change provider if you are unhappy. Tell your current provider, choose a new one and sign a new agreement. Your funding moves with you. There
          are no exit fees.
        </p>
        <Notice title="You can choose to self-manage" tone="success" headingLevel={3}>
          <p>
            Some providers let you take on parts of the organising yourself, such as booking your own workers. This can stretch your budget, but it is more
            work. Ask each provider what they offer.
          </p>
        </Notice>
        <SourceNote
          source="My Aged Care: Support at Home pricing changes"
          sourceUrl="https://myagedcare.gov.au/news-and-updates/support-home-pricing-changes"
          asOf="2025-03-25"
          prefix="Pricing rules from"
        />
      </Section>

      <Section
        id="family"
        title="Help for families and carers"
        intro="Caring for someone is a lot of work. These free services can help you, not only the person you care for."
      >
        <CardGrid columns={2}>
          {family.map((f) => (
            <InfoCard key={f.name} title={f.name}>
              <p>
                Call <PhoneLink number={f.number} label={f.name} />
                {f.hours ? ` (${f.hours})` : ''}.
              </p>
            </InfoCard>
          ))}
        </CardGrid>
        <InterpreterHelp whom="any of these services" />
      </Section>

      <IndependenceNotice />
    </GuidePage>
  );
}
