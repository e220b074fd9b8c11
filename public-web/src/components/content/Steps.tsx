/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import type { ReactNode } from 'react';

const styles = {
  list: css({ listStyle: 'none', margin: '0 0 24px', padding: 0, counterReset: 'step', maxWidth: '75ch' }),
  item: css({
    position: 'relative',
    padding: '0 0 24px 64px',
    counterIncrement: 'step',
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      left: 0,
      top: 0,
      width: 44,
      height: 44,
      borderRadius: '50%',
      background: palette.primary,
      color: '#ffffff',
      fontWeight: 700,
      fontSize: typeScale.h4.fontSize,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 21, top: 50, bottom: 6, width: 2, background: '#b7c6dc' },
    '& p': { margin: '0 0 8px' },
  }),
  meta: css({
    display: 'inline-block',
    margin: '0 0 8px',
    padding: '2px 10px',
    borderRadius: 6,
    background: '#e6f2e9',
    color: palette.secondary,
    fontWeight: 700,
    fontSize: typeScale.small.fontSize,
  }),
};

export interface Step {
  title: ReactNode;
  meta?: ReactNode;
  body: ReactNode;
}

/** A numbered sequence of steps; the titles are h3s under the section's h2. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol css={styles.list}>
      {steps.map((s, i) => (
        <li key={i} css={styles.item}>
          <h3 className="hw-heading-3" css={{ paddingTop: 8 }}>
            {s.title}
          </h3>
          {s.meta ? <p css={styles.meta}>{s.meta}</p> : null}
          {typeof s.body === 'string' ? <p>{s.body}</p> : s.body}
        </li>
      ))}
    </ol>
  );
}
