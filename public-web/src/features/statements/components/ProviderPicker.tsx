/** @jsxImportSource @emotion/react */
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button.js';
import { TextField, fieldStyles } from '../../../components/ui/fields.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { useProvidersByName } from '../api/find-providers.js';

export interface ProviderPickerProps {
  providerId: number | null;
  providerName: string;
  onChoose(provider: { id: number; name: string } | null): void;
}

/** Optional: find the provider in the directory by name, so its published prices can be compared. */
export function ProviderPicker({ providerId, providerName, onChoose }: ProviderPickerProps) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const found = useProvidersByName(asked);
  const find = () => setAsked(typed.trim());
  // Inside the checker's form, so not a form of its own: Enter in the name field finds, not checks.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  if (providerId !== null) {
    return (
      <div>
        <p css={typo.body}>
          Provider: <strong>{providerName || 'the provider you chose'}</strong>. We compare each price with the prices it publishes.
        </p>
        <Button variant="text" onClick={() => onChoose(null)}>
          Choose another provider
        </Button>
      </div>
    );
  }
  return (
    <div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <TextField
          id="statement-provider-name"
          label="Your provider's name (optional)"
          hint="We look it up in our directory to see the prices it publishes."
          value={typed}
          onChange={setTyped}
          onKeyDown={onKeyDown}
          css={{ flex: '1 1 16rem' }}
        />
        <Button variant="outlined" onClick={find}>
          Find provider
        </Button>
      </div>
      {asked && found.isPending ? <p css={[typo.body, { marginTop: 12 }]}>Looking…</p> : null}
      {found.isError ? <p css={[typo.body, fieldStyles.errorText, { marginTop: 12 }]}>We could not look up providers just now. Try again soon.</p> : null}
      {found.data ? (
        found.data.length === 0 ? (
          <p css={[typo.body, { marginTop: 12 }]} role="status">
            No provider in our directory has that name. You can still check your statement without one.
          </p>
        ) : (
          <ul aria-label="Providers found" css={{ listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'grid', gap: 8 }}>
            {found.data.slice(0, 10).map((p) => (
              <li key={p.id}>
                <Button variant="outlined" onClick={() => onChoose({ id: p.id, name: p.businessName })}>
                  {`Choose ${p.businessName}, ${p.suburb} ${p.state}`}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
