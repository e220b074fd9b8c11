/** @jsxImportSource @emotion/react */
import { css, type CSSObject } from '@emotion/react';
import { focusRing, palette, typeScale } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { chevronDown } from '../content/tool-icons.js';
import { lines } from './tool-styles.js';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * The public site's form fields (the tools and the lead forms), without MUI: a visible label above a 48px box,
 * the hint or error under it tied to the control with aria-describedby, the focus ring drawn round the whole
 * box (not inside it). The radio groups and cards are in choice-fields.tsx.
 */
export const fieldStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }),
  label: css({ fontSize: typeScale.ui.fontSize, fontWeight: 600, lineHeight: 1.35, color: palette.text }),
  box: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    background: palette.paper,
    border: `2px solid ${lines.control}`,
    borderRadius: 8,
    '&:hover': { borderColor: palette.text },
    '&:focus-within': { borderColor: palette.primary, ...focusRing },
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
    fontSize: typeScale.body.fontSize,
    lineHeight: 1.4,
    '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:disabled': { color: palette.textSecondary, cursor: 'not-allowed', opacity: 1 },
    '&::placeholder': { color: palette.textSecondary, opacity: 1 },
  }),
  select: css({ appearance: 'none', WebkitAppearance: 'none', paddingRight: 44, cursor: 'pointer', textOverflow: 'ellipsis' }),
  chevron: css({ position: 'absolute', right: 10, pointerEvents: 'none', color: palette.text }),
  adornment: css({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    paddingLeft: 12,
    color: palette.textSecondary,
    fontSize: typeScale.body.fontSize,
  }),
  helper: css({ margin: 0, fontSize: typeScale.small.fontSize, lineHeight: 1.5, color: palette.textSecondary }),
  errorText: css({ color: palette.error, fontWeight: 600 }),
  fieldset: css({ margin: 0, padding: 0, border: 0, minWidth: 0 }),
  legend: css({ padding: 0, marginBottom: 6 }),
  /** Radio buttons side by side (Yes / No), wrapping when the text is large. */
  radioRow: css({ display: 'flex', flexWrap: 'wrap', columnGap: 32, rowGap: 4, marginBlock: 2 }),
  radioLabel: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    minHeight: 44,
    paddingRight: 8,
    fontSize: typeScale.body.fontSize,
    color: palette.text,
    cursor: 'pointer',
  }),
  radio: css({ width: 24, height: 24, margin: 0, flexShrink: 0, accentColor: palette.primary, cursor: 'pointer' }),
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
  /** The <input> itself (to move focus to it). */
  ref?: Ref<HTMLInputElement>;
}

/** The line under a field (its aria-describedby target): the error when there is one, else the hint; nothing without either. */
function FieldHelp({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  const help = error || hint;
  if (!help) return null;
  return (
    <p id={helperId(id)} css={[fieldStyles.helper, error && fieldStyles.errorText]}>
      {help}
    </p>
  );
}

/** The label above, the bordered box round the control, and the hint or error under it. */
function FieldFrame(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { id, label, hint, error, disabled, className, children } = props;
  return (
    <div css={fieldStyles.root} className={className}>
      <label id={`${id}-label`} htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <div css={[fieldStyles.box, error && fieldStyles.boxError, disabled && fieldStyles.boxDisabled]}>{children}</div>
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({ id, label, value, onChange, hint, error, start, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} disabled={input.disabled} className={className}>
      {start ? <span css={fieldStyles.adornment}>{start}</span> : null}
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value, e)}
        aria-invalid={Boolean(error)}
        aria-describedby={error || hint ? helperId(id) : undefined}
        css={fieldStyles.input}
        {...input}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> {
  id: string;
  label: ReactNode;
  /** How to fill it in, above the box: a long text is read before it is typed. */
  help: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The box's own look (padding, font, how it resizes). */
  boxStyle: CSSObject;
}

/** A large text box for a whole text (a pasted statement, a letter): its label, then its help, then the box. */
export function TextAreaField({ id, label, help, value, onChange, boxStyle, ...textarea }: TextAreaFieldProps) {
  return (
    <div css={fieldStyles.root}>
      <label htmlFor={id} css={fieldStyles.label}>
        {label}
      </label>
      <p id={helperId(id)} css={fieldStyles.helper}>
        {help}
      </p>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={helperId(id)}
        {...textarea}
        css={[fieldStyles.box, fieldStyles.input, boxStyle]}
      />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Shown under the field; an error takes its place. */
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** The <select> itself (to move focus to it). */
  ref?: Ref<HTMLSelectElement>;
  /** The first choice, with the value '': what the field says while nothing is chosen ('Choose one'). */
  empty?: ReactNode;
  /** The choices after it, in order (the domain's code and label shape), for a field that lists them from data. */
  options?: ReadonlyArray<{ code: string; label: string }>;
  children?: ReactNode;
}

/** A native select (large, familiar, easy on old phones) with the field look and a chevron. */
export function SelectField({ id, label, value, onChange, hint, error, className, ref, empty, options, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} disabled={select.disabled} className={className}>
      <select
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? helperId(id) : undefined}
        css={[fieldStyles.input, fieldStyles.select]}
        {...select}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options?.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <Icon path={chevronDown} size={24} css={fieldStyles.chevron} />
    </FieldFrame>
  );
}

/**
 * A form field's value, change handler and error bound to one text key of a draft, so a form of many fields
 * says only each field's id, label and hints: `<TextField id="x" label="X" {...bind('x')} />`.
 */
export function bindDraft<D extends object>(draft: D, errors: Partial<Record<keyof D, string>>, set: (patch: Partial<D>) => void) {
  return <K extends { [P in keyof D]: D[P] extends string ? P : never }[keyof D]>(key: K) => ({
    value: draft[key] as string,
    onChange: (value: string) => set({ [key]: value } as Partial<D>),
    error: errors[key] ?? null,
  });
}
