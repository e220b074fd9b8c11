/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import {
  CALCULATOR,
  FREQUENCY_LABELS,
  hoursRoundedFrom,
  normaliseHours,
  SERVICE_FREQUENCIES,
  unitWords,
  type ServiceFrequency,
  type ServiceUnit,
} from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { add, remove } from '../../../components/content/tool-icons.js';
import { fieldStyles } from '../../../components/ui/fields.js';
import { lines, mq } from '../../../components/ui/tool-styles.js';

export interface HoursInputProps {
  id: string;
  /** The element naming the service, read together with the field's own label. */
  serviceNameId: string;
  serviceName: string;
  /** The amount as entered: each week, or each fortnight when the service comes every fortnight. */
  hours: number;
  /** What one of the quantity is: hours, trips (transport) or meals (meal delivery). */
  unit?: ServiceUnit;
  /** Receives the raw text or the stepped number; the caller applies the hours rule. */
  onChange(raw: string | number): void;
  every?: ServiceFrequency;
  onFrequencyChange?(every: ServiceFrequency): void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: 4 }),
  label: css({ fontSize: typeScale.small.fontSize, fontWeight: 600, color: palette.textSecondary }),
  row: css({ display: 'flex', alignItems: 'center', gap: 8 }),
  box: css({ width: 120, [mq.sm]: { width: 150 } }),
  input: css({ fontSize: typeScale.body.fontSize, minHeight: 44 }),
  every: css({ minHeight: 44, fontSize: typeScale.small.fontSize, paddingInline: 8, maxWidth: '100%' }),
  rounded: css({ margin: 0, fontSize: typeScale.small.fontSize, color: palette.text, maxWidth: '16rem' }),
  step: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    flexShrink: 0,
    padding: 0,
    border: `1px solid ${lines.control}`,
    borderRadius: '50%',
    background: palette.paper,
    color: palette.text,
    cursor: 'pointer',
    '&:hover': { background: '#e8eef7' },
    '&[aria-disabled="true"]': { color: '#7a828e', borderColor: lines.divider },
    [mq.sm]: { display: 'none' },
  }),
};

/**
 * Hours (or trips, or meals) for one service, every week or every fortnight: 0-168 in halves (1.5 stays 1.5);
 * text that is not a number counts as 0. An amount the halves rule changes is said under the field, never
 * changed silently. An emptied field stays empty while it has focus (so a new number can be typed) and shows
 * 0 again on leaving it. The minus and plus buttons (by 1) appear on small screens only, where typing into a
 * number field is fiddly.
 */
export function HoursInput({ id, serviceNameId, serviceName, hours, unit = 'hour', onChange, every = 'week', onFrequencyChange }: HoursInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [rounded, setRounded] = useState<{ typed: number; counted: number } | null>(null);
  const words = unitWords(unit);
  const plural = words.plural.charAt(0).toUpperCase() + words.plural.slice(1);
  const step = (delta: number) => {
    setDraft(null);
    setRounded(null);
    onChange(Math.min(CALCULATOR.maxHours, Math.max(CALCULATOR.minHours, normaliseHours(hours + delta))));
  };
  const noteId = `${id}-rounded`;
  return (
    <div css={styles.root}>
      <label id={`${id}-label`} htmlFor={id} css={styles.label}>
        {plural} per {every}
      </label>
      <div css={styles.row}>
        <button
          type="button"
          css={styles.step}
          aria-label={`One ${words.singular} less of ${serviceName}`}
          aria-disabled={hours <= CALCULATOR.minHours}
          onClick={() => step(-1)}
        >
          <Icon path={remove} size={24} />
        </button>
        <div css={[fieldStyles.box, styles.box]}>
          <input
            id={id}
            type="number"
            value={draft ?? String(hours)}
            onChange={(e) => {
              const changed = hoursRoundedFrom(e.target.value);
              // A rounded amount stays as typed while the field has focus, so the next digit can follow.
              setDraft(e.target.value === '' || changed ? e.target.value : null);
              setRounded(changed);
              onChange(e.target.value);
            }}
            onBlur={() => setDraft(null)}
            min={CALCULATOR.minHours}
            max={CALCULATOR.maxHours}
            step={CALCULATOR.hoursStep}
            inputMode="decimal"
            aria-labelledby={`${serviceNameId} ${id}-label`}
            aria-describedby={rounded ? noteId : undefined}
            css={[fieldStyles.input, styles.input]}
          />
        </div>
        <button
          type="button"
          css={styles.step}
          aria-label={`One ${words.singular} more of ${serviceName}`}
          aria-disabled={hours >= CALCULATOR.maxHours}
          onClick={() => step(1)}
        >
          <Icon path={add} size={24} />
        </button>
      </div>
      {rounded && (
        <p id={noteId} css={styles.rounded} role="status">
          We count {words.plural} in halves, so {rounded.typed} is counted as {rounded.counted}.
        </p>
      )}
      {onFrequencyChange && (
        <select
          id={`${id}-every`}
          aria-label={`How often for ${serviceName}`}
          value={every}
          onChange={(e) => onFrequencyChange(e.target.value === 'fortnight' ? 'fortnight' : 'week')}
          css={[fieldStyles.box, styles.every]}
        >
          {SERVICE_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
