/** @jsxImportSource @emotion/react */
import { FREQUENT_RISES_WORDS, PRICE_TIME_LABELS, type ProviderProfileDto } from '@homeward/domain';
import { DataTable } from '../../../components/content/DataTable.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { priceChangeText, updatedOnText } from '../price-words.js';

/** The words on a provider's page and card when it raised prices on more than 2 days in 12 months, with the source. */
export function FrequentRisesNote() {
  return (
    <div role="note" css={[typo.body, { maxWidth: '70ch', marginBottom: 12, padding: '12px 16px', borderLeft: '4px solid #8a4b00', background: '#fff6e8' }]}>
      <p css={{ margin: 0 }}>
        <strong>{FREQUENT_RISES_WORDS.page}</strong> {FREQUENT_RISES_WORDS.expectation}
      </p>
      <p css={[typo.small, { margin: '8px 0 0' }]}>
        Source: <a href={FREQUENT_RISES_WORDS.sourceUrl}>{FREQUENT_RISES_WORDS.sourceTitle}</a>
      </p>
    </div>
  );
}

/**
 * "Have their prices gone up?": when the prices last changed, each change of the last 24 months (rises as a
 * percentage), and the frequent-rises note. Prices saved once and never changed have no history to show.
 */
export function PriceHistory({ provider }: { provider: ProviderProfileDto }) {
  const history = provider.priceHistory;
  const units = new Map(provider.prices.map((p) => [p.serviceId, p.unit]));
  return (
    <>
      {history.frequentRises && <FrequentRisesNote />}
      <p css={[typo.body, { maxWidth: '70ch', marginBottom: 12 }]}>
        {history.lastChangedAt
          ? `Prices last changed on ${updatedOnText(history.lastChangedAt)}.`
          : 'We have no record of a change to these prices in the last 24 months.'}
      </p>
      {history.changes.length > 0 && (
        <DataTable
          caption={`Price changes by ${provider.businessName} in the last 24 months, newest first`}
          head={['Date', 'Service', 'Time of day', 'Change']}
          rows={history.changes.map((c) => [
            updatedOnText(c.changedAt),
            c.service,
            PRICE_TIME_LABELS[c.timeBand],
            priceChangeText(c, units.get(c.serviceId) ?? 'hour'),
          ])}
        />
      )}
    </>
  );
}
