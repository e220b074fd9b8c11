/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { mq, typo } from '../../../components/ui/tool-styles.js';

const styles = {
  list: css({ paddingLeft: 24, margin: '0 0 32px', [mq.sm]: { columns: 2 }, '& li': { marginBottom: 4, breakInside: 'avoid' } }),
};

/** What the tool does and covers, and the Start Assessment button. */
export function AssessmentIntro({ onStart }: { onStart(): void }) {
  return (
    <div>
      <h2 css={[typo.h2, { marginBottom: 12 }]}>What does this tool do?</h2>
      <p css={[typo.body, { marginBottom: 16 }]}>
        You answer {ASSESSMENT_TOTAL_STEPS} short questions about your daily life. We then estimate which of the 8 Support at Home classifications you might
        get, and give you tips to explain your needs clearly at your official assessment.
      </p>
      <p css={[typo.body, { marginBottom: 24 }]}>
        It takes about 3 minutes. Your answers stay on this device: we do not send them anywhere. This is a guide only. The official assessment, booked through
        My Aged Care, decides your classification.
      </p>
      <h2 css={[typo.h2, { marginBottom: 12 }]}>What does it cover?</h2>
      <ul css={styles.list}>
        {ASSESSMENT_QUESTIONS.map((q) => (
          <li key={q.id}>{q.category}</li>
        ))}
      </ul>
      <Button size="large" onClick={onStart} css={{ minWidth: 220 }}>
        Start Assessment
      </Button>
    </div>
  );
}
