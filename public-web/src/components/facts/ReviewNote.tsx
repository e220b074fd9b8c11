import { datedFigureNotice, updateHref, type SourcedFact } from '@homeward/domain';
import { ExternalLink, TextLink } from '../content/ButtonLink.js';
import { PhoneLink } from '../content/PhoneLink.js';
import { useFactsDate } from './use-facts-date.js';

export interface ReviewNoteProps {
  /** The figure: an OFFICIAL_FACTS fact, or its fields spread (SourceNote passes them). */
  fact: Pick<SourcedFact, 'reviewBy'> & Partial<SourcedFact>;
  /** Where to check, when the figure's own advice (libs/domain dated-figures) names none. */
  checkAt?: { name: string; url: string };
  /** The figure's entry on /updates; by default its OFFICIAL_FACTS entry's. Null: the caller links it itself. */
  updateId?: string | null;
  /** A paragraph of its own (under a figure) instead of sentences inside the figure's paragraph. */
  block?: boolean;
}

/**
 * The one way the site flags an official figure past its review date, the same words for
 * every figure: "May have changed since 1 July 2026. We looked again on 29 November 2026 and could not confirm
 * a newer figure, so we still use the one from 1 November 2025. To know your budget now, ... See the My Aged
 * Care website. What has changed." Nothing before that date. Whole sentences, so it reads right inline after a
 * figure's sentence or as a paragraph of its own.
 */
export function ReviewNote({ fact, checkAt, updateId, block = false }: ReviewNoteProps) {
  const notice = datedFigureNotice(fact, useFactsDate());
  if (!notice) return null;
  const link = notice.link ?? (checkAt ? { text: `${checkAt.name} website`, url: checkAt.url } : null);
  const update = updateId === undefined ? notice.updateId : updateId;
  const Tag = block ? 'p' : 'span';
  const [beforePhone, afterPhone] = notice.phone ? notice.whatToDo.split(notice.phone) : [notice.whatToDo, null];
  return (
    <Tag data-testid="review-note" className={block ? 'hw-source-note' : undefined}>
      {block ? null : ' '}
      <strong>{notice.headline}</strong>. {notice.stillUsing} {beforePhone}
      {notice.phone && afterPhone !== null ? (
        <>
          <PhoneLink number={notice.phone} />
          {afterPhone}
        </>
      ) : null}
      {link ? (
        <>
          {' '}
          See the <ExternalLink href={link.url}>{link.text}</ExternalLink>.
        </>
      ) : null}
      {update ? (
        <>
          {' '}
          <TextLink to={updateHref(update)}>What has changed</TextLink>.
        </>
      ) : null}
    </Tag>
  );
}
