/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { typo } from '../../../components/ui/tool-styles.js';
import type { ReactNode } from 'react';

const styles = {
  section: css({ marginTop: 40 }),
  h2: css([typo.h2, { marginBottom: 12 }]),
};

/** The words of a provider page's paragraphs: a readable line length. */
export const profileNote = css([typo.body, { maxWidth: '70ch', marginBottom: 12 }]);

/** A titled part of a provider's page: an h2 that names the section for screen readers. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} css={styles.section}>
      <h2 id={`${id}-title`} css={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
