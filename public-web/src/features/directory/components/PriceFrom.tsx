/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { formatAud, unitLabel, type PriceFromDto } from '@homeward/domain';
import { link } from '../../../components/ui/tool-styles.js';
import { providerProfilePath } from '../../../app/paths.js';

const styles = {
  box: css({ margin: 0, padding: '8px 12px', borderRadius: 8, background: '#eef3f9', borderLeft: `4px solid ${palette.primary}` }),
  amount: css({ fontSize: typeScale.h4.fontSize, fontWeight: 700, color: palette.text }),
  note: css({ display: 'block', fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
};

/**
 * "From $92.50 an hour" for the services filtered on: the lowest weekday daytime price the provider has
 * published for them. The provider's page has the full list and the date it was last updated.
 */
export function PriceFrom({ priceFrom, businessName, providerId }: { priceFrom: PriceFromDto; businessName: string; providerId: number }) {
  return (
    <p css={styles.box} data-testid="price-from">
      <span css={styles.amount}>
        From {formatAud(priceFrom.amount)} {unitLabel(priceFrom.unit)}
      </span>
      <span css={styles.note}>
        {businessName}&apos;s published weekday price. Prices can change.{' '}
        <Link to={providerProfilePath(providerId)} css={link}>
          See all prices and when they were updated<span className="hw-visually-hidden"> for {businessName}</span>
        </Link>
      </span>
    </p>
  );
}
