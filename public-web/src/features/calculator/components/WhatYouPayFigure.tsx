/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import type { OfficialContribution, WhatYouPay } from '@homeward/domain';
import { lines, typo } from '../../../components/ui/tool-styles.js';
import { ENTER_LETTER_RATES, INCOME_ESTIMATE_LABEL, PAY_HEADING, PAY_SOURCE_WORDS, payText } from '../pay-words.js';
import { OfficialContributionFigure } from './OfficialContributionFigure.js';

const styles = {
  section: css({ marginTop: 16, borderTop: `1px solid ${lines.divider}` }),
  fallback: css({
    display: 'inline-block',
    margin: '8px 0 0',
    padding: '2px 8px',
    borderRadius: 6,
    background: palette.goldBg,
    fontSize: typeScale.small.fontSize,
    fontWeight: 600,
  }),
  lead: css({ margin: '8px 0 0', fontSize: typeScale.figure.fontSize, fontWeight: 700, lineHeight: 1.25 }),
  others: css({ listStyle: 'none', padding: 0, margin: '4px 0 0', fontSize: typeScale.body.fontSize, '& li': { marginTop: 2 } }),
  note: css({ margin: '8px 0 0', fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  ask: css({ margin: '8px 0 0', fontSize: typeScale.small.fontSize, color: palette.text, fontWeight: 600 }),
};

/**
 * One answer to "what will I pay myself?": a fortnight first (pensions are paid every fortnight), then a month
 * and a quarter. The official contribution when the person said how they are assessed, exact with their
 * letter's rates; the income estimate only without it, marked as the fallback it is.
 */
export function WhatYouPayFigure({ pay, official }: { pay: WhatYouPay; official: OfficialContribution | null }) {
  const fallback = pay.source === 'income-estimate';
  return (
    <section aria-labelledby="pay-yourself-heading" css={styles.section} data-testid="pay-yourself" data-source={pay.source}>
      <h3 id="pay-yourself-heading" css={[typo.h4, { margin: '12px 0 0' }]}>
        {PAY_HEADING}
      </h3>
      {fallback && <p css={styles.fallback}>{INCOME_ESTIMATE_LABEL}</p>}
      <p css={styles.lead} data-testid="pay-fortnight">
        {payText(pay, 'fortnight')}
      </p>
      <ul css={styles.others} aria-label="The same, by month and by quarter">
        <li data-testid="pay-month">{payText(pay, 'month')}</li>
        <li data-testid="pay-quarter">{payText(pay, 'quarter')}</li>
      </ul>
      <p css={styles.note}>{PAY_SOURCE_WORDS[pay.source]}</p>
      {official && official.basis === 'part-pensioner-or-cshc' && !official.fromLetter && <p css={styles.ask}>{ENTER_LETTER_RATES}</p>}
      {fallback && <p css={styles.ask}>Have your letter? Answer step 3 for the official figure.</p>}
      {official && (
        <dl css={{ margin: 0 }}>
          <OfficialContributionFigure official={official} />
        </dl>
      )}
    </section>
  );
}
