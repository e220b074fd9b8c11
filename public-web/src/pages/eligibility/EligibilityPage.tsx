/** @jsxImportSource @emotion/react */
import { ACCESS_FACTS, END_OF_LIFE_PATHWAY, formatCents, formatFactDate, PHONE_NUMBERS, PROGRAM_FACTS } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { CardGrid, GuidePage, icons, IndependenceNotice, InfoCard, Notice, PhoneLink, Section, SourceNote, Steps, text, TextLink } from '../kit.js';
import { InterpreterHelp } from '../../components/content/InterpreterHelp.js';

const mac = PHONE_NUMBERS.myAgedCare;

export default function EligibilityPage() {
  return (
    <GuidePage page="eligibility">
      <Section id="rules" title="Who is eligible?">
        <CardGrid columns={2}>
          <InfoCard title="How old do I need to be?" icon={icons.elderly} accent>
            <ul css={text.list}>
              <li>
                <strong>65 or older</strong>, or
              </li>
              <li>
                <strong>50 or older</strong> if you are an Aboriginal or Torres Strait Islander person, or
              </li>
              <li>
                <strong>50 or older</strong> if you are homeless or at risk of becoming homeless.
              </li>
            </ul>
            <p>Age alone is not enough. You also need to be assessed as needing help.</p>
          </InfoCard>
          <InfoCard title="Do I need to live in Australia?" icon={icons.home} accent>
            <p>Yes. Support at Home is for people who live in Australia and receive care in their own home here.</p>
            <p>If you are not sure whether your visa or residency status counts, ask My Aged Care before your assessment.</p>
          </InfoCard>
          <InfoCard title="Do I need an assessment?" icon={icons.clipboard} accent>
            <p>
              Yes. A trained assessor meets you, usually at home, and asks about your health and daily life. Their assessment decides if you can get Support at
              Home and your classification (funding level).
            </p>
            <p>
              <TextLink to={paths.assessmentSystem}>What happens at an assessment</TextLink>
            </p>
          </InfoCard>
          <InfoCard title="What care needs count?" icon={icons.heart} accent>
            <p>You may qualify if you find some everyday things hard and need help to stay at home safely. For example:</p>
            <ul css={text.list}>
              <li>showering, dressing or taking medicines</li>
              <li>cleaning, cooking, shopping or gardening</li>
              <li>getting around the house or to appointments</li>
              <li>managing a health condition or recovering from a fall or hospital stay</li>
            </ul>
          </InfoCard>
        </CardGrid>
        <SourceNote {...PROGRAM_FACTS.eligibility} prefix="Eligibility rules from" />
      </Section>

      <Section id="steps" title="How do I apply?" intro="There are 4 steps. You can ask a family member, friend or carer to help you with any of them.">
        <Steps
          steps={[
            {
              title: 'Contact My Aged Care',
              body: (
                <>
                  <p>
                    Apply online at myagedcare.gov.au or call <PhoneLink number={mac.number} /> ({mac.hours}). You can also visit an Aged Care Specialist
                    Officer at some Services Australia centres, or ask your GP to refer you.
                  </p>
                  <p>They ask some questions to check you are likely to be eligible. The call usually takes about 30 minutes.</p>
                  <InterpreterHelp whom="My Aged Care" />
                </>
              ),
            },
            {
              title: 'Have your assessment',
              meta: `Contact within about ${ACCESS_FACTS.triageContactWeeks} weeks`,
              body: 'An assessment organisation contacts you to book a time. An assessor visits you, usually at home, and talks with you (and your carer, if you like) about what you can do and where you need help.',
            },
            {
              title: 'Get your decision',
              meta: `Up to ${ACCESS_FACTS.decisionWeeks} weeks after the assessment`,
              body: 'You receive a letter called a Notice of Decision and a support plan. They say whether you are approved, your classification, and any short-term help you can get.',
            },
            {
              title: 'Choose a provider and start',
              meta: `${ACCESS_FACTS.agreementDays} days to sign an agreement`,
              body: `When your funding is available, you have ${ACCESS_FACTS.agreementDays} days to choose a registered provider and sign a service agreement. You can ask for ${ACCESS_FACTS.agreementExtensionDays} more days if you need them.`,
            },
          ]}
        />
        <SourceNote {...ACCESS_FACTS} prefix="Time frames from" />
      </Section>

      <Section id="special" title="What if my situation is different?">
        <CardGrid columns={3}>
          <InfoCard title="Aboriginal and Torres Strait Islander people">
            <p>
              You can apply from age 50. First Nations assessment organisations are being set up so you can be assessed by people who understand your culture.
            </p>
          </InfoCard>
          <InfoCard title="Homeless or at risk">
            <p>You can apply from age 50. You may also get extra care management hours to help you find and keep services.</p>
          </InfoCard>
          <InfoCard title="Coming home from hospital">
            <p>You may be able to get short-term restorative care, about 16 weeks of help to recover, without waiting for ongoing funding.</p>
          </InfoCard>
          <InfoCard title="Near the end of life">
            <p>
              If a doctor or nurse practitioner expects you to live 3 months or less, you can ask for a priority assessment for the End-of-Life Pathway (
              {formatCents(END_OF_LIFE_PATHWAY.amountCents, 0)} as at {formatFactDate(END_OF_LIFE_PATHWAY.asOf)}).
            </p>
          </InfoCard>
          <InfoCard title="Veterans and care leavers">
            <p>Eligible veterans, care leavers and people referred by a care finder can get 12 extra hours a year of care management.</p>
          </InfoCard>
          <InfoCard title="Waiting for funding">
            <p>
              Funding can take time to become available. If your wait is long, you may be offered an interim amount, often 60% of your budget, to start with.
            </p>
          </InfoCard>
        </CardGrid>
        <SourceNote {...END_OF_LIFE_PATHWAY} prefix="End-of-Life Pathway amount from" />
      </Section>

      <Notice title="Already getting help from the Commonwealth Home Support Programme?" tone="info">
        <p>
          The Commonwealth Home Support Programme (CHSP) keeps running for now. It is due to move into Support at Home {PROGRAM_FACTS.chspTransition.value}. If
          your needs have grown, you can ask My Aged Care for a new assessment.
        </p>
      </Notice>

      <IndependenceNotice />
    </GuidePage>
  );
}
