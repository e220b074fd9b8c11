/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { encodeSharedCalculation, formatAud, improvementTips, PHONE_NUMBERS, suggestedClassification, type AssessmentResponses } from '@homeward/domain';
import { telHref } from '../../../config.js';
import { ButtonLink } from '../../../components/content/ButtonLink.js';
import { Icon } from '../../../components/content/Icon.js';
import { lightbulb } from '../../../components/content/tool-icons.js';
import { Skeleton } from '../../../components/content/Skeleton.js';
import { Button } from '../../../components/ui/Button.js';
import { link, mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
import { useClassificationsQuery } from '../../../api/catalog.js';
import { BudgetsReviewNote } from '../../../components/facts/OfficialChangeNotes.js';

const styles = {
  result: css([surface, { borderColor: palette.primary, padding: 20, marginBottom: 32, [mq.sm]: { padding: 32 } }]),
  level: css({ margin: '0 0 8px', fontSize: typeScale.h2.fontSize, fontWeight: 700, lineHeight: 1.3, color: palette.primary }),
  tips: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }),
  tip: css({ display: 'flex', gap: 12, padding: 16, borderRadius: 16, background: '#fff8e6', border: '1px solid #f0d9a0' }),
  tipIcon: css({ color: palette.warning, marginTop: 2, flexShrink: 0 }),
  steps: css({ paddingLeft: 24, margin: 0, '& li': { marginBottom: 12 } }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }),
};

export interface AssessmentResultProps {
  responses: AssessmentResponses;
  onRestart(): void;
}

/** The estimated classification with its budget, tips for answers of 1 or 2, and what to do next. */
export function AssessmentResult({ responses, onRestart }: AssessmentResultProps) {
  const level = suggestedClassification(responses);
  const tips = improvementTips(responses);
  const classifications = useClassificationsQuery();
  const classification = classifications.data?.find((c) => c.level === level);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phone = PHONE_NUMBERS.myAgedCare;

  useEffect(() => headingRef.current?.focus(), []);

  // Opens the calculator with this classification already chosen (through its share-link format).
  const calculatorLink = classification
    ? `${paths.calculator}?data=${encodeSharedCalculation({ classification: classification.id, services: {}, coPaymentIncome: 0, result: null })}`
    : paths.calculator;

  return (
    <div>
      <div css={styles.result} data-testid="assessment-result">
        <h2 ref={headingRef} tabIndex={-1} css={[typo.h2, { marginBottom: 12, outline: 'none' }]}>
          Your estimated classification
        </h2>
        <p css={styles.level}>
          Classification {level}
          {classification && `: ${classification.name}`}
        </p>
        {classifications.isPending ? (
          <div role="status">
            <span className="hw-visually-hidden">Loading the budget</span>
            <Skeleton width={240} height={28} radius={4} css={{ marginBottom: 16 }} />
          </div>
        ) : classification ? (
          <p css={[typo.body, { fontSize: typeScale.lead.fontSize, marginBottom: 16 }]}>
            Quarterly Budget: <strong>{formatAud(Number(classification.quarterlyBudget))}</strong>.
            <BudgetsReviewNote />
          </p>
        ) : (
          <p css={[typo.body, { marginBottom: 16 }]}>We could not load the budget for this classification just now.</p>
        )}
        <p css={typo.body}>This is an estimate from your answers, not a decision. Only the official assessment decides your classification.</p>
      </div>

      {tips.length > 0 && (
        <section aria-labelledby="assessment-tips" css={{ marginBottom: 32 }}>
          <h2 id="assessment-tips" css={[typo.h2, { marginBottom: 8 }]}>
            How can I explain my needs at the assessment?
          </h2>
          <p css={[typo.body, { marginBottom: 16 }]}>These tips are for the areas where you said you need the most help.</p>
          <ul css={styles.tips}>
            {tips.map((t) => (
              <li key={t.category} css={styles.tip}>
                <Icon path={lightbulb} size={24} css={styles.tipIcon} />
                <div>
                  <h3 css={[typo.body, { fontWeight: 700 }]}>{t.category}</h3>
                  <p css={typo.body}>{t.tip}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="assessment-next-steps" css={{ marginBottom: 32 }}>
        <h2 id="assessment-next-steps" css={[typo.h2, { marginBottom: 12 }]}>
          Next Steps
        </h2>
        <ol css={styles.steps}>
          <li>
            <strong>Book your official assessment.</strong> Call {phone.name} on{' '}
            <a href={telHref(phone.number)} css={link}>
              {phone.number}
            </a>{' '}
            ({phone.hours}), or apply online at{' '}
            <a href={phone.url} target="_blank" rel="noopener noreferrer" css={link}>
              myagedcare.gov.au (opens in a new tab)
            </a>
            .
          </li>
          <li>
            <strong>Get your papers ready.</strong> A list of your health conditions and medicines, letters from your doctors, and recent hospital discharge
            papers.
          </li>
          <li>
            <strong>Be honest about your needs.</strong> Describe your worst days, not your best. Ask a family member or friend to be there with you.
          </li>
        </ol>
      </section>

      <div css={styles.actions}>
        <ButtonLink to={paths.providerDirectory} variant="primary">
          Find a provider in the directory
        </ButtonLink>
        <ButtonLink to={calculatorLink} variant="secondary">
          See what this budget could pay for
        </ButtonLink>
        <Button variant="text" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </div>
  );
}
