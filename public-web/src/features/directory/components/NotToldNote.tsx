/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { ALL_SERVICES } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { typo } from '../../../components/ui/tool-styles.js';
import type { DirectorySearch } from '../api/search-providers.js';

const styles = {
  note: css({ margin: '0 0 24px', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, maxWidth: '60rem' }),
};

type ToldFilters = Pick<DirectorySearch, 'service' | 'languages' | 'diverseNeeds' | 'acceptingNewClients'>;

/** What the providers have not told us, by the filters on: 'which services they offer'. */
function detailWords(s: ToldFilters): string {
  const words = [
    s.service !== ALL_SERVICES ? 'which services they offer' : '',
    s.languages.length > 0 ? 'which languages their staff speak' : '',
    s.diverseNeeds.length > 0 ? 'which communities they have experience with' : '',
    s.acceptingNewClients.length > 0 ? 'whether they are taking new clients' : '',
  ].filter(Boolean);
  return words.length === 1 ? words[0] : 'everything you filtered on';
}

/**
 * '12 providers near you haven't told us which services they offer.', or once they are listed too, 'Also showing
 * 12 providers near you that haven't told us which services they offer.'
 */
export function notToldText(count: number, search: ToldFilters & Pick<DirectorySearch, 'near' | 'includeNotTold'>): string {
  const who = `${count} ${count === 1 ? 'provider' : 'providers'}${search.near ? ' near you' : ''}`;
  const told = `${count === 1 ? "hasn't" : "haven't"} told us ${detailWords(search)}.`;
  return search.includeNotTold ? `Also showing ${who} that ${told}` : `${who} ${told}`;
}

export interface NotToldNoteProps {
  count: number;
  search: ToldFilters & Pick<DirectorySearch, 'near' | 'includeNotTold'>;
  onToggle(include: boolean): void;
}

/**
 * A filter on a service, language, need or intake leaves out the providers that have not told us that detail (most of
 * the government's list has not yet): this says how many, and lists them too on request, or hides them again.
 */
export function NotToldNote({ count, search, onToggle }: NotToldNoteProps) {
  if (count <= 0) return null;
  return (
    <div css={styles.note} data-testid="not-told-note">
      <p css={typo.body}>{notToldText(count, search)}</p>
      <Button variant="outlined" onClick={() => onToggle(!search.includeNotTold)}>
        {search.includeNotTold ? 'Hide them' : 'Show them too'}
      </Button>
    </div>
  );
}
