/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, REGISTRATION_CATEGORIES, acceptingSummary, attributeLabels, type ProviderAttributes } from '@homeward/domain';
import { typo } from '../ui/tool-styles.js';

const styles = {
  block: css({ display: 'grid', gap: 6, margin: 0 }),
  status: css({ margin: 0, fontWeight: 700 }),
  yes: css({ color: palette.success }),
  term: css({ fontWeight: 600 }),
  detail: css({ margin: 0 }),
};

/** "English, Greek and Italian". */
const spoken = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * What a card says about intake, languages, diverse needs and registration, in plain words.
 * Nothing is shown for what the provider has not told us.
 */
export function ProviderCardAttributes({ provider }: { provider: ProviderAttributes }) {
  const status = acceptingSummary(provider.acceptingNewClients, provider.acceptingConfirmedAt);
  const languages = attributeLabels(PROVIDER_LANGUAGES, provider.languages);
  const needs = attributeLabels(DIVERSE_NEEDS, provider.diverseNeeds);
  const categories = attributeLabels(REGISTRATION_CATEGORIES, provider.registrationCategories);
  if (!status && languages.length === 0 && needs.length === 0 && categories.length === 0) return null;
  return (
    <div css={styles.block} data-testid="provider-attributes">
      {status && <p css={[styles.status, provider.acceptingNewClients === 'yes' && styles.yes]}>{status}</p>}
      <dl css={[styles.block, typo.small]}>
        {languages.length > 0 && (
          <div>
            <dt css={styles.term}>Staff speak</dt>
            <dd css={styles.detail}>{spoken(languages)}</dd>
          </div>
        )}
        {needs.length > 0 && (
          <div>
            <dt css={styles.term}>Experience with</dt>
            <dd css={styles.detail}>{needs.join('; ')}</dd>
          </div>
        )}
        {categories.length > 0 && (
          <div>
            <dt css={styles.term}>Registered by the Aged Care Quality and Safety Commission for</dt>
            <dd css={styles.detail}>{categories.join('; ')}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
