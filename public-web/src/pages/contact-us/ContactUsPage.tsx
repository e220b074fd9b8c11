/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { PHONE_NUMBERS } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { SITE_CONTACT, telHref } from '../../config.js';
import { CardGrid, icons, IndependenceNotice, InfoCard, PhoneLink, Section, text, TextLink, ToolCards } from '../../components/content/index.js';
import { GuidePage } from '../GuidePage.js';
import { InterpreterHelp } from '../../components/content/InterpreterHelp.js';

const styles = {
  big: css({
    display: 'inline-block',
    fontSize: typeScale.figure.fontSize,
    fontWeight: 700,
    color: palette.primary,
    overflowWrap: 'anywhere',
    textUnderlineOffset: 4,
    ...focusVisibleRing,
  }),
  hours: css({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', '& dt': { fontWeight: 700 }, '& dd': { margin: 0 } }),
};

/** What each tool does, in the few words the contact page has room for. */
const ABOUT_TOOLS = {
  calculator: 'See how far your quarterly budget goes.',
  directory: 'Search home-care providers near you.',
  assessment: 'Estimate your likely classification.',
};

export default function ContactUsPage() {
  return (
    <GuidePage page="contactUs">
      <Section id="reach-us" title="Ways to reach us">
        <CardGrid columns={3}>
          <InfoCard title="Phone" icon={icons.phone} accent>
            <p>
              <a href={telHref(SITE_CONTACT.phone)} css={styles.big}>
                {SITE_CONTACT.phone}
              </a>
            </p>
            <p>The quickest way to get an answer during business hours.</p>
          </InfoCard>
          <InfoCard title="Email" icon={icons.email} accent>
            <p>
              <a href={`mailto:${SITE_CONTACT.email}`} css={styles.big}>
                {SITE_CONTACT.email}
              </a>
            </p>
            <p>We usually reply within 24 hours on business days.</p>
          </InfoCard>
          <InfoCard title="Business hours" icon={icons.clock} accent>
            <dl css={styles.hours}>
              <dt>Monday to Friday</dt>
              <dd>9am to 5pm AEST</dd>
              <dt>Saturday and Sunday</dt>
              <dd>Closed</dd>
            </dl>
            <p>Public holidays may affect our hours.</p>
          </InfoCard>
        </CardGrid>
      </Section>

      <Section id="about" title="Who you will talk to">
        <p css={text.body}>
          Homeward is a small independent team that helps older Australians and their families make sense of Support at Home. We can explain how the program
          works, help you use our calculator and assessment tool, and put you in touch with providers in your area. We cannot assess you, approve funding or see
          your My Aged Care record. For those, call My Aged Care on <PhoneLink number={PHONE_NUMBERS.myAgedCare.number} />.
        </p>
        <InterpreterHelp whom="My Aged Care or us" css={text.body} />
        <p css={text.body}>
          If you send us your details, we handle them as our <TextLink to={paths.privacy}>privacy policy</TextLink> explains.
        </p>
      </Section>

      <Section id="quick-links" title="Try our free tools">
        <ToolCards about={ABOUT_TOOLS} />
      </Section>

      <IndependenceNotice />
    </GuidePage>
  );
}
