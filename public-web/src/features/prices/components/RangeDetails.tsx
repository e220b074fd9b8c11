/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { formatCents, INDICATIVE_PRICES_SOURCE, type IndicativePriceRange, PRICE_TIME_LABELS, unitLabel } from '@homeward/domain';
import { INDICATIVE_SOURCE_TEXT, rangeText } from '../price-words.js';
import { PRICE_CAPS_SENTENCES } from '../../../components/facts/fact-words.js';
import { ReviewNote } from '../../../components/facts/ReviewNote.js';

const styles = {
  details: css({ marginTop: 6, fontSize: typeScale.small.fontSize, lineHeight: 1.5 }),
  summary: css({
    cursor: 'pointer',
    color: palette.primary,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    minHeight: 32,
    ...focusVisibleRing,
  }),
  body: css({ margin: '6px 0 0', color: palette.text }),
  link: css({ color: palette.primary, overflowWrap: 'anywhere', ...focusVisibleRing }),
};

/**
 * The department's range behind a below/within/above mark, one tap away: a native <details>, so it opens
 * with a tap, Enter or Space, and works before (or without) JavaScript.
 */
export function RangeDetails({ range, serviceName }: { range: IndicativePriceRange; serviceName: string }) {
  return (
    <details css={styles.details}>
      <summary css={styles.summary}>
        See the usual range<span className="hw-visually-hidden"> for {serviceName}</span>
      </summary>
      <p css={styles.body}>
        Most providers charged {rangeText(range)} for {serviceName.toLowerCase()} ({PRICE_TIME_LABELS[range.timeOfDay].toLowerCase()}). The middle price was{' '}
        {formatCents(range.medianCents, 0)} {unitLabel(range.unit)}.
      </p>
      <p css={styles.body}>
        Source:{' '}
        <a href={INDICATIVE_PRICES_SOURCE.url} rel="noopener" css={styles.link}>
          {INDICATIVE_SOURCE_TEXT}
          <span className="hw-visually-hidden"> (external website)</span>
        </a>
        . These are a guide, not a limit. {PRICE_CAPS_SENTENCES[0]} Government caps were put off in May 2026.
        <ReviewNote fact={INDICATIVE_PRICES_SOURCE} />
      </p>
    </details>
  );
}
