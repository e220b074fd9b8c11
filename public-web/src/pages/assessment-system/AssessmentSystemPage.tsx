/** @jsxImportSource @emotion/react */
import { ACCESS_FACTS, PHONE_NUMBERS } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { CardGrid, GuidePage, icons, IndependenceNotice, InfoCard, Notice, PhoneLink, Section, SourceNote, Steps, text, TextLink } from '../kit.js';

const DOMAINS = [
  { title: 'Moving around', icon: icons.mobility, body: 'Walking, getting in and out of bed or a chair, using stairs, and any falls.' },
  { title: 'Looking after yourself', icon: icons.shower, body: 'Showering, dressing, eating, going to the toilet and taking medicines.' },
  { title: 'Your health', icon: icons.medical, body: 'Health conditions, recent hospital stays, pain, continence and nursing needs.' },
  { title: 'Memory and mood', icon: icons.mind, body: 'Memory, thinking, decision-making, and how you are feeling day to day.' },
  { title: 'Family and social life', icon: icons.people, body: 'Who helps you now, how your carer is coping, and whether you feel lonely.' },
  { title: 'Your home', icon: icons.home, body: 'Safety at home, steps and bathrooms, and keeping up with housework and the garden.' },
];

export default function AssessmentSystemPage() {
  return (
    <GuidePage page="assessmentSystem">
      <Section
        id="domains"
        title="What will they ask about?"
        intro="The assessor looks at 6 areas of your life. There are no right or wrong answers: describe a typical day, and your worst days too."
      >
        <CardGrid columns={3}>
          {DOMAINS.map((d) => (
            <InfoCard key={d.title} title={d.title} icon={d.icon}>
              <p>{d.body}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="phases" title="How long does it take?" intro="Times are typical. They vary with where you live and how urgent your needs are.">
        <Steps
          steps={[
            {
              title: 'Registration call',
              meta: 'About 30 minutes',
              body: 'You (or someone helping you) call My Aged Care or apply online. They ask some questions and refer you for an assessment.',
            },
            {
              title: 'The assessment',
              meta: '2 to 3 hours',
              body: `An assessment organisation contacts you, usually within ${ACCESS_FACTS.triageContactWeeks} weeks, and an assessor visits you. You can have a family member, carer, interpreter or advocate with you.`,
            },
            {
              title: 'Your support plan',
              meta: 'About 1 week',
              body: 'The assessor writes up your needs and goals in a support plan, and a decision-maker works out your classification.',
            },
            {
              title: 'Your Notice of Decision',
              meta: `Up to ${ACCESS_FACTS.decisionWeeks} weeks`,
              body: 'You get a letter saying if you are approved, your classification, and any short-term help approved, such as restorative care or equipment.',
            },
          ]}
        />
        <SourceNote {...ACCESS_FACTS} prefix="Time frames from" />
      </Section>

      <Section id="support-plan" title="What is in my support plan?">
        <ul css={text.list}>
          <li>
            <strong>Your goals:</strong> what matters to you, such as staying in your garden or getting to church.
          </li>
          <li>
            <strong>Your needs:</strong> the help you need, and what family or friends already do.
          </li>
          <li>
            <strong>Your classification:</strong> one of 8 funding levels, which sets your quarterly budget.
          </li>
          <li>
            <strong>Short-term supports:</strong> any restorative care, equipment or home changes approved.
          </li>
          <li>
            <strong>Referrals:</strong> other services that could help, such as carer support.
          </li>
        </ul>
        <p css={text.body}>Keep your support plan. Your provider uses it to plan your care, and you will need it if you ask for a review.</p>
      </Section>

      <Section id="reviews" title="What if my needs change or I disagree?">
        <CardGrid columns={3}>
          <InfoCard title="Support Plan Review">
            <p>If your needs change, ask your provider or My Aged Care for a review. It can be marked urgent, for example after a fall or hospital stay.</p>
          </InfoCard>
          <InfoCard title="Reassessment">
            <p>A review may lead to a new assessment and a different classification if you need more (or less) help.</p>
          </InfoCard>
          <InfoCard title="Asking for the decision to be changed">
            <p>
              If you think the decision is wrong, you can ask for it to be reconsidered. <TextLink to={paths.appeals}>How to appeal a decision</TextLink>
            </p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Notice title="Tips for the day" tone="success">
        <p>
          Write down what you find hard before the visit, and have your medicines list ready. Be honest about your worst days, not just your good ones. If
          English is not your first language, ask for a free interpreter through TIS National on <PhoneLink number={PHONE_NUMBERS.tis.number} />.
        </p>
      </Notice>
      <IndependenceNotice />
    </GuidePage>
  );
}
