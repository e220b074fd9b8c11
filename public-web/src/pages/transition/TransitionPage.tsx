/** @jsxImportSource @emotion/react */
import { CARRY_OVER_RULE, CLASSIFICATION_BUDGETS, formatAud, formatFactDate, PHONE_NUMBERS, PROGRAM_FACTS, TRANSITIONED_HCP_BUDGETS } from '@homeward/domain';
import { Accordion, DataTable, GuidePage, IndependenceNotice, Notice, PhoneLink, Section, SourceNote, Steps, text } from '../kit.js';
import { InterpreterHelp } from '../../components/content/InterpreterHelp.js';
import { ReviewNote } from '../../components/facts/ReviewNote.js';

const money = (v: string) => formatAud(Number(v));
const start = formatFactDate(PROGRAM_FACTS.startDate.value);

const TRANSITION_FAQS = [
  {
    question: 'Do I need to do anything to move across?',
    answer: `No. If you had a Home Care Package, you moved to Support at Home automatically on ${start}. Your provider should have given you a new agreement to sign.`,
  },
  {
    question: 'Will I lose my unspent package funds?',
    answer: 'No. Unspent Home Care Package funds stay yours. They are used after your quarterly budget runs out, for example for extra services or equipment.',
  },
  {
    question: 'Will I pay more?',
    answer:
      'If you had a package, or were approved for one, by 12 September 2024, you will pay the same or less than before under the "no worse off" rule, even if you are later moved to a higher classification.',
  },
  {
    question: 'What if my needs have changed?',
    answer: 'Ask your provider or My Aged Care for a Support Plan Review. You may be reassessed and given one of the 8 new classifications.',
  },
  { question: 'Can I change provider?', answer: 'Yes. You can change at any time. There are no exit fees and your funding moves with you.' },
];

export default function TransitionPage() {
  return (
    <GuidePage page="transition">
      <Section id="what-changed" title="What is different now?">
        <ul css={text.list}>
          <li>
            <strong>Quarterly budgets.</strong> Your yearly funding is split into 4 budgets, one for each 3 months. Up to $1,000 or 10% of a quarter’s budget
            (whichever is more) carries over to the next quarter.
          </li>
          <li>
            <strong>Pay as you use.</strong> You pay a share of each service you use, based on its price, instead of a daily fee. Clinical care such as nursing
            is free.
          </li>
          <li>
            <strong>Care management is built in.</strong> About 10% of your budget pays for care management. Providers cannot charge separate package management
            or travel fees.
          </li>
          <li>
            <strong>Short-term help is separate.</strong> Restorative care, end-of-life care, equipment and home changes have their own funding on top of your
            budget.
          </li>
        </ul>
        <SourceNote {...CARRY_OVER_RULE} prefix="Carry-over rule from" />
      </Section>

      <Section id="steps" title="What should I do now?">
        <Steps
          steps={[
            {
              title: 'Read your new agreement',
              body: 'Your provider should give you a new Support at Home agreement and a list of their prices. Ask them to explain anything you are unsure about.',
            },
            {
              title: 'Check your monthly statement',
              body: 'Statements now show each service, its price, what the government paid and what you paid. Check that they match the care you received.',
            },
            { title: 'Plan how to use your budget', body: 'Work out which services you need each week and whether your quarterly budget covers them.' },
            {
              title: 'Ask for a review if your needs change',
              body: 'If you need more help, ask for a Support Plan Review. You may be reassessed into one of the 8 new classifications.',
            },
          ]}
        />
      </Section>

      <Section
        id="funding"
        title="How does my funding compare?"
        intro="People who moved from a package keep funding equal to their old package level. These are the transitioned amounts, and the new classification budgets for people assessed since."
      >
        <DataTable
          caption={`Home Care Package levels and their Support at Home budgets, from ${formatFactDate(TRANSITIONED_HCP_BUDGETS.asOf)}`}
          head={['Your package level', 'Package funding a year (before the change)', 'Support at Home budget a quarter', 'Support at Home budget a year']}
          numeric={[1, 2, 3]}
          rows={TRANSITIONED_HCP_BUDGETS.levels.map((l) => [`Level ${l.hcpLevel}`, money(l.preLaunchAnnual), money(l.quarterlyBudget), money(l.annualBudget)])}
        />
        <SourceNote
          source={TRANSITIONED_HCP_BUDGETS.source}
          sourceUrl={TRANSITIONED_HCP_BUDGETS.sourceUrl}
          asOf={TRANSITIONED_HCP_BUDGETS.asOf}
          prefix="Transitioned amounts as reported in"
        />
        <ReviewNote block fact={TRANSITIONED_HCP_BUDGETS} checkAt={{ name: 'My Aged Care', url: PHONE_NUMBERS.myAgedCare.url }} updateId="budgets-july-2026" />
        <p css={text.small}>
          These transitioned amounts were published by providers quoting the government schedule. We are checking them against the official Schedule of
          Subsidies and Supplements.
        </p>
        <DataTable
          caption={`The 8 new classifications, from ${formatFactDate(CLASSIFICATION_BUDGETS.effectiveFrom)}`}
          head={['Classification', 'Budget a quarter', 'Budget a year']}
          numeric={[1, 2]}
          rows={CLASSIFICATION_BUDGETS.classifications.map((c) => [`${c.level}: ${c.name}`, money(c.quarterlyBudget), money(c.annualBudget)])}
        />
        <SourceNote {...CLASSIFICATION_BUDGETS} prefix="Budgets from" changes />
      </Section>

      <Section id="dates" title="Important dates">
        <ul css={text.list}>
          <li>
            <strong>12 September 2024:</strong> if you had a package, or were approved for one, by this date, the “no worse off” rule protects what you pay.
          </li>
          <li>
            <strong>{start}:</strong> Support at Home started and every Home Care Package moved across. (It was first planned for{' '}
            {formatFactDate(PROGRAM_FACTS.startDate.originalPlan)}.)
          </li>
          <li>
            <strong>July each year:</strong> budgets are usually indexed (adjusted for costs).
          </li>
          <li>
            <strong>{PROGRAM_FACTS.chspTransition.value.replace(/^no/, 'No')}:</strong> the Commonwealth Home Support Programme is due to join Support at Home.
          </li>
        </ul>
      </Section>

      <Section id="transition-faq" title="Questions about moving across">
        <Accordion items={TRANSITION_FAQS} />
      </Section>

      <Notice title="Need help with the change?" tone="info">
        <p>
          Call My Aged Care on <PhoneLink number={PHONE_NUMBERS.myAgedCare.number} />, or the Older Persons Advocacy Network on{' '}
          <PhoneLink number={PHONE_NUMBERS.opan.number} /> for free, independent advice.
        </p>
        <InterpreterHelp whom="them" />
      </Notice>
      <IndependenceNotice />
    </GuidePage>
  );
}
