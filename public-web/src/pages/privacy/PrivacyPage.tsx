/** @jsxImportSource @emotion/react */
import { LEAD_RETENTION } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { SITE_CONTACT, telHref } from '../../config.js';
import { DataTable, ExternalLink, IndependenceNotice, Notice, Section, text, TextLink } from '../../components/content/index.js';
import { GuidePage } from '../GuidePage.js';

const LAST_UPDATED = '24 November 2026';
/** LEAD_RETENTION_DAYS' default (the API's setting); the page states the default a standard install uses. */
const RETENTION_YEARS = Math.round(LEAD_RETENTION.defaultDays / 365);

export default function PrivacyPage() {
  return (
    <GuidePage page="privacy">
      <Section
        id="what"
        title="What do we collect when you fill in a form?"
        intro="When you use “Have a Provider Contact Me” in the calculator or “Connect with Provider” in the directory, we collect:"
      >
        <DataTable
          caption="Details in a contact request"
          head={['Detail', 'Why we need it']}
          rows={[
            ['Your name', 'So the provider knows who to ask for.'],
            ['Phone number and email address', 'So the provider can contact you, the way you prefer.'],
            ['Postcode', 'To check the provider works in your area.'],
            ['Your funding level (classification) and whether you have a referral ID', 'So the provider knows what funding you have or are waiting for.'],
            ['Whether you want to manage your own care', 'So the provider can explain the options that suit you.'],
            [
              'From the calculator: the services and hours you chose, and the estimated weekly and quarterly cost',
              'So the provider can give you a realistic quote.',
            ],
            ['From the directory: the provider you chose', 'So we send your request to the right provider.'],
          ]}
        />
        <p css={text.body}>
          We also record the date of your request and a random code for your visit, which helps us spot duplicate or automated requests. We do not ask for your
          Medicare number, bank details or health records.
        </p>
      </Section>

      <Section id="who" title="Who sees your details?">
        <ul css={text.list}>
          <li>
            <strong>The provider you asked to contact you.</strong> From the calculator, this is a provider that covers your area.
          </li>
          <li>
            <strong>Homeward staff</strong> who manage contact requests. They sign in to a private admin area.
          </li>
          <li>Nobody else. We do not sell or rent your details, and we do not use them for advertising.</li>
        </ul>
      </Section>

      <Section id="tools" title="What about the calculator and assessment tool?">
        <ul css={text.list}>
          <li>
            <strong>Calculator:</strong> to work out the figures, the services and hours you choose are sent to our server. They are not linked to your name
            unless you send a contact request.
          </li>
          <li>
            <strong>Assessment tool:</strong> your answers and result stay on your own device (in your browser’s storage). They are never sent to us.
          </li>
          <li>
            <strong>Text size:</strong> the text size you choose is saved in your browser so the site remembers it.
          </li>
          <li>We do not use advertising or tracking cookies.</li>
        </ul>
      </Section>

      <Section id="keep" title="How long do we keep it?">
        <p css={text.body}>
          We keep a contact request for {RETENTION_YEARS} years ({LEAD_RETENTION.defaultDays} days) from the day you send it, so we can answer questions about
          it. After that, your name, email address, phone number, postcode and any notes about you are removed automatically. We keep only a record that a
          request was made (the date, the funding level and the provider), with nothing that says who you are.
        </p>
        <p css={text.body}>You can ask us to delete your details sooner at any time (see below).</p>
      </Section>

      <Section id="rights" title="How do I see, correct or delete my details?">
        <p css={text.body}>
          Email <a href={`mailto:${SITE_CONTACT.email}?subject=Privacy%20request`}>{SITE_CONTACT.email}</a> or call{' '}
          <a href={telHref(SITE_CONTACT.phone)}>{SITE_CONTACT.phone}</a> ({SITE_CONTACT.hours}). Tell us your name and the email or phone number you used. We
          will confirm it is you, then do what you ask within 30 days. If a provider already has your details, we will tell you which one so you can ask them
          too.
        </p>
        <p css={text.body}>
          When we delete your details, your name, email address, phone number, postcode and notes are wiped from every request you sent us. We keep a note that
          we did this and why, but not your details.
        </p>
        <Notice title="Not happy with how we handled your details?" tone="info" headingLevel={3}>
          <p>
            Contact us first. If we do not fix it, you can complain to the{' '}
            <ExternalLink href="https://www.oaic.gov.au/">Office of the Australian Information Commissioner</ExternalLink>.
          </p>
        </Notice>
      </Section>

      <p css={text.small}>
        Last updated {LAST_UPDATED}. Questions? <TextLink to={paths.contactUs}>Contact us</TextLink>.
      </p>
      <IndependenceNotice />
    </GuidePage>
  );
}
