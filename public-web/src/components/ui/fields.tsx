import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { chevronDown } from '../content/tool-icons.js';
import { chosenTint, lines, mq } from './tool-styles.js';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

const ring = { outline: `3px solid ${palette.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${palette.text}` };

/**
 * Form fields for the tools without MUI: a visible label above a 48px box, the hint or error under it tied
 * to the control with aria-describedby, the focus ring drawn round the whole box (not inside it).
 */
export const fieldStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }),
  label: css({ fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.35, color: palette.text }),
  box: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    background: palette.paper,
    border: `2px solid ${lines.control}`,
    borderRadius: 8,
    '&:hover': { borderColor: palette.text },
    '&:focus-within': { borderColor: palette.primary, ...ring },
  }),
  boxError: css({ borderColor: palette.error, '&:hover': { borderColor: palette.error } }),
  boxDisabled: css({ background: '#eef0f3', borderColor: '#a9b0ba', '&:hover': { borderColor: '#a9b0ba' } }),
  input: css({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    margin: 0,
    border: 0,
    borderRadius: 6,
    background: 'transparent',
    padding: '8px 12px',
    color: palette.text,
    fontSize: '1.125rem',
    lineHeight: 1.4,
    '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:disabled': { color: palette.textSecondary, cursor: 'not-allowed', opacity: 1 },
    '&::placeholder': { color: palette.textSecondary, opacity: 1 },
  }),
  select: css({ appearance: 'none', WebkitAppearance: 'none', paddingRight: 44, cursor: 'pointer', textOverflow: 'ellipsis' }),
  chevron: css({ position: 'absolute', right: 10, pointerEvents: 'none', color: palette.text }),
  adornment: css({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, paddingLeft: 12, color: palette.textSecondary, fontSize: '1.125rem' }),
  helper: css({ margin: 0, fontSize: '1rem', lineHeight: 1.5, color: palette.textSecondary }),
  errorText: css({ color: palette.error, fontWeight: 600 }),
};

export const helperId = (id: string) => `${id}-helper-text`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string, event: ChangeEvent<HTMLInputElement>): void;
  /** Shown under the field; an error takes its place. */
  hint?: ReactNode;
  error?: string | null;
  /** Decorative or unit text before the input ('$', an icon). */
  start?: ReactNode;
  /** Styles the field as a whole (width, grid placement). */
  className?: string;
}

export function TextField({ id, label, value, onChange, hint, error, start, className, ...input }: TextFieldProps) {
  const help = error || hint;
  return (
    <div css={fieldStyles.root} className={className}>
      <label id={`${id}-label`} htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <div css={[fieldStyles.box, error && fieldStyles.boxError, input.disabled && fieldStyles.boxDisabled]}>
        {start ? <span css={fieldStyles.adornment}>{start}</span> : null}
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value, e)}
          aria-invalid={Boolean(error)}
          aria-describedby={help ? helperId(id) : undefined}
          css={fieldStyles.input}
          {...input}
        />
      </div>
      {help ? (
        <p id={helperId(id)} css={[fieldStyles.helper, error && fieldStyles.errorText]}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A native select (large, familiar, easy on old phones) with the field look and a chevron. */
export function SelectField({ id, label, value, onChange, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <div css={fieldStyles.root} className={className}>
      <label id={`${id}-label`} htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <div css={[fieldStyles.box, select.disabled && fieldStyles.boxDisabled]}>
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={hint ? helperId(id) : undefined}
          css={[fieldStyles.input, fieldStyles.select]}
          {...select}
        >
          {children}
        </select>
        <Icon path={chevronDown} size={24} css={fieldStyles.chevron} />
      </div>
      {hint ? (
        <p id={helperId(id)} css={fieldStyles.helper}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const choiceStyles = {
  /** One column on phones, two from 600px. */
  grid: css({ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)', [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
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
