/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { PRICE_TIME_LABELS, PRICE_TIMES, type ProviderProfileDto } from '@homeward/domain';
import { link } from '../../../components/ui/tool-styles.js';
import { priceCheckHref } from '../price-check-link.js';
import { DataTable } from '../../../components/content/DataTable.js';
import { bandFor, pricePerUnit, PRICE_TIME_WORDS } from '../price-words.js';
import { BandMark } from '../../../components/providers/BandMark.js';
import { RangeDetails } from './RangeDetails.js';

/** Header of the last column. */
export const COMPARED_HEADING = 'Compared with the usual range';
export const NOT_PUBLISHED = 'Price not published';

/**
 * Every service the provider offers with its published prices by time of day, and where the weekday daytime
 * price sits against the department's range. A service with no published price says so (it never shows the
 * catalogue price in its place). Each price links to the price check with it filled in. Rows become cards
 * below 900px, so the seven columns never scroll sideways on a phone or at 200% zoom.
 */
export function PriceTable({ provider }: { provider: ProviderProfileDto }) {
  const prices = new Map(provider.prices.map((p) => [p.serviceId, p]));
  const rows = provider.services.map((service) => {
    const price = prices.get(service.id);
    if (!price) return [service.name, NOT_PUBLISHED, ...PRICE_TIMES.slice(1).map(() => '-'), '-'];
    const banded = bandFor(price.serviceName, price.standard);
    return [
      service.name,
      ...PRICE_TIMES.map((time) => {
        const amount = price[time];
        if (amount === null) return 'Not listed';
        const text = pricePerUnit(amount, price.unit);
        return (
          <Link
            to={priceCheckHref({ serviceId: service.id, time, amount })}
            css={link}
            aria-label={`${text}: check this ${PRICE_TIME_WORDS[time]} price for ${service.name.toLowerCase()}`}
          >
            {text}
          </Link>
        );
      }),
      banded ? (
        <div>
          <BandMark band={banded.band} />
          <RangeDetails range={banded.range} serviceName={service.name} />
        </div>
      ) : (
        'No range published'
      ),
    ];
  });
  return (
    <DataTable
      caption={`${provider.businessName}: prices for each service`}
      head={['Service', ...PRICE_TIMES.map((t) => PRICE_TIME_LABELS[t]), COMPARED_HEADING]}
      rows={rows}
      numeric={[1, 2, 3, 4, 5]}
      stackBelow="md"
    />
  );
}
