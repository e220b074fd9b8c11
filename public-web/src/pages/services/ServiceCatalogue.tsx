import { SERVICE_CATEGORIES, type ServiceCategory, type ServiceDto } from '@homeward/domain';
import { useServicesQuery } from '../../api/catalog.js';
import { Skeleton } from '../../components/content/Skeleton.js';
import { Tabs } from '../../components/content/Tabs.js';
import { ServiceCard } from './ServiceCard.js';

/*
 * The parts of the services guide that come from GET /api/services. They are the page's islands (the rest of
 * the page is prerendered and kept as it is on its first load), so they are small and styled by the static
 * stylesheet only: no emotion, no page chunk.
 */

function countIn(services: readonly ServiceDto[] | undefined, category: ServiceCategory): number {
  return (services ?? []).filter((s) => s.category === category).length;
}

/** How many services a category lists, on its card. */
export function ServiceCount({ category }: { category: ServiceCategory }) {
  const { data, isPending } = useServicesQuery();
  const count = countIn(data, category);
  return <span className="hw-service-catalogue__count">{isPending ? 'Counting services...' : `${count} ${count === 1 ? 'service' : 'services'} listed`}</span>;
}

/** A tab of service cards per category; placeholders while loading. */
export function ServiceList() {
  const { data, isPending, isError } = useServicesQuery();
  if (isPending) {
    return (
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
    );
  }
  if (isError) {
    return (
      <p className="hw-service-catalogue__error" role="status">
        We could not load the service list just now. Please try again later, or see the official list below.
      </p>
    );
  }
  return (
    <Tabs
      label="Service categories"
      items={SERVICE_CATEGORIES.map((c) => ({
        id: c.toLowerCase().replace(/\s+/g, '-'),
        label: `${c} (${countIn(data, c)})`,
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
  );
}
