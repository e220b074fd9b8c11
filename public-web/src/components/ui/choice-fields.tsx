/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { fieldStyles } from './fields.js';
import { chosenTint, columnGrid, lines } from './tool-styles.js';
import type { ReactNode, Ref } from 'react';

/** The public site's choice fields: a group of radio buttons under a legend, and the large radio cards. */
export interface RadioGroupFieldProps<V extends string> {
  /** The fieldset's id; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  /** The question, the fieldset's legend (which names the group). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  /** '' when unanswered. */
  value: V | '';
  onChange(value: V): void;
  required?: boolean;
  className?: string;
  /** The fieldset (focusing the question means focusing its first radio). */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A question answered with a few native radio buttons side by side (Yes / No): a fieldset whose legend names
 * the group, the hint under the legend and the error under the choices, both tied to the group. Each choice's
 * label is at least 44px tall and can be pressed as a whole.
 */
export function RadioGroupField<V extends string>({ id, label, hint, error, options, value, onChange, required, className, ref }: RadioGroupFieldProps<V>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset ref={ref} id={id} css={fieldStyles.fieldset} className={className} aria-describedby={describedBy}>
      <legend id={`${id}-label`} css={[fieldStyles.label, fieldStyles.legend]}>
        {label}
      </legend>
      {hint ? (
        <p id={hintId} css={fieldStyles.helper}>
          {hint}
        </p>
      ) : null}
      <div css={fieldStyles.radioRow}>
        {options.map((option) => (
          <label key={option.value} css={fieldStyles.radioLabel}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              aria-invalid={error ? true : undefined}
              css={fieldStyles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} css={[fieldStyles.helper, fieldStyles.errorText]}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const choiceStyles = {
  /** One column on phones, two from 600px. */
  grid: css(columnGrid({ gap: 12, sm: 2 })),
  card: css({
    display: 'flex',
    alignItems: 'center',
    gap: 14,
    minHeight: 52,
    margin: 0,
    padding: '12px 16px 12px 14px',
    border: `2px solid ${lines.divider}`,
    borderRadius: 16,
    background: palette.paper,
    cursor: 'pointer',
    '&:hover': { borderColor: lines.control },
  }),
  top: css({ alignItems: 'flex-start' }),
  chosen: css({ borderColor: palette.primary, background: chosenTint, '&:hover': { borderColor: palette.primary } }),
  radio: css({ width: 24, height: 24, margin: 0, flexShrink: 0, accentColor: palette.primary, cursor: 'pointer' }),
  radioTop: css({ marginTop: 3 }),
};

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange(value: string): void;
  /** Align the radio with the first line of a label of several lines. */
  alignTop?: boolean;
  children: ReactNode;
}

/** A native radio button inside a large bordered label: the whole card can be pressed. */
export function RadioCard({ name, value, checked, onChange, alignTop, children }: RadioCardProps) {
  return (
    <label css={[choiceStyles.card, alignTop && choiceStyles.top, checked && choiceStyles.chosen]}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.value)}
        css={[choiceStyles.radio, alignTop && choiceStyles.radioTop]}
      />
      {children}
    </label>
  );
}
