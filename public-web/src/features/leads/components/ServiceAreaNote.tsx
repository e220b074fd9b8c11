/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { palette, typeScale, postcodeLocalitiesQuery } from '@homeward/theme';
import { isPostcodeFormat, serviceAreaCovers, type LocationDto } from '@homeward/domain';

/** How many of the provider's areas the warning names before '… and N more'. */
const AREAS_NAMED = 5;

const styles = {
  warning: css({
    margin: '8px 0 0',
    padding: '8px 12px',
    borderLeft: `4px solid ${palette.warning}`,
    background: '#fff4e5',
    color: palette.text,
    fontSize: typeScale.small.fontSize,
    lineHeight: 1.5,
  }),
};

/** Whether any of the areas names the postcode or one of its suburbs (the same rule as the directory's). */
export function areasCoverPostcode(serviceAreas: readonly string[], postcode: string, localities: readonly LocationDto[]): boolean {
  return (
    serviceAreaCovers(serviceAreas, { postcode }) || localities.some((l) => serviceAreaCovers(serviceAreas, { postcode, locality: l.locality, state: l.state }))
  );
}

/** 'Lilydale, Healesville and Mooroolbark', or 'A, B, C, D, E and 3 more'. */
export function areasInWords(serviceAreas: readonly string[]): string {
  const named = serviceAreas.slice(0, AREAS_NAMED);
  const more = serviceAreas.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

export interface ServiceAreaNoteProps {
  businessName: string;
  serviceAreas: readonly string[];
  /** As typed (trimmed); nothing is said until it is a 4-digit postcode the lookup knows. */
  postcode: string;
}

/**
 * Under the lead form's postcode: a warning, without blocking the send, when the provider lists the areas it
 * visits and none of them is the typed postcode or one of its suburbs. Says nothing for a provider that lists
 * no areas, or while the postcode is incomplete or unknown (the form's own checks speak to that).
 */
export function ServiceAreaNote({ businessName, serviceAreas, postcode }: ServiceAreaNoteProps) {
  const complete = isPostcodeFormat(postcode) && serviceAreas.length > 0;
  const lookup = useQuery({ ...postcodeLocalitiesQuery(postcode), enabled: complete, retry: false });
  const localities = lookup.data;
  const warn = complete && localities !== undefined && localities !== null && !areasCoverPostcode(serviceAreas, postcode, localities);
  return (
    <p role="status" css={warn ? styles.warning : { margin: 0 }} data-testid="service-area-note">
      {warn
        ? `${businessName} does not list ${postcode} among the areas it visits (it lists ${areasInWords(serviceAreas)}). You can still send your details: ask them whether they can visit you, or look for a provider nearer to you.`
        : null}
    </p>
  );
}
