import { formatCents, PAY_PERIODS, type PayPeriod, type WhatYouPay } from '@homeward/domain';

/**
 * Words for "what you pay yourself", shared by the summary, the phone bar and the printed page so the three
 * say the same. The figures come from whatYouPay() in libs/domain.
 */

export const PERIOD_WORDS: Record<PayPeriod, string> = { fortnight: 'a fortnight', month: 'a month', quarter: 'a quarter' };

/** '$114.00 a fortnight', or 'between $60.10 and $361.60 a fortnight' when the rate depends on the means assessment. */
export function payText(pay: WhatYouPay, period: PayPeriod): string {
  const words = PERIOD_WORDS[period];
  return pay.isExact ? `${formatCents(pay.min[period])} ${words}` : `between ${formatCents(pay.min[period])} and ${formatCents(pay.max[period])} ${words}`;
}

/** The three periods, the fortnight first (pensions are paid every fortnight). */
export function payLines(pay: WhatYouPay): Array<{ period: PayPeriod; text: string }> {
  return PAY_PERIODS.map((period) => ({ period, text: payText(pay, period) }));
}

/** What the figure rests on, in one sentence. */
export const PAY_SOURCE_WORDS: Record<WhatYouPay['source'], string> = {
  letter: 'Worked out with the rates from your Services Australia letter.',
  'official-rates': "Worked out with the government's rates for how you are assessed.",
  'income-estimate':
    'A rough estimate from the weekly income you entered, for when you do not have your Services Australia letter yet. It is not the official figure: your letter gives your real rates.',
};

/** For a part pensioner who has not typed the letter's rates: how to get one figure instead of a range. */
export const ENTER_LETTER_RATES = 'Enter the two rates from your Services Australia letter in step 3 to see your exact figure.';

export const PAY_HEADING = 'What you pay yourself';

/** The label over the income estimate wherever it shows: a fallback, and said to be one. */
export const INCOME_ESTIMATE_LABEL = 'Rough estimate (no letter yet)';
