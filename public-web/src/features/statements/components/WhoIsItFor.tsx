/** @jsxImportSource @emotion/react */
import {
  CARRY_OVER_RULE,
  carryOverLimitWords,
  CLASSIFICATION_BUDGETS,
  CONTRIBUTION_BASES,
  CONTRIBUTION_BASIS_LABELS,
  formatAud,
  INTERIM_FUNDING,
  quarterBudget,
  toCents,
  type ContributionBasis,
} from '@homeward/domain';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { RadioGroupField } from '../../../components/ui/choice-fields.js';
import { bindDraft, SelectField } from '../../../components/ui/fields.js';
import { CarryOverField } from '../../../components/ui/CarryOverField.js';
import { LetterRatesFields } from '../../../components/ui/LetterRatesFields.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { useClassificationsQuery } from '../../../api/catalog.js';
import { ProviderPicker } from './ProviderPicker.js';
import type { PersonDraft, PersonErrors } from '../statement-draft.js';

export interface WhoIsItForProps {
  person: PersonDraft;
  errors: PersonErrors;
  onChange(person: PersonDraft): void;
}

/** Who the statement is for: classification, interim funding, how they are assessed, carry-over, provider. */
export function WhoIsItFor({ person, errors, onChange }: WhoIsItForProps) {
  const classifications = useClassificationsQuery();
  const set = (patch: Partial<PersonDraft>) => onChange({ ...person, ...patch });
  const bind = bindDraft(person, errors, set);
  const chosen = (classifications.data ?? []).find((c) => String(c.level) === person.classificationLevel);
  // Which carry-over limit applies (the interim budget's or the full one's), once the budget is known.
  const carryOverLimit = chosen
    ? carryOverLimitWords(quarterBudget({ classificationBudgetCents: toCents(chosen.quarterlyBudget), interim: person.interim, carryOverCents: 0 }))
    : null;
  return (
    // minmax(0, 1fr): a menu's longest choice must not widen the page (at 200% text on a phone it did, to 963 px).
    <div css={{ display: 'grid', gap: 20, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {/* The choices are short ("Classification 6") so a closed menu shows its whole choice on a phone at 200% text;
          the chosen level's name and budget are said under it, and read out with it (the field's description). */}
      <SelectField
        id="statement-classification"
        label="Classification (level)"
        hint={
          chosen ? (
            <>
              <strong data-testid="statement-classification-chosen">{`${chosen.name}: ${formatAud(Number(chosen.quarterlyBudget))} a quarter.`}</strong> It is
              on your letter from My Aged Care.
            </>
          ) : (
            'It is on your letter from My Aged Care.'
          )
        }
        {...bind('classificationLevel')}
        empty="Choose one"
        options={(classifications.data ?? []).map((c) => ({ code: String(c.level), label: `Classification ${c.level}` }))}
      />
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
        <LetterRatesFields
          idPrefix="statement"
          independence={person.independenceRate}
          everydayLiving={person.everydayLivingRate}
          onIndependenceChange={(independenceRate) => set({ independenceRate })}
          onEverydayLivingChange={(everydayLivingRate) => set({ everydayLivingRate })}
          errors={{ independence: errors.independenceRate, everydayLiving: errors.everydayLivingRate }}
          withoutThem="If not, we check against the full range."
        />
      ) : null}
      <div>
        <CarryOverField id="statement-carry-over" {...bind('carryOver')} />
        {carryOverLimit ? (
          <p css={[typo.small, { marginTop: 8, maxWidth: '40rem' }]} data-testid="statement-carry-over-limit">
            {carryOverLimit}
          </p>
        ) : null}
      </div>
      <SourceNote {...CARRY_OVER_RULE} prefix="Carry-over rule from" />
      <ProviderPicker
        providerId={person.providerId}
        providerName={person.providerName}
        onChoose={(p) => set({ providerId: p?.id ?? null, providerName: p?.name ?? '' })}
      />
    </div>
  );
}
