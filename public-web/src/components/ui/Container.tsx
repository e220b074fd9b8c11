import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const styles = {
  base: css({ width: '100%', marginInline: 'auto', paddingInline: 16, '@media (min-width: 600px)': { paddingInline: 24 } }),
  lg: css({ maxWidth: 1200 }),
  md: css({ maxWidth: 900 }),
};

/** A centred, padded column (lighter than MUI's Container, which the first-load budget cannot afford). */
export function Container({ children, width = 'lg', className }: { children: ReactNode; width?: 'lg' | 'md'; className?: string }) {
  return (
    <div css={[styles.base, styles[width]]} className={className}>
      {children}
    </div>
  );
}
