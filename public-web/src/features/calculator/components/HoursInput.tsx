/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { CALCULATOR, unitWords, type ServiceUnit } from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { add, remove } from '../../../components/content/tool-icons.js';
import { fieldStyles } from '../../../components/ui/fields.js';
import { lines, mq } from '../../../components/ui/tool-styles.js';

export interface HoursInputProps {
  id: string;
  /** The element naming the service, read together with the field's own label. */
  serviceNameId: string;
  serviceName: string;
  hours: number;
  /** What one of the quantity is: hours, trips (transport) or meals (meal delivery). */
  unit?: ServiceUnit;
  /** Receives the raw text or the stepped number; the caller applies the hours rule. */
  onChange(raw: string | number): void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: 4 }),
  label: css({ fontSize: typeScale.small.fontSize, fontWeight: 600, color: palette.textSecondary }),
  row: css({ display: 'flex', alignItems: 'center', gap: 8 }),
  box: css({ width: 120, [mq.sm]: { width: 150 } }),
  input: css({ fontSize: typeScale.body.fontSize, minHeight: 44 }),
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
 * Hours (or trips, or meals) a week for one service: 0-168 whole units; text that is not a number counts as 0. An emptied
 * field stays empty while it has focus (so a new number can be typed) and shows 0 again on leaving it.
 * The minus and plus buttons appear on small screens only, where typing into a number field is fiddly.
 */
export function HoursInput({ id, serviceNameId, serviceName, hours, unit = 'hour', onChange }: HoursInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const words = unitWords(unit);
  const plural = words.plural.charAt(0).toUpperCase() + words.plural.slice(1);
  const step = (delta: number) => {
    setDraft(null);
    onChange(Math.min(CALCULATOR.maxHours, Math.max(CALCULATOR.minHours, hours + delta)));
  };
  return (
    <div css={styles.root}>
      <label id={`${id}-label`} htmlFor={id} css={styles.label}>
        {plural} per week
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
              setDraft(e.target.value === '' ? '' : null);
              onChange(e.target.value);
            }}
            onBlur={() => setDraft(null)}
            min={CALCULATOR.minHours}
            max={CALCULATOR.maxHours}
            step={1}
            inputMode="numeric"
            aria-labelledby={`${serviceNameId} ${id}-label`}
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
    </div>
  );
}
