/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { link, typo } from '../../components/ui/tool-styles.js';
import { ToolPage } from '../../components/ui/ToolPage.js';
import { paths } from '../../app/paths.js';
import FairPriceCheck from './components/FairPriceCheck.js';
import { readPriceCheckStart } from './price-check-link.js';

const styles = {
  more: css([typo.body, { marginTop: 32, maxWidth: '44rem' }]),
};

/**
 * "Is this price fair?" as a page of its own, in the main navigation's tools and linked from every price on a
 * provider's page (with the service, time and price filled in by the link).
 */
export default function PriceCheckPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const start = useMemo(() => readPriceCheckStart(new URLSearchParams(query)), [query]);
  return (
    <ToolPage
      meta={{
        title: 'Is this price fair? Check a Support at Home price',
        description:
          "Been quoted a price for home care? Enter it to see how it compares with what most providers charge for that service, from the department's published usual prices for weekday daytime care.",
        path: paths.priceCheck,
      }}
      title="Is this price fair?"
      intro="Been quoted a price? Enter it to see how it compares with what most providers charge. The department publishes usual prices for weekday daytime care, so an evening, weekend or public holiday price is compared with those."
    >
      <FairPriceCheck idPrefix="price-check" start={start} />
      <p css={styles.more}>
        To see what a whole plan costs at providers near you,{' '}
        <Link to={paths.calculator} css={link}>
          use the funding calculator
        </Link>
        .
      </p>
    </ToolPage>
  );
}
