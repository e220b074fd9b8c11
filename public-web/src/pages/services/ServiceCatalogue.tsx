import { SERVICE_CATEGORIES, TYPICAL_PRICES_SOURCE, type ServiceCategory } from '@homeward/domain';
import { useServicesQuery } from '../../api/catalog.js';
import { CardGrid, InfoCard } from '../../components/content/Card.js';
import { Icon } from '../../components/content/Icon.js';
import * as icons from '../../components/content/icons.js';
import { Section } from '../../components/content/Section.js';
import { Skeleton } from '../../components/content/Skeleton.js';
import { SourceNote } from '../../components/content/SourceNote.js';
import { Tabs } from '../../components/content/Tabs.js';
import { ServiceCard } from './ServiceCard.js';

const CATEGORY_INFO: Record<ServiceCategory, { title: string; icon: readonly string[]; body: string }> = {
  Clinical: {
    title: 'Clinical supports',
    icon: icons.medical,
    body: 'Nursing, allied health such as physiotherapy, nutrition and care management. You pay nothing towards these.',
  },
  Independence: {
    title: 'Independence',
    icon: icons.mobility,
    body: 'Personal care, social support, respite, transport, equipment and home changes. Most people pay a small share.',
  },
  'Everyday living': {
    title: 'Everyday living',
    icon: icons.home,
    body: 'Cleaning, laundry, shopping, gardening, home repairs and meals. This is where your share is highest.',
  },
};

function CategoryCounts({ counts, loading }: { counts: Record<string, number>; loading: boolean }) {
  return (
    <CardGrid columns={3}>
      {SERVICE_CATEGORIES.map((c) => (
        <InfoCard key={c} title={CATEGORY_INFO[c].title} icon={<Icon path={CATEGORY_INFO[c].icon} />} accent>
          <p>{CATEGORY_INFO[c].body}</p>
          <p>
            <span className="hw-service-catalogue__count">
              {loading ? 'Counting services...' : `${counts[c] ?? 0} ${counts[c] === 1 ? 'service' : 'services'} listed`}
            </span>
          </p>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

/**
 * The services page's catalogue from GET /api/services: how many services each category lists, then a tab of
 * service cards per category (placeholders while loading). Styled by the static stylesheet only, so it needs no
 * emotion when it renders on a page's first load.
 */
export function ServiceCatalogue() {
  const { data, isPending, isError } = useServicesQuery();
  const counts: Record<string, number> = {};
  for (const s of data ?? []) counts[s.category] = (counts[s.category] ?? 0) + 1;
  return (
    <>
      <Section
        id="categories"
        title="What kinds of help are there?"
        intro="Every service belongs to one of three groups. The group decides how much you pay towards it."
      >
        <CategoryCounts counts={counts} loading={isPending} />
      </Section>
      <Section
        id="service-list"
        title="Services and typical prices"
        intro="Prices are typical weekday prices: per hour for most services, per trip for transport and per meal for meal delivery. Your provider sets its own prices and must publish them, so check before you agree."
      >
        {isPending ? (
          <div aria-busy="true">
            <p role="status" className="hw-visually-hidden">
              Loading services...
            </p>
            <ul className="hw-service-catalogue__cards">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton height={220} />
                </li>
              ))}
            </ul>
          </div>
        ) : isError ? (
          <p className="hw-service-catalogue__error" role="status">
            We could not load the service list just now. Please try again later, or see the official list below.
          </p>
        ) : (
          <Tabs
            label="Service categories"
            items={SERVICE_CATEGORIES.map((c) => ({
              id: c.toLowerCase().replace(/\s+/g, '-'),
              label: `${c} (${counts[c] ?? 0})`,
              panel: (
                <ul className="hw-service-catalogue__cards">
                  {(data ?? [])
                    .filter((s) => s.category === c)
                    .map((s) => (
                      <li key={s.id}>
                        <ServiceCard service={s} />
                      </li>
                    ))}
                </ul>
              ),
            }))}
          />
        )}
        <SourceNote {...TYPICAL_PRICES_SOURCE} prefix="Typical prices from" />
      </Section>
    </>
  );
}
