/** @jsxImportSource @emotion/react */
import {
  categoryChangeFor,
  formatFactDate,
  formatRate,
  contributionRulesOn,
  PROGRAM_START,
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
  serviceTypesOn,
  TYPICAL_PRICES_SOURCE,
  type ServiceCategory,
} from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { CardGrid, DataTable, GuidePage, icons, IndependenceNotice, InfoCard, Section, SourceNote, text, TextLink } from '../kit.js';
import { LazyFairPriceCheck } from '../../features/prices/index.js';
import { LifetimeCapNote, PersonalCareNote, PriceCapsNote } from '../../components/facts/OfficialChangeNotes.js';
import { useFactsDate } from '../../components/facts/use-facts-date.js';
import { island } from '../../app/islands/island.js';
import { ServiceCount, ServiceList } from './ServiceCatalogue.js';

/** The rules as the program began: the rates table as first published, and the department's contributions page. */
const FIRST_RULES = contributionRulesOn(PROGRAM_START);

// Live on the page's first load, which keeps the rest of the page as prerendered (app/islands).
const ServiceCountIsland = island('service-count', ServiceCount, { inline: true });
const ServiceListIsland = island('service-list', ServiceList);
const FairPriceCheckIsland = island('fair-price-check', LazyFairPriceCheck, { nearScreen: true });

const CATEGORY_INFO: Record<ServiceCategory, { title: string; icon: readonly string[]; body: string }> = {
  Clinical: {
    title: 'Clinical supports',
    icon: icons.medical,
    body: 'Nursing, allied health such as physiotherapy, nutrition, care management and, from 1 October 2026, personal care. You pay nothing towards these.',
  },
  Independence: {
    title: 'Independence',
    icon: icons.mobility,
    body: 'Social support, respite, transport, equipment and home changes (and personal care until 30 September 2026). Most people pay a small share.',
  },
  'Everyday living': {
    title: 'Everyday living',
    icon: icons.home,
    body: 'Cleaning, laundry, shopping, gardening, home repairs and meals. This is where your share is highest.',
  },
};

/** The catalogue: what each category covers with how many services it lists, then the services by category. */
function ServiceCatalogue() {
  return (
    <>
      <Section
        id="categories"
        title="What kinds of help are there?"
        intro="Every service belongs to one of three groups. The group decides how much you pay towards it."
      >
        <CardGrid columns={3}>
          {SERVICE_CATEGORIES.map((c) => (
            <InfoCard key={c} title={CATEGORY_INFO[c].title} icon={CATEGORY_INFO[c].icon} accent>
              <p>{CATEGORY_INFO[c].body}</p>
              <p>
                <ServiceCountIsland category={c} />
              </p>
            </InfoCard>
          ))}
        </CardGrid>
        <PersonalCareNote />
      </Section>
      <Section
        id="service-list"
        title="Services and typical prices"
        intro="Prices are typical weekday prices: per hour for most services, per trip for transport and per meal for meal delivery. Your provider sets its own prices and must publish them, so check before you agree."
      >
        <ServiceListIsland />
        <SourceNote {...TYPICAL_PRICES_SOURCE} prefix="Typical prices from" />
      </Section>
    </>
  );
}

/** ' (since 1 October 2026)' beside a service type listed in the category the program moved it to. */
function movedSince(type: string, category: ServiceCategory): string {
  const change = categoryChangeFor(type);
  return change && change.after === category ? ` (since ${formatFactDate(change.effectiveFrom)})` : '';
}

const full = FIRST_RULES.rates['full-pensioner'];
const part = FIRST_RULES.rates['part-pensioner-or-cshc'];
const self = FIRST_RULES.rates['self-funded'];
const range = (r: { min: number; max: number }) => (r.min === r.max ? formatRate(r.min) : `${formatRate(r.min)} to ${formatRate(r.max)}`);

export default function ServicesPage() {
  const today = useFactsDate();
  return (
    <GuidePage page="services">
      <ServiceCatalogue />

      <Section
        id="fair-price"
        title="Is this price fair?"
        intro="Been quoted a price by a provider? Enter it to see how it compares with what most providers charge."
      >
        <FairPriceCheckIsland idPrefix="services-fair-price" />
        <PriceCapsNote />
      </Section>

      <Section
        id="contributions"
        title="How much will I pay towards services?"
        intro="You pay a share of the price of each independence and everyday living service. Services Australia works out your rate from your income and assets. Clinical care is free for everyone."
      >
        <DataTable
          caption={`Your share of each service's price, from ${formatFactDate(FIRST_RULES.effectiveFrom)}`}
          head={['Your situation', 'Clinical', 'Independence', 'Everyday living']}
          rows={[
            ['Full Age Pension', range(full.Clinical), range(full.Independence), range(full['Everyday living'])],
            ['Part Age Pension, or Commonwealth Seniors Health Card', range(part.Clinical), range(part.Independence), range(part['Everyday living'])],
            ['Self-funded retiree (no pension or card)', range(self.Clinical), range(self.Independence), range(self['Everyday living'])],
          ]}
        />
        <LifetimeCapNote />
        <p css={text.body}>
          If you had a Home Care Package, or were approved for one, by 12 September 2024, you will not pay more than you did before. If you cannot afford your
          share, you can ask about financial hardship help.
        </p>
        <SourceNote source={FIRST_RULES.source} sourceUrl={FIRST_RULES.sourceUrl} asOf={FIRST_RULES.effectiveFrom} prefix="Rates from" changes />
      </Section>

      <Section
        id="official-list"
        title="The official service list"
        intro="The government groups every service into these types. A provider may call them by slightly different names."
      >
        <CardGrid columns={3}>
          {serviceTypesOn(today).map((c) => (
            <InfoCard key={c.category} title={c.category}>
              <p>
                <strong>{c.contribution}</strong>
              </p>
              <ul css={text.list}>
                {c.types.map((t) => (
                  <li key={t}>
                    {t}
                    {movedSince(t, c.category)}
                  </li>
                ))}
              </ul>
            </InfoCard>
          ))}
        </CardGrid>
        <p css={text.body}>Support at Home cannot pay for everyday living costs such as groceries, rent, bills or entertainment.</p>
        <SourceNote {...SERVICE_TYPES} />
        <PersonalCareNote />
      </Section>

      <Section id="good-to-know" title="Good to know">
        <CardGrid columns={3}>
          <InfoCard title="Who can use these services?" icon={icons.checklist}>
            <p>People aged 65 or over (50 or over for First Nations people) who have been assessed as needing help at home.</p>
            <p>
              <TextLink to={paths.eligibility}>Check if you are eligible</TextLink>
            </p>
          </InfoCard>
          <InfoCard title="One provider organises it all" icon={icons.handshake}>
            <p>You choose one registered provider. They arrange all your services, even if another business delivers some of them.</p>
            <p>
              <TextLink to={paths.providers}>How to choose a provider</TextLink>
            </p>
          </InfoCard>
          <InfoCard title="Help at times that suit you" icon={icons.clock}>
            <p>You agree the days and times with your provider and can change them as your needs change. Evenings and weekends usually cost more.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <IndependenceNotice />
    </GuidePage>
  );
}
