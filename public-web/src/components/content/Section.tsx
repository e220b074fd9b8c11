/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { text } from './styles.js';
import type { ReactNode } from 'react';

const styles = {
  section: css({ marginBottom: 48 }),
  intro: css({ margin: '0 0 20px', maxWidth: '70ch' }),
};

/** A titled part of a page: an h2 (a question people ask, where it can be) and its content. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} css={styles.section} className={className}>
      <h2 id={`${id}-title`} css={text.h2}>
        {title}
      </h2>
      {intro ? <p css={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
