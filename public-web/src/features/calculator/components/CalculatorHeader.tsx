/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { BackToHome } from '../../../components/ui/BackLink.js';
import { Button } from '../../../components/ui/Button.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { pdf, share } from '../../../components/content/tool-icons.js';

export interface CalculatorHeaderProps {
  hasResult: boolean;
  onShare(): void;
  onPrint(): void;
}

const styles = {
  header: css({ marginBottom: 32 }),
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }),
  actions: css({ display: 'flex', gap: 12, flexWrap: 'wrap' }),
};

export function CalculatorHeader({ hasResult, onShare, onPrint }: CalculatorHeaderProps) {
  return (
    <header css={styles.header}>
      <div css={styles.bar}>
        <BackToHome />
        {hasResult && (
          <div css={styles.actions}>
            <Button variant="outlined" startIcon={share} onClick={onShare}>
              Share
            </Button>
            <Button variant="outlined" startIcon={pdf} onClick={onPrint}>
              Export PDF
            </Button>
          </div>
        )}
      </div>
      <h1 css={[typo.h1, { marginBottom: 12 }]}>Support at Home funding calculator</h1>
      <p css={[typo.body, { maxWidth: '44rem' }]}>
        See how far a Support at Home budget goes. Choose a classification, then add the services you want and how many hours a week. We show the cost each week
        and each quarter (3 months), and what is left.
      </p>
    </header>
  );
}
