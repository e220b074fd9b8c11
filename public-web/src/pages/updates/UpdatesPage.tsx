import { formatFactDate, updatesNewestFirst, type OfficialUpdate } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { ExternalLink, IndependenceNotice, TextLink } from '../../components/content/index.js';
import { GuidePage } from '../GuidePage.js';

const CONFIDENCE_WORDS: Record<OfficialUpdate['confidence'], string> = {
  official: 'We read this on a government website.',
  secondary: 'We read this in reports that quote the government. The government page is linked so you can check it.',
  reported: 'This is reported but not confirmed on a government page.',
};

/** One change: its date first, then plain words, then where it comes from. The section's id is the anchor pages link to. */
function UpdateEntry({ update }: { update: OfficialUpdate }) {
  return (
    <section id={update.id} aria-labelledby={`${update.id}-title`} className="hw-section">
      <h2 id={`${update.id}-title`} className="hw-heading-2">
        {update.title}
      </h2>
      <p className="hw-section__intro">
        <strong>{update.effectiveNote ?? `From ${formatFactDate(update.effective)}`}</strong>
      </p>
      {update.summary.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p className="hw-source-note">
        Source: <ExternalLink href={update.sourceUrl}>{update.source}</ExternalLink>. {CONFIDENCE_WORDS[update.confidence]}
      </p>
    </section>
  );
}

/**
 * /updates: every change to an official figure or rule the site shows, newest first (libs/domain OFFICIAL_UPDATES).
 * Pages that show a changed figure link to its entry here (/updates#personal-care-clinical).
 */
export default function UpdatesPage() {
  return (
    <GuidePage page="updates">
      {updatesNewestFirst().map((update) => (
        <UpdateEntry key={update.id} update={update} />
      ))}
      <p className="hw-source-note">
        Something looks out of date? <TextLink to={paths.contactUs}>Tell us</TextLink>, and always check with My Aged Care before you decide.
      </p>
      <IndependenceNotice />
    </GuidePage>
  );
}
