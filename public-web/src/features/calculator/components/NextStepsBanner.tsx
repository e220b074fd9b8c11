/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { ButtonLink } from '../../../components/content/ButtonLink.js';
import { mq, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';

const styles = {
  banner: css({ marginTop: 48, padding: 24, borderRadius: 24, background: palette.primary, color: '#ffffff', [mq.md]: { padding: 32 } }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 16 }),
};

/** The closing banner: where to go next. */
export function NextStepsBanner() {
  return (
    <section aria-labelledby="calculator-next-steps" css={styles.banner}>
      <h2 id="calculator-next-steps" css={[typo.h2, { marginBottom: 12, color: 'inherit' }]}>
        What can I do next?
      </h2>
      <p css={[typo.body, { marginBottom: 24, maxWidth: '40rem' }]}>
        Look for a provider who offers the services you chose, or check which classification you might get.
      </p>
      <div css={styles.actions}>
        <ButtonLink to={paths.providerDirectory} variant="light">
          Find a provider
        </ButtonLink>
        <ButtonLink to={paths.assessmentMaximizer} variant="outlineLight">
          Check my likely classification
        </ButtonLink>
      </div>
    </section>
  );
}
