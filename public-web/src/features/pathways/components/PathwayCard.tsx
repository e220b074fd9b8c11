/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { PhoneLink } from '../../../components/content/PhoneLink.js';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { link, mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { SUPPORT_PLAN_REVIEW_MEANING, type PathwayContent } from '../pathway-content.js';

const styles = {
  card: css([surface, { padding: 20, marginBottom: 24, [mq.sm]: { padding: 28 } }]),
  first: css({ borderColor: palette.primary }),
  h4: css([typo.h4, { margin: '20px 0 8px' }]),
  list: css({ paddingLeft: 24, margin: 0, '& li': { marginBottom: 6 } }),
  say: css({
    margin: 0,
    padding: '12px 16px',
    borderLeft: `6px solid ${palette.primary}`,
    background: '#e8eff8',
    fontSize: typeScale.body.fontSize,
    lineHeight: 1.6,
  }),
  links: css({ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gap: 8, '& a': { fontWeight: 600 } }),
};

export interface PathwayCardProps {
  id: string;
  content: PathwayContent;
  /** The best fit gets the stronger edge. */
  first: boolean;
  /** The directory search for this pathway's service, when the catalogue has it. */
  directoryLink: { to: string; label: string } | null;
}

/** One pathway: what it is, its dated amounts and durations with their source, and what to do next. */
export function PathwayCard({ id, content, first, directoryLink }: PathwayCardProps) {
  const titleId = `pathway-${id}-title`;
  const links = directoryLink ? [directoryLink, ...content.links] : content.links;
  return (
    <article aria-labelledby={titleId} css={[styles.card, first && styles.first]} data-testid="pathway-card" data-pathway={id}>
      <h3 id={titleId} css={[typo.h3, { marginBottom: 8 }]}>
        {content.title}
      </h3>
      <p css={typo.body}>{content.about}</p>
      {content.figures.length > 0 && (
        <>
          <h4 css={styles.h4}>How much, and for how long?</h4>
          <ul css={styles.list}>
            {content.figures.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
          {content.caution && <p css={[typo.small, { marginTop: 8 }]}>{content.caution}</p>}
        </>
      )}
      {content.source && <SourceNote {...content.source} prefix={content.figures.length > 0 ? 'Figures from' : 'Source:'} />}
      <h4 css={styles.h4}>What to do next</h4>
      <p css={[typo.body, { marginBottom: 8 }]}>
        {content.contact.number ? (
          <>
            Call {content.contact.name} on <PhoneLink number={content.contact.number} label={`Call ${content.contact.name}`} />
            {content.contact.hours ? ` (${content.contact.hours})` : ''}.
          </>
        ) : (
          <>Call {content.contact.name}.</>
        )}{' '}
        You could say:
      </p>
      <p css={styles.say}>“{content.say}”</p>
      {content.say.includes('Support Plan Review') && (
        <p css={typo.body} data-testid="support-plan-review-meaning">
          {SUPPORT_PLAN_REVIEW_MEANING}
        </p>
      )}
      <h4 css={styles.h4}>What to have ready</h4>
      <ul css={styles.list}>
        {content.haveReady.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {links.length > 0 && (
        <ul css={styles.links} className="hw-no-print">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} css={link}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
