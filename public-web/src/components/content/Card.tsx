/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { mq, text } from './styles.js';
import type { ReactNode } from 'react';

const styles = {
  grid: css({ display: 'grid', gap: 20, gridTemplateColumns: 'minmax(0, 1fr)', margin: '0 0 24px', padding: 0, listStyle: 'none' }),
  cols2: css({ [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  cols3: css({ [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
  cols4: css({ [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
  card: css({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 24,
    borderRadius: 12,
    background: palette.paper,
    border: '1px solid #cfd6df',
    boxShadow: '0 1px 2px rgba(20, 38, 63, 0.06)',
    '& > p': { margin: 0 },
    '& > p + p, & > ul': { marginTop: 4 },
  }),
  accent: css({ borderTop: `6px solid ${palette.primary}` }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    borderRadius: 10,
    background: '#e3ebf6',
    color: palette.primary,
    marginBottom: 4,
  }),
  footer: css({ marginTop: 'auto', paddingTop: 12 }),
};

export function CardGrid({ columns = 3, children, as = 'ul' }: { columns?: 2 | 3 | 4; children: ReactNode; as?: 'ul' | 'div' }) {
  const Tag = as;
  return <Tag css={[styles.grid, styles[`cols${columns}`]]}>{children}</Tag>;
}

export interface InfoCardProps {
  title: ReactNode;
  /** Heading level inside the card; h3 under a section's h2. */
  headingLevel?: 2 | 3;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  accent?: boolean;
  /** Render as a list item (inside a CardGrid that is a list). */
  asListItem?: boolean;
}

export function InfoCard({ title, headingLevel = 3, icon, children, footer, accent, asListItem = true }: InfoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const body = (
    <div css={[styles.card, accent && styles.accent]}>
      {icon ? (
        <span css={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading css={text.h3}>{title}</Heading>
      {children}
      {footer ? <div css={styles.footer}>{footer}</div> : null}
    </div>
  );
  return asListItem ? <li>{body}</li> : body;
}
