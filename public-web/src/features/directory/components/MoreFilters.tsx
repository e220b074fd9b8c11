/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { focusRing, palette, typeScale } from '@homeward/theme';
import { ACCEPTING_FILTER_LABELS, DIVERSE_NEEDS, PROVIDER_LANGUAGES, type AcceptingNewClients, type AttributeFilters } from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { chevronDown } from '../../../components/content/tool-icons.js';
import { choiceStyles } from '../../../components/ui/choice-fields.js';
import { columnGrid, lines, typo } from '../../../components/ui/tool-styles.js';

export interface MoreFiltersProps extends AttributeFilters {
  onChange<K extends keyof AttributeFilters>(key: K, codes: AttributeFilters[K]): void;
  hideWithCurrentNotice?: boolean;
  onHideWithCurrentNoticeChange?(hide: boolean): void;
}

/** The intake statuses worth filtering for: a family looking for help wants "now" or "soon", not "no". */
const ACCEPTING_CHOICES: readonly AcceptingNewClients[] = ['yes', 'waitlist'];

const styles = {
  details: css({ border: `2px solid ${lines.divider}`, borderRadius: 8, background: palette.paper }),
  summary: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    minHeight: 48,
    padding: '8px 16px',
    cursor: 'pointer',
    fontSize: typeScale.ui.fontSize,
    fontWeight: 600,
    listStyle: 'none',
    borderRadius: 6,
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset },
    'details[open] > & svg': { transform: 'rotate(180deg)' },
  }),
  body: css({ display: 'grid', gap: 20, padding: '4px 16px 16px' }),
  fieldset: css({ margin: 0, padding: 0, border: 0, minWidth: 0 }),
  legend: css({ padding: 0, marginBottom: 4, fontSize: typeScale.ui.fontSize, fontWeight: 600 }),
  hint: css({ marginBottom: 8 }),
  grid: css(columnGrid({ gap: 8, sm: 2, md: 3 })),
  choice: css({ minHeight: 48, padding: '8px 12px', borderRadius: 8, gap: 10 }),
};

interface CheckboxListProps<C extends string> {
  legend: string;
  hint: string;
  name: string;
  options: ReadonlyArray<{ code: C; label: string }>;
  chosen: readonly C[];
  onChange(codes: C[]): void;
}

/**
 * A fieldset of large checkbox cards; the chosen codes stay in the list's order. A tick shows at once: the
 * address bar (the source of truth) follows in a router transition, and a controlled box would otherwise
 * spring back until it commits, which on a slow phone looks like the tap did nothing.
 */
function CheckboxList<C extends string>({ legend, hint, name, options, chosen: fromUrl, onChange }: CheckboxListProps<C>) {
  const [chosen, setChosen] = useState<readonly C[]>(fromUrl);
  // When the URL's value changes (not the array's identity, a new array each render), take it, during render
  // as React recommends for state that follows a prop.
  const key = fromUrl.join(',');
  const [keySeen, setKeySeen] = useState(key);
  if (keySeen !== key) {
    setKeySeen(key);
    setChosen(fromUrl);
  }
  const toggle = (code: C, on: boolean) => {
    const next = options.map((o) => o.code).filter((c) => (c === code ? on : chosen.includes(c)));
    setChosen(next);
    onChange(next);
  };
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>{legend}</legend>
      <p css={[typo.small, typo.muted, styles.hint]}>{hint}</p>
      <div css={styles.grid}>
        {options.map((o) => {
          const checked = chosen.includes(o.code);
          return (
            <label key={o.code} css={[choiceStyles.card, styles.choice, checked && choiceStyles.chosen]}>
              <input type="checkbox" name={name} value={o.code} checked={checked} onChange={(e) => toggle(o.code, e.target.checked)} css={choiceStyles.radio} />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Languages, diverse needs and intake in a native disclosure, closed by default so the phone layout keeps
 * its few large fields; it opens by itself when a shared link already holds some of these filters.
 */
export function MoreFilters({
  languages,
  diverseNeeds,
  acceptingNewClients,
  onChange,
  hideWithCurrentNotice = false,
  onHideWithCurrentNoticeChange,
}: MoreFiltersProps) {
  const chosen = languages.length + diverseNeeds.length + acceptingNewClients.length + (hideWithCurrentNotice ? 1 : 0);
  const anyChosen = chosen > 0;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (anyChosen) setOpen(true);
  }, [anyChosen]);
  return (
    <details css={styles.details} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary css={styles.summary}>
        <span>
          More filters: language, special needs, taking new clients, the regulator
          {chosen > 0 && <span css={typo.muted}> ({chosen} chosen)</span>}
        </span>
        <Icon path={chevronDown} size={24} />
      </summary>
      <div css={styles.body}>
        <CheckboxList
          legend="Taking new clients"
          hint="Providers say whether they have room. Each card shows when they last told us."
          name="acceptingNewClients"
          options={ACCEPTING_CHOICES.map((code) => ({ code, label: ACCEPTING_FILTER_LABELS[code] }))}
          chosen={acceptingNewClients}
          onChange={(codes) => onChange('acceptingNewClients', codes)}
        />
        <CheckboxList
          legend="Language spoken by staff"
          hint="Tick one or more. You will see providers who speak any of them."
          name="languages"
          options={PROVIDER_LANGUAGES}
          chosen={languages}
          onChange={(codes) => onChange('languages', codes)}
        />
        <CheckboxList
          legend="Experience with people like you or your family member"
          hint="Tick one or more. You will see providers who support any of these groups."
          name="diverseNeeds"
          options={DIVERSE_NEEDS}
          chosen={diverseNeeds}
          onChange={(codes) => onChange('diverseNeeds', codes)}
        />
        {onHideWithCurrentNoticeChange && <NoticeFilter hide={hideWithCurrentNotice} onChange={onHideWithCurrentNoticeChange} />}
      </div>
    </details>
  );
}

/**
 * "Hide providers with a current notice": off by default, so nobody is hidden unless the family asks. A tick shows
 * at once, like the lists above, while the address bar follows.
 */
function NoticeFilter({ hide: fromUrl, onChange }: { hide: boolean; onChange(hide: boolean): void }) {
  const [hide, setHide] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setHide(fromUrl);
  }
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>The regulator</legend>
      <p css={[typo.small, typo.muted, styles.hint]}>Notices from the Aged Care Quality and Safety Commission that our team has recorded.</p>
      <label css={[choiceStyles.card, styles.choice, hide && choiceStyles.chosen, { maxWidth: '36rem' }]}>
        <input
          type="checkbox"
          name="hideWithCurrentNotice"
          checked={hide}
          onChange={(e) => {
            setHide(e.target.checked);
            onChange(e.target.checked);
          }}
          css={choiceStyles.radio}
        />
        Hide providers with a current notice
      </label>
    </fieldset>
  );
}
