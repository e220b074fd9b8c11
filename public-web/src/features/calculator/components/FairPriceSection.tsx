/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
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
      <p css={[typo.body, { marginTop: 16, maxWidth: '44rem' }]}>
        Already getting care?{' '}
        <Link to={paths.statementChecker} css={link}>
          Check your monthly statement
        </Link>{' '}
        for wrong prices or charges.
      </p>
    </>
  );
}
