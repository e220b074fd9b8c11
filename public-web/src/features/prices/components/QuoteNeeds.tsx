/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { acceptingSummary, attributeLabels, PROVIDER_LANGUAGES, type ProviderAttributes } from '@homeward/domain';

const styles = {
  list: css({ display: 'grid', gap: 6, margin: 0 }),
  row: css({ margin: 0, '& dt': { display: 'inline', fontWeight: 600 }, '& dd': { display: 'inline', margin: 0 } }),
  yes: css({ color: palette.success, fontWeight: 600 }),
  waitlist: css({
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: 6,
    border: `2px solid ${palette.warning}`,
    background: palette.goldBg,
    color: palette.warning,
    fontWeight: 700,
  }),
  no: css({ color: palette.error, fontWeight: 600 }),
  unknown: css({ color: palette.textSecondary, fontSize: typeScale.small.fontSize }),
};

/** "English, Greek and Italian". */
const spoken = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

export interface QuoteNeedsProps {
  provider: Pick<ProviderAttributes, 'languages' | 'acceptingNewClients' | 'acceptingConfirmedAt'>;
}

/**
 * What a family needs to know beside the price: whether the provider is taking new clients (a waiting list is
 * marked, with when they told us) and which languages its staff speak. What it has not told us is said as such.
 */
export function QuoteNeeds({ provider: p }: QuoteNeedsProps) {
  const intake = acceptingSummary(p.acceptingNewClients, p.acceptingConfirmedAt);
  const languages = attributeLabels(PROVIDER_LANGUAGES, p.languages);
  return (
    <dl css={styles.list} data-testid="quote-needs">
      <div css={styles.row}>
        <dt>Taking new clients: </dt>
        <dd data-testid="quote-intake" data-intake={p.acceptingNewClients ?? 'unknown'}>
          {intake === null ? (
            <span css={styles.unknown}>they have not told us</span>
          ) : (
            <span css={p.acceptingNewClients === 'waitlist' ? styles.waitlist : p.acceptingNewClients === 'yes' ? styles.yes : styles.no}>
              {p.acceptingNewClients === 'waitlist' ? `${intake}: ask how long the wait is` : intake}
            </span>
          )}
        </dd>
      </div>
      <div css={styles.row}>
        <dt>Staff speak: </dt>
        <dd data-testid="quote-languages">{languages.length > 0 ? spoken(languages) : <span css={styles.unknown}>they have not told us</span>}</dd>
      </div>
    </dl>
  );
}
