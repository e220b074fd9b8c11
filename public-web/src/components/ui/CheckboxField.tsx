/** @jsxImportSource @emotion/react */
import { fieldStyles } from './fields.js';
import type { ReactNode } from 'react';

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  /** A line under the box, tied to it with aria-describedby. */
  hint?: ReactNode;
}

/** One native checkbox with its label, at least 44px tall, pressed as a whole (the radio choices' look). */
export function CheckboxField({ id, checked, onChange, children, hint }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div css={fieldStyles.root}>
      <label htmlFor={id} css={fieldStyles.radioLabel}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? hintId : undefined}
          css={fieldStyles.radio}
        />
        {children}
      </label>
      {hint ? (
        <p id={hintId} css={fieldStyles.helper}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
