/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Container } from '../ui/Container.js';
import { PageMeta, type PageMetaProps } from '../seo/PageMeta.js';
import { mq, text } from './styles.js';
import type { ReactNode } from 'react';

const styles = {
  hero: css({ background: '#e8eff8', borderBottom: `1px solid #cdd9ea`, paddingBlock: '32px 28px', [mq.md]: { paddingBlock: '48px 40px' } }),
  eyebrow: css({
    margin: '0 0 8px',
    fontSize: typeScale.small.fontSize,
    fontWeight: 700,
    color: palette.secondary,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
  h1: css({
    fontSize: '2rem',
    lineHeight: 1.2,
    fontWeight: 700,
    margin: '0 0 16px',
    color: palette.text,
    maxWidth: '30ch',
    [mq.md]: { fontSize: '2.5rem' },
    '&:focus': { outline: 'none' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20 }),
  body: css({ paddingBlock: '32px 16px', [mq.md]: { paddingBlock: '48px 16px' } }),
};

export interface PageProps {
  meta: PageMetaProps;
  /** The page's one h1. */
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A content page: metadata, the <main> landmark, a heading band with the h1 and intro, then sections. */
export function Page({ meta, title, eyebrow, intro, actions, children }: PageProps) {
  return (
    <main id="main-content" tabIndex={-1} css={{ outline: 'none' }}>
      <PageMeta {...meta} />
      <div css={styles.hero}>
        <Container>
          {eyebrow ? <p css={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 css={styles.h1}>{title}</h1>
          {typeof intro === 'string' ? <p css={text.lead}>{intro}</p> : intro}
          {actions ? <div css={styles.actions}>{actions}</div> : null}
        </Container>
      </div>
      <Container>
        <div css={styles.body}>{children}</div>
      </Container>
    </main>
  );
}
