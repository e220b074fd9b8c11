/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { formatFactDate, PRICE_TIME_LABELS, type StatementCheckResult, type StatementLine } from '@homeward/domain';
import { surface, typo } from '../../../components/ui/tool-styles.js';
import { findingText, findingTitle, money, summaryText } from '../finding-words.js';

export interface StatementResultProps {
  result: StatementCheckResult;
  lines: readonly StatementLine[];
}

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }),
  finding: css([surface, { padding: 16, borderColor: palette.error, borderLeftWidth: 8 }]),
  good: css({ color: palette.success, fontWeight: 700 }),
  ask: css({ color: palette.error, fontWeight: 700 }),
};

/** The answer first (how many things to ask about, and how much), then each finding, then every line marked. */
export function StatementResult({ result, lines }: StatementResultProps) {
  const flagged = new Set(result.findings.map((f) => f.lineIndex));
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <p css={[typo.h3]} data-testid="statement-summary">
        {summaryText(result, lines.length)}
      </p>
      <p css={typo.body}>
        {`Charged in total: ${money(result.totalChargedCents)}. Your contributions: ${money(result.totalContributionCents)}. `}
        {result.quarters.map((q) => `This quarter allows ${money(q.allowedCents)} for services; these lines use ${q.usagePercentage}% of it. `).join('')}
      </p>
      {result.findings.length > 0 ? (
        <section aria-labelledby="statement-findings-heading">
          <h3 id="statement-findings-heading" css={[typo.h4, { marginBottom: 12 }]}>
            What to ask about
          </h3>
          <ul css={styles.list} data-testid="statement-findings">
            {result.findings.map((f, i) => (
              <li key={i} css={styles.finding} data-finding={f.kind}>
                <p css={[typo.body, { fontWeight: 700 }]}>{findingTitle(f, lines)}</p>
                <p css={typo.body}>{findingText(f, lines)}</p>
                <p css={[typo.body, { fontWeight: 700, marginTop: 4 }]}>{`Amount in question: ${money(f.amountCents)}`}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="statement-lines-heading">
        <h3 id="statement-lines-heading" css={[typo.h4, { marginBottom: 12 }]}>
          Each line
        </h3>
        <ul css={[styles.list, { gap: 6 }]} data-testid="statement-line-marks">
          {lines.map((line, i) => (
            <li key={i} css={typo.body}>
              {flagged.has(i) ? <span css={styles.ask}>Ask about this: </span> : <span css={styles.good}>Looks right: </span>}
              {`Line ${i + 1}, ${formatFactDate(line.date)}, ${line.serviceName}, ${PRICE_TIME_LABELS[line.timeBand].toLowerCase()}, ${money(line.amountCents)}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
