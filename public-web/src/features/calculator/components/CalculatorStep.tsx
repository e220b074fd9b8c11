/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { typo } from '../../../components/ui/tool-styles.js';
import type { ReactNode } from 'react';

const styles = {
  step: css({ marginBottom: 40 }),
  title: css([typo.h2, { marginBottom: 8 }]),
};

/** One numbered question of the calculator: its heading (which names the section), what it is for, its fields. */
export function CalculatorStep({
  id,
  title,
  intro,
  introGap = 16,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  introGap?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} css={styles.step}>
      <h2 id={id} css={styles.title}>
        {title}
      </h2>
      <p css={[typo.body, { marginBottom: introGap }]}>{intro}</p>
      {children}
    </section>
  );
}
