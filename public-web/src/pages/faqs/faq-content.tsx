import { formatAud, formatFactDate, PROGRAM_FACTS, CLASSIFICATION_BUDGETS, updateHref } from '@homeward/domain';
import { BudgetsReviewNote } from '../../components/facts/OfficialChangeNotes.js';
import { PERSONAL_CARE_CHANGE } from '../../components/facts/fact-words.js';
import { TextLink, type SourcedFaq } from '../../components/content/index.js';

const start = formatFactDate(PROGRAM_FACTS.startDate.value);
const top = CLASSIFICATION_BUDGETS.classifications[CLASSIFICATION_BUDGETS.classifications.length - 1];
const first = CLASSIFICATION_BUDGETS.classifications[0];

/** The 15 questions of the FAQ page (spec topics, in order). Plain strings: they also feed FAQPage JSON-LD. */
export const FAQS: ReadonlyArray<SourcedFaq> = [
  {
    question: 'What is Homeward?',
    answer:
      'Homeward is a free website that explains Support at Home in plain English. It has a funding calculator, an assessment tool that estimates your classification, guides, and a directory of home-care providers who can contact you.',
  },
  {
    question: 'Are you part of the government or My Aged Care?',
    answer:
      'No. Homeward is independent. We are not part of, or endorsed by, the Australian Government, My Aged Care or the assessment service. Only My Aged Care can assess you and approve funding. Call them on 1800 200 422.',
  },
  {
    question: 'Does it cost anything to use Homeward?',
    answer:
      'No. Our website, tools and phone help are free for you. Some providers pay us a referral fee when we put you in touch with them. This never changes what you pay them.',
  },
  {
    question: 'What is Support at Home?',
    answer: `Support at Home is the government program that pays for care and help at home for older Australians. It started on ${start}, replacing Home Care Packages and Short-Term Restorative Care. Your assessment gives you one of 8 classifications. As at ${formatFactDate(CLASSIFICATION_BUDGETS.asOf)}, their budgets go from ${formatAud(Number(first.quarterlyBudget))} to ${formatAud(Number(top.quarterlyBudget))} a quarter (3 months). Budgets can change each July.`,
    source: CLASSIFICATION_BUDGETS,
    note: <BudgetsReviewNote block />,
  },
  {
    question: 'Who is eligible?',
    answer:
      'People aged 65 or over, or 50 or over for Aboriginal and Torres Strait Islander people and people who are homeless or at risk. You also need an assessment that shows you need help to keep living at home.',
  },
  {
    question: 'How accurate is the calculator?',
    answer:
      'The calculator uses the official quarterly budgets and typical hourly prices, so it gives a good estimate. Your real costs depend on your provider’s prices and your means-tested contribution, so treat the result as a guide and check your provider’s price list.',
  },
  {
    question: 'Can I change providers?',
    answer:
      'Yes, at any time. Tell your current provider, choose a new one and sign a new agreement. There are no exit fees, and your funding and any unspent Home Care Package funds move with you.',
  },
  {
    question: 'What is the difference between clinical and non-clinical services?',
    answer: `Clinical services, such as nursing, physiotherapy and care management, are free. Since ${formatFactDate(PERSONAL_CARE_CHANGE.effectiveFrom)}, personal care, such as help to shower or dress, is a clinical service too, so it is free. Other services, such as cleaning, gardening, meals and transport, need a contribution from you, based on your income and assets.`,
    source: { source: PERSONAL_CARE_CHANGE.rules.source, sourceUrl: PERSONAL_CARE_CHANGE.rules.sourceUrl, asOf: PERSONAL_CARE_CHANGE.effectiveFrom },
    note: (
      <p className="hw-source-note">
        Two separate sources quote the department on personal care. <TextLink to={updateHref('personal-care-clinical')}>What has changed</TextLink>.
      </p>
    ),
  },
  {
    question: 'What is the assessment tool?',
    answer:
      'Our assessment tool asks 8 short questions about your daily life and estimates which classification your needs may match. It helps you prepare for the official assessment. It is not an official assessment, and your answers stay on your device.',
  },
  {
    question: 'I had a Home Care Package. What happens now?',
    answer: `You moved to Support at Home automatically on ${start}. You keep your funding level until you are reassessed, and you keep any unspent funds. If you were approved by 12 September 2024, you will not pay more than before.`,
  },
  {
    question: 'What does "single provider" mean?',
    answer:
      'You have one registered provider who is responsible for all your services and your budget, even if other businesses deliver some of the care. You deal with one organisation and sign one agreement.',
  },
  {
    question: 'How do I contact a provider through Homeward?',
    answer:
      'Find a provider in our directory and press "Connect with Provider", or use "Have a Provider Contact Me" in the calculator. Fill in the short form and the provider will call or email you. There is no obligation.',
  },
  {
    question: 'How do I get reassessed if my needs change?',
    answer:
      'Ask your provider or My Aged Care for a Support Plan Review. It can be marked urgent, for example after a fall or a hospital stay. The review may lead to a new assessment and classification.',
  },
  {
    question: 'How do you check the providers you list?',
    answer:
      'We only list providers that are registered with the Aged Care Quality and Safety Commission, and we check their registration, published prices and service areas before we list them. A listing is not a guarantee: compare a few providers and ask them questions before you sign.',
  },
  {
    question: 'Can you help me with my assessment?',
    answer:
      'We cannot assess you, but we can help you prepare. Use our assessment tool, read our guide to the assessment, and call us with questions. The Older Persons Advocacy Network (1800 700 600) can support you free of charge.',
  },
];
