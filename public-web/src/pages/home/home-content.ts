import { CLASSIFICATION_BUDGETS, formatAud, formatFactDate, PROGRAM_FACTS } from '@homeward/domain';
import type { SourcedFaq } from '../../components/content/index.js';

const top = CLASSIFICATION_BUDGETS.classifications[CLASSIFICATION_BUDGETS.classifications.length - 1];
const first = CLASSIFICATION_BUDGETS.classifications[0];
const effective = formatFactDate(CLASSIFICATION_BUDGETS.effectiveFrom);

/** The home page's 4 questions (also emitted as FAQPage structured data). Plain strings on purpose. */
export const HOME_FAQS: ReadonlyArray<SourcedFaq> = [
  {
    question: 'What is Support at Home?',
    answer: `Support at Home is the Australian Government program that pays for help at home for older people, such as cleaning, personal care, nursing and equipment. It started on ${formatFactDate(PROGRAM_FACTS.startDate.value)} and replaced Home Care Packages and the Short-Term Restorative Care Programme.`,
  },
  {
    question: 'How much funding could I get?',
    answer: `It depends on your classification, which is set by your assessment. From ${effective}, the 8 classifications range from ${formatAud(Number(first.quarterlyBudget))} a quarter (3 months) to ${formatAud(Number(top.quarterlyBudget))} a quarter, which is ${formatAud(Number(top.annualBudget))} a year. About 10% goes to care management.`,
    source: CLASSIFICATION_BUDGETS,
  },
  {
    question: 'Who can get Support at Home?',
    answer:
      'People aged 65 or over, or 50 or over for Aboriginal and Torres Strait Islander people and people who are homeless or at risk of homelessness. You also need an assessment that shows you need help to keep living at home.',
  },
  {
    question: 'Is Homeward a government website?',
    answer:
      'No. Homeward is a free, independent website. We are not part of the government, My Aged Care or the assessment service. To apply for Support at Home, call My Aged Care on 1800 200 422.',
  },
];
