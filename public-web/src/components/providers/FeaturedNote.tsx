/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { star } from '../content/tool-icons.js';

/**
 * What "Featured" means, said wherever the badge is: the site earns from these listings,
 * so a family must not read the badge as a rating or a recommendation.
 */
export const FEATURED_MEANING = 'A paid, highlighted listing. It never changes prices or which providers are nearest.';

const styles = {
  wrap: css({ display: 'grid', gap: 4, justifyItems: 'start' }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '2px 10px',
    borderRadius: 999,
    background: palette.goldBg,
    color: palette.gold,
    border: `1px solid ${palette.gold}`,
    fontWeight: 700,
    fontSize: typeScale.caption.fontSize,
  }),
  meaning: css({ margin: 0, fontSize: typeScale.small.fontSize, color: palette.textSecondary, maxWidth: '36ch' }),
};

/** The gold Featured badge with its meaning under it; the badge's id lets a card point to it. */
export function FeaturedBadge({ id }: { id: string }) {
  return (
    <div css={styles.wrap} data-testid="featured">
      <span css={styles.badge}>
        <Icon path={star} size={20} />
        Featured
      </span>
      <p id={id} css={styles.meaning}>
        {FEATURED_MEANING}
      </p>
    </div>
  );
}
