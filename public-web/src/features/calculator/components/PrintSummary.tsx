/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { css } from '@emotion/react';
import {
  type BudgetLeft,
  type CalculationBreakdown,
  type CalculationLine,
  CLASSIFICATION_BUDGETS,
  type ClassificationDto,
  contributionRulesOn,
  enteredFrom,
  formatAud,
  formatCents,
  formatFactDate,
  frequencyOf,
  type OfficialContribution,
  PROGRAM_START,
  quantityText,
  type QuarterBudget,
  type ServiceFrequencies,
  unitLabel,
  type WhatYouPay,
} from '@homeward/domain';
import { LIFETIME_CAP_TEXT, basisLabel, categoryLineText, officialContributionLabel } from '../official-contribution-text.js';
import { SITE_NAME, SITE_ORIGIN } from '../../../config.js';
import { OVER_BUDGET_MEANING, budgetLeftNote, budgetLeftText } from '../summary-words.js';
import { INCOME_ESTIMATE_LABEL, PAY_HEADING, PAY_SOURCE_WORDS, payLines } from '../pay-words.js';
import { paths } from '../../../app/paths.js';

/** The rules as the program began: the rates table as first published, and the department's contributions page. */
const FIRST_RULES = contributionRulesOn(PROGRAM_START);

export interface PrintSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  lines: CalculationLine[];
  income: number;
  official?: OfficialContribution | null;
  /** Each service's unit (hour, trip, meal) by id; a line without one reads as hours. */
  units?: ReadonlyMap<number, string>;
  /** The quarter measured against, when interim funding or a carry-over is used. */
  quarter?: QuarterBudget | null;
  /** The one budget figure (after care management). */
  left?: BudgetLeft | null;
  /** The one answer to "what will I pay?". */
  pay?: WhatYouPay | null;
  /** The services that come every fortnight. */
  frequencies?: ServiceFrequencies;
}

const cell = css({ border: '1px solid #999', padding: '6px 8px', textAlign: 'left', verticalAlign: 'top' });
const num = css([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
const bold = css({ fontWeight: 700 });

/** Shown only on paper (Export PDF): the chosen services as a table and the totals, in black on white. */
export const PrintSummary = memo(function PrintSummary({
  classification,
  result,
  lines,
  income,
  official = null,
  units,
  quarter = null,
  left = null,
  pay = null,
  frequencies = {},
}: PrintSummaryProps) {
  if (!classification || !result || !left) return null;
  const words = budgetLeftText(left);
  return (
    <div className="calculator-print-only" css={{ color: '#000', fontSize: '11pt' }}>
      <h2 css={{ fontSize: '18pt', fontWeight: 700, margin: '0 0 8px' }}>Support at Home budget estimate</h2>
      <p css={{ fontSize: '11pt', margin: '0 0 16px' }}>
        Classification {classification.level}: {classification.name}. Quarterly budget {formatAud(Number(classification.quarterlyBudget))} (budgets from{' '}
        {formatFactDate(CLASSIFICATION_BUDGETS.asOf)}).
        {quarter?.interim && ` On interim funding: 60% of the budget, ${formatCents(quarter.budgetCents)} a quarter.`}
        {quarter && quarter.carryOverCents > 0 && ` Carried over from last quarter: ${formatCents(quarter.carryOverCents)}.`}
        {income > 0 && ` Weekly income entered: ${formatAud(income)}.`}
        {official && ` How you are assessed for fees: ${basisLabel(official.basis)}.`}
      </p>
      <table css={{ borderCollapse: 'collapse', width: '100%', marginBottom: 16 }}>
        <thead>
          <tr>
            <th css={cell}>Service</th>
            <th css={num}>How much</th>
            <th css={num}>Price each</th>
            <th css={num}>Weekly cost</th>
            <th css={num}>Quarterly cost</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.serviceId}>
              <td css={cell}>
                {l.serviceName} ({l.category})
              </td>
              <td css={num}>{amountText(l.serviceId, l.hoursPerWeek, frequencies, units)}</td>
              <td css={num}>
                {formatAud(l.hourlyRate)} {unitLabel(units?.get(l.serviceId))}
              </td>
              <td css={num}>{formatAud(l.weeklyCost)}</td>
              <td css={num}>{formatAud(l.quarterlyCost)}</td>
            </tr>
          ))}
          <tr>
            <th css={cell} scope="row" colSpan={3}>
              Total
            </th>
            <td css={[num, bold]}>{formatAud(result.totalWeeklyCost)}</td>
            <td css={[num, bold]}>{formatAud(result.totalQuarterlyCost)}</td>
          </tr>
        </tbody>
      </table>
      <ul css={{ paddingLeft: 24, margin: 0, '& li': { marginBottom: 4 } }}>
        <li data-testid="print-budget-left">
          {words.label}: {words.amount} a quarter. {budgetLeftNote(left, (quarter?.carryOverCents ?? 0) > 0)} ({Math.round(result.budgetUsagePercentage)}% of
          the budget used.){words.over && ` ${OVER_BUDGET_MEANING}`}
        </li>
        {pay && (
          <li data-testid="print-pay">
            {PAY_HEADING}
            {pay.source === 'income-estimate' ? ` (${INCOME_ESTIMATE_LABEL.toLowerCase()})` : ''}:{' '}
            {payLines(pay)
              .map((l) => l.text)
              .join(', or ')}
            . {PAY_SOURCE_WORDS[pay.source]}
          </li>
        )}
        {official && (
          <li>
            {officialContributionLabel(official)}: {official.byCategory.map(categoryLineText).join('; ')}. {LIFETIME_CAP_TEXT} Source: {FIRST_RULES.sourceUrl}
          </li>
        )}
        <li>Prices are typical rates. Your provider sets its own prices.</li>
      </ul>
      <p css={{ fontSize: '9pt', margin: '16px 0 0' }}>
        Made with the {SITE_NAME} funding calculator, {SITE_ORIGIN}
        {paths.calculator}. {SITE_NAME} is independent and not part of the Australian Government.
      </p>
    </div>
  );
});

/** '3 hours every fortnight' or '1.5 hours a week': the amount as the family entered it. */
function amountText(serviceId: number, perWeek: number, frequencies: ServiceFrequencies, units?: ReadonlyMap<number, string>): string {
  const every = frequencyOf(frequencies, serviceId);
  const amount = quantityText(enteredFrom(perWeek, every), units?.get(serviceId));
  return every === 'fortnight' ? `${amount} every fortnight` : `${amount} a week`;
}
