/** @jsxImportSource @emotion/react */
import {
  CARRY_OVER_RULE,
  CLASSIFICATION_BUDGETS,
  CONTRIBUTION_BASES,
  CONTRIBUTION_BASIS_LABELS,
  formatAud,
  INTERIM_FUNDING,
  type ContributionBasis,
} from '@homeward/domain';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { RadioGroupField } from '../../../components/ui/choice-fields.js';
import { bindDraft, SelectField, TextField } from '../../../components/ui/fields.js';
import { CarryOverField } from '../../../components/ui/CarryOverField.js';
import { mq, typo } from '../../../components/ui/tool-styles.js';
import { useClassificationsQuery } from '../../../api/catalog.js';
import { ProviderPicker } from './ProviderPicker.js';
import type { PersonDraft, PersonErrors } from '../statement-draft.js';

export interface WhoIsItForProps {
  person: PersonDraft;
  errors: PersonErrors;
  onChange(person: PersonDraft): void;
}

const twoColumns = { display: 'grid', gap: 16, [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Who the statement is for: classification, interim funding, how they are assessed, carry-over, provider. */
export function WhoIsItFor({ person, errors, onChange }: WhoIsItForProps) {
  const classifications = useClassificationsQuery();
  const set = (patch: Partial<PersonDraft>) => onChange({ ...person, ...patch });
  const bind = bindDraft(person, errors, set);
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <SelectField id="statement-classification" label="Classification (level)" hint="It is on your letter from My Aged Care." {...bind('classificationLevel')}>
        <option value="">Choose a classification</option>
        {(classifications.data ?? []).map((c) => (
          <option key={c.id} value={String(c.level)}>
            {`Classification ${c.level}: ${c.name} (${formatAud(Number(c.quarterlyBudget))} a quarter)`}
          </option>
        ))}
      </SelectField>
      <SourceNote {...CLASSIFICATION_BUDGETS} prefix="Budgets from" />
      <div>
        <CheckboxField id="statement-interim" checked={person.interim} onChange={(interim) => set({ interim })} hint={INTERIM_FUNDING.value}>
          I&apos;m on interim funding (60% of the budget)
        </CheckboxField>
        <SourceNote {...INTERIM_FUNDING} prefix="Interim funding from" />
      </div>
      <RadioGroupField<ContributionBasis>
        id="statement-basis"
        label="How are you assessed for fees?"
        hint="Services Australia tells you in a letter."
        options={CONTRIBUTION_BASES.map((b) => ({ value: b, label: CONTRIBUTION_BASIS_LABELS[b] }))}
        value={person.basis}
        onChange={(basis) => set({ basis })}
        error={errors.basis}
      />
      {person.basis === 'part-pensioner-or-cshc' ? (
        <div>
          <p css={[typo.body, { marginBottom: 12 }]}>
            Your letter from Services Australia gives your exact rates. Enter them if you have them. If not, we check against the full range.
          </p>
          <div css={twoColumns}>
            <TextField id="statement-rate-independence" label="Your rate for Independence services (%)" inputMode="decimal" {...bind('independenceRate')} />
            <TextField id="statement-rate-everyday" label="Your rate for Everyday living services (%)" inputMode="decimal" {...bind('everydayLivingRate')} />
          </div>
        </div>
      ) : null}
      <CarryOverField id="statement-carry-over" {...bind('carryOver')} />
      <SourceNote {...CARRY_OVER_RULE} prefix="Carry-over rule from" />
      <ProviderPicker
        providerId={person.providerId}
        providerName={person.providerName}
        onChoose={(p) => set({ providerId: p?.id ?? null, providerName: p?.name ?? '' })}
      />
    </div>
  );
}
