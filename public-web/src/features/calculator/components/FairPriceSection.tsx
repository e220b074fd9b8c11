/** @jsxImportSource @emotion/react */
import { typo } from '../../../components/ui/tool-styles.js';
import { LazyFairPriceCheck } from '../../prices/index.js';

/** "Is this price fair?" under the calculator: a quoted price against the usual range. */
export function FairPriceSection({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} css={[typo.h2, { marginBottom: 8 }]}>
        Is this price fair?
      </h2>
      <p css={[typo.body, { marginBottom: 16, maxWidth: '44rem' }]}>Been quoted a price? Enter it to see how it compares with what most providers charge.</p>
      <LazyFairPriceCheck idPrefix="calculator-fair-price" />
    </>
  );
}
