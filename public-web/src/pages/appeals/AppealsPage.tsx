/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PHONE_NUMBERS, REVIEW_FACTS } from '@homeward/domain';
import { typeScale } from '@homeward/theme';
import { CardGrid, ExternalLink, GuidePage, IndependenceNotice, InfoCard, Notice, PhoneLink, Section, SourceNote, Steps, text } from '../kit.js';

const SUPPORT = [
  { ...PHONE_NUMBERS.opan, what: 'Free, independent advocates who can help you prepare, write to the department or come to meetings with you.' },
  { ...PHONE_NUMBERS.myAgedCare, what: 'Questions about your assessment, your Notice of Decision, or how to ask for a reconsideration.' },
  { ...PHONE_NUMBERS.commission, what: 'Complaints about the care or services a provider gives you. You can stay anonymous.' },
  { ...PHONE_NUMBERS.tis, what: 'A free interpreter for any of these calls. Ask them to connect you.' },
  { ...PHONE_NUMBERS.relayTty, what: 'If you are deaf or have a hearing or speech impairment (TTY users).' },
  { ...PHONE_NUMBERS.elderAbuse, what: 'If you are worried someone is mistreating or taking advantage of an older person.' },
];

const styles = {
  hotline: css({ display: 'block', fontSize: typeScale.figure.fontSize, margin: '4px 0 8px' }),
};

export default function AppealsPage() {
  return (
    <GuidePage page="appeals">
      <Notice title="Free help to appeal" tone="success">
        <p>
          The Older Persons Advocacy Network (OPAN) gives free, independent and confidential help:
          <strong css={styles.hotline}>
            <PhoneLink number={PHONE_NUMBERS.opan.number} label="Older Persons Advocacy Network" />
          </strong>
          For questions about your decision, call My Aged Care on <PhoneLink number={PHONE_NUMBERS.myAgedCare.number} />.
        </p>
      </Notice>

      <Section id="decisions" title="Which decisions can I challenge?">
        <ul css={text.list}>
          <li>
            being found <strong>not eligible</strong> for Support at Home
          </li>
          <li>
            the <strong>classification</strong> (funding level) you were given
          </li>
          <li>
            not being approved for <strong>short-term help</strong>, such as restorative care, equipment or home changes
          </li>
          <li>
            decisions about <strong>what you pay</strong>, made by Services Australia
          </li>
        </ul>
        <p css={text.body}>Your Notice of Decision letter says which decisions can be reviewed, and how long you have to ask.</p>
      </Section>

      <Section id="steps" title="What are the steps?">
        <Steps
          steps={[
            {
              title: 'Talk to the assessor first',
              body: 'Call the assessment organisation named in your letter. Many problems are fixed quickly, for example if something was missed or misunderstood.',
            },
            {
              title: 'Ask for a reconsideration',
              meta: `Usually within ${REVIEW_FACTS.requestDays} days`,
              body: `Write to the department (the decision-maker) and say why you think the decision is wrong. A different officer reviews it. If you do not hear back within ${REVIEW_FACTS.decisionDays} days, the decision is treated as confirmed and you can go to the next step.`,
            },
            {
              title: 'Apply to the Administrative Review Tribunal',
              body: (
                <p>
                  If you still disagree, the independent <ExternalLink href={REVIEW_FACTS.tribunalUrl}>{REVIEW_FACTS.tribunal}</ExternalLink> can review the
                  decision. An advocate can help you apply.
                </p>
              ),
            },
          ]}
        />
        <SourceNote {...REVIEW_FACTS} prefix="Time limits from" />
        <p css={text.small}>
          The time limit under the new Aged Care Act is stated in your Notice of Decision. If it is different from the one above, follow your letter.
        </p>
      </Section>

      <Section id="complaints" title="A complaint about your care is different">
        <p css={text.body}>
          If the problem is with the care or services your provider gives you, raise it with the provider first. If that does not work, contact the Aged Care
          Quality and Safety Commission on <PhoneLink number={PHONE_NUMBERS.commission.number} /> ({PHONE_NUMBERS.commission.hours}), online, or by letter. The
          Commission does not handle complaints about assessments or My Aged Care: those go to My Aged Care.
        </p>
      </Section>

      <Section id="support" title="Who can help me?">
        <CardGrid columns={2}>
          {SUPPORT.map((s) => (
            <InfoCard key={s.name} title={s.name}>
              <p>
                <PhoneLink number={s.number} label={s.name} />
                {s.hours ? <> &middot; {s.hours}</> : null}
              </p>
              <p>{s.what}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="prepare" title="How can I prepare?">
        <ul css={text.list}>
          <li>Keep your Notice of Decision, support plan and any letters together.</li>
          <li>Write down what you find hard each day, with examples from your worst days.</li>
          <li>Ask your GP, specialist or therapist for a letter about your needs.</li>
          <li>Keep a note of every call: the date, who you spoke to and what they said.</li>
          <li>Ask for a copy of your assessment. You have a right to see it.</li>
          <li>Do not miss the deadline. If you need more time, ask for it in writing.</li>
        </ul>
      </Section>

      <IndependenceNotice />
    </GuidePage>
  );
}
