/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { distanceAwayText, listingKind, organisationTypeWords, SERVICE_AREA_WORDS, VISITS_ESTIMATE_MEANING, type ProviderSearchResult } from '@homeward/domain';
import { Icon } from '../content/Icon.js';
import { phone } from '../content/icons.js';
import { homeWork, nearMe, place } from '../content/tool-icons.js';
import { typo } from '../ui/tool-styles.js';
import { IconRow, iconRowStyles } from './ProviderReachRows.js';

/** What a card or a quote row knows of an organisation's place on the map and its listing. */
export type ListedPlace = Pick<
  ProviderSearchResult,
  'suburb' | 'state' | 'postcode' | 'distanceKm' | 'officeCount' | 'servesSearchedArea' | 'visitsEstimated' | 'listing' | 'nearestOffice'
>;

const styles = {
  type: css([typo.body, { margin: 0, fontWeight: 600 }]),
  visits: css({ color: palette.success, fontWeight: 600 }),
  notListed: css({ color: palette.warning, fontWeight: 600 }),
  unknown: css([typo.small, { margin: 0 }]),
  details: css([typo.small, { margin: '0 0 4px', '& summary': { cursor: 'pointer', color: palette.primary, minHeight: 32 }, '& p': { margin: '4px 0 0' } }]),
};

/**
 * Where the organisation works from: near a place, its nearest office and how far ('Nearest office: Toowoomba QLD
 * 4350, 3.2 km away'; 'Office: ...' when it has one); without a place, its main office.
 */
export function officeLines(p: ListedPlace, near: string): string[] {
  const office = near && p.nearestOffice ? p.nearestOffice : p;
  const where = `${office.suburb} ${office.state} ${office.postcode}`;
  const away = near ? distanceAwayText(p.distanceKm) : '';
  const label = p.officeCount <= 1 ? 'Office' : near && p.nearestOffice ? 'Nearest office' : 'Main office';
  return [away ? `${label}: ${where}, ${away}` : `${label}: ${where}`];
}

/** 'Works from 3 offices'; '' for one. */
export function officeCountText(officeCount: number): string {
  return officeCount > 1 ? `Works from ${officeCount} offices` : '';
}

export interface AreaNote {
  visits: boolean;
  words: string;
  /** The "visits" came from our estimate (an office's visiting distance), not from the provider. */
  estimated: boolean;
}

/**
 * What a card says of the searched place: whether the provider says it visits there, our estimate that it does
 * (said as an estimate), or, for a listing nobody has claimed, that we do not know. null without a place.
 */
export function areaNote(p: ListedPlace, near: string): AreaNote | null {
  if (!near) return null;
  if (p.servesSearchedArea) {
    return p.visitsEstimated
      ? { visits: true, words: `${SERVICE_AREA_WORDS.visits} (estimate)`, estimated: true }
      : { visits: true, words: SERVICE_AREA_WORDS.visits, estimated: false };
  }
  if (listingKind(p.listing) === 'unclaimed') return { visits: false, words: "We don't know if they visit your area", estimated: false };
  return { visits: false, words: SERVICE_AREA_WORDS['not-listed'], estimated: false };
}

/** The short explanation of "(estimate)", opened on request. */
export function EstimateExplained() {
  return (
    <details css={styles.details}>
      <summary>Why an estimate?</summary>
      <p>{VISITS_ESTIMATE_MEANING}</p>
    </details>
  );
}

/** The area note as an icon row (a card), with its explanation when it is an estimate. */
export function AreaNoteRow({ note, near }: { note: AreaNote; near: string }) {
  return (
    <>
      <div css={[iconRowStyles.row, note.visits ? styles.visits : styles.notListed]} data-testid="provider-area-note">
        <Icon path={homeWork} size={24} css={{ flexShrink: 0 }} />
        <span>
          {note.words}
          <span className="hw-visually-hidden"> ({near})</span>
        </span>
      </div>
      {note.estimated && <EstimateExplained />}
    </>
  );
}

/**
 * The facts of a listing nobody from the organisation has claimed: what the government's list says (its type, its
 * offices) and, where a family would look for a phone or services, that we do not have them yet. Nothing else.
 */
export function UnclaimedListingFacts({ provider: p, near }: { provider: ListedPlace; near: string }) {
  const type = organisationTypeWords(p.listing.organisationType);
  const note = areaNote(p, near);
  const offices = officeCountText(p.officeCount);
  return (
    <>
      {type && <p css={styles.type}>{type}</p>}
      <div css={{ display: 'grid', marginTop: 4 }}>
        {officeLines(p, near).map((line, i) => (
          <IconRow key={line} icon={i === 0 && line.startsWith('Nearest') ? nearMe : place} testId="provider-office">
            <span>{line}</span>
          </IconRow>
        ))}
        {offices && <p css={[typo.body, { margin: '0 0 4px 32px' }]}>{offices}</p>}
        {note && <AreaNoteRow note={note} near={near} />}
        <IconRow icon={phone}>
          <span>Phone: not given yet — ask us to pass on your request</span>
        </IconRow>
      </div>
      <p css={styles.unknown}>Services and prices: they have not told us yet.</p>
    </>
  );
}
