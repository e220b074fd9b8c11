/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { FEES_NOT_ALLOWED, formatFactDate, PRICE_TIME_LABELS, type StatementCheckResult, type StatementItem } from '@homeward/domain';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { surface, typo } from '../../../components/ui/tool-styles.js';
import { amountWords, findingText, findingTitle, lineName, money, summaryText } from '../finding-words.js';

export interface StatementResultProps {
  result: StatementCheckResult;
  lines: readonly StatementItem[];
}

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }),
  finding: css([surface, { padding: 16, borderColor: palette.error, borderLeftWidth: 8 }]),
  good: css({ color: palette.success, fontWeight: 700 }),
  ask: css({ color: palette.error, fontWeight: 700 }),
};

/** One line of "Each line": its date, what it is, its time band (a service) and its amount. */
function lineWords(line: StatementItem, i: number): string {
  const date = line.date ? `${formatFactDate(line.date)}, ` : '';
  const band = line.kind === 'charge' ? '' : `${PRICE_TIME_LABELS[line.timeBand].toLowerCase()}, `;
  const amount = line.amountCents === null ? 'no amount we could read' : money(line.amountCents);
  return `Line ${i + 1}, ${date}${lineName(line)}, ${band}${amount}`;
}

/** The statement's total against the lines, in one sentence or two. */
function totalWords(result: StatementCheckResult): string {
  const stated = result.statedTotalCents;
  const same =
    stated === null ? '.' : stated === result.totalChargedCents ? `, the same as your statement's total.` : `. Your statement's total is ${money(stated)}.`;
  const missing =
    result.linesWithoutAmount > 0
      ? ` This leaves out ${result.linesWithoutAmount === 1 ? '1 line' : `${result.linesWithoutAmount} lines`} with no amount we could read.`
      : '';
  return `Charged in total: ${money(result.totalChargedCents)}${same}${missing} Your contributions: ${money(result.totalContributionCents)}.`;
}

/** The answer first (how many things to ask about, and how much), then each finding, then every line marked. */
export function StatementResult({ result, lines }: StatementResultProps) {
  // The rules say which lines are good (a care management line over its share is not, though no finding names it).
  const good = new Set(result.goodLines);
  const unchecked = new Set(result.uncheckedLines);
  const hasFee = result.findings.some((f) => f.kind === 'fee-not-allowed');
  const mark = (i: number) => {
    if (unchecked.has(i)) return <span css={styles.ask}>We could not check this line: ask the provider. </span>;
    if (!good.has(i)) return <span css={styles.ask}>Ask about this: </span>;
    if (result.lineKinds[i] === 'care-management') return <span css={styles.good}>Within the care management share: </span>;
    return <span css={styles.good}>Looks right: </span>;
  };
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <p css={[typo.h3]} data-testid="statement-summary">
        {summaryText(result, lines.length)}
      </p>
      <p css={typo.body} data-testid="statement-total">
        {`${totalWords(result)} `}
        {result.quarters.map((q) => `This quarter allows ${money(q.allowedCents)} for services; these lines use ${q.usagePercentage}% of it. `).join('')}
        {result.careManagement
          .map((c) => `Care management: ${money(c.chargedCents)} of the ${money(c.shareCents)} a quarter set aside for it (10% of your budget). `)
          .join('')}
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
                <p css={[typo.body, { fontWeight: 700, marginTop: 4 }]}>{`Amount in question: ${amountWords(f)}`}</p>
              </li>
            ))}
          </ul>
          {hasFee ? <SourceNote {...FEES_NOT_ALLOWED} prefix="The rule on fees is from" /> : null}
        </section>
      ) : null}
      <section aria-labelledby="statement-lines-heading">
        <h3 id="statement-lines-heading" css={[typo.h4, { marginBottom: 12 }]}>
          Each line
        </h3>
        <ul css={[styles.list, { gap: 6 }]} data-testid="statement-line-marks">
          {lines.map((line, i) => (
            <li key={i} css={typo.body} data-line-mark={unchecked.has(i) ? 'not-checked' : good.has(i) ? 'good' : 'ask'}>
              {mark(i)}
              {lineWords(line, i)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
