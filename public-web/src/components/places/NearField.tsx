/** @jsxImportSource @emotion/react */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { cleanPlaceText, LOCATION_AUTOCOMPLETE, placeLabel, type LocationDto } from '@homeward/domain';
import { Icon } from '../content/Icon.js';
import { close, place } from '../content/tool-icons.js';
import { fieldStyles, helperId } from '../ui/fields.js';
import { lines } from '../ui/tool-styles.js';
import { useLocationSuggestions } from '../../api/search-locations.js';

export interface NearFieldProps {
  /** The place searched now ('' for none). */
  near: string;
  /** Why the place could not be used (the server's message), shown under the field. */
  error: string | null;
  onChange(text: string): void;
  /** The input's id (ids of its list and hint derive from it); the directory's by default. */
  id?: string;
  label?: string;
}
const HINT = 'Type a postcode or suburb, then choose it from the list.';

const styles = {
  clear: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 44,
    height: 44,
    marginRight: 2,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: palette.textSecondary,
    cursor: 'pointer',
    '&:hover': { background: '#e8eef7', color: palette.text },
  }),
  popup: css({
    position: 'absolute',
    zIndex: 20,
    top: 'calc(100% + 6px)',
    left: -2,
    right: -2,
    maxHeight: '40vh',
    overflowY: 'auto',
    background: palette.paper,
    border: `1px solid ${lines.control}`,
    borderRadius: 8,
    boxShadow: '0 6px 20px rgba(20, 38, 63, 0.2)',
  }),
  list: css({ listStyle: 'none', margin: 0, padding: '6px 0' }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    padding: '6px 16px',
    fontSize: typeScale.ui.fontSize,
    cursor: 'pointer',
    '&:hover': { background: '#eef2f7' },
  }),
  active: css({ background: '#dde7f4', boxShadow: `inset 4px 0 0 ${palette.primary}`, '&:hover': { background: '#dde7f4' } }),
  loading: css({ padding: '12px 16px', fontSize: typeScale.ui.fontSize, color: palette.textSecondary }),
};

function announcement(open: boolean, loading: boolean, count: number, typedEnough: boolean): string {
  if (!open || !typedEnough || loading) return '';
  if (count === 0) return 'No matching places. Check the spelling, or type a 4-digit postcode and press Enter.';
  return `${count} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose one, then press Enter.`;
}

// Pressing in the list or on the clear button must not take focus from the input (no blur, so the half-typed
// text is not searched first, and the keyboard stays up on phones).
const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * "Near": a postcode or a suburb, with suggestions from /api/locations as you type: an ARIA 1.2 combobox
 * (input role=combobox, aria-expanded, aria-controls, aria-activedescendant; a listbox of options; arrow keys,
 * Enter, Escape). Choosing a suggestion searches near its label ('Brunswick VIC 3056'); typed text is
 * searched as it is when Enter is pressed or the field is left; emptying the field drops the place.
 */
export function NearField({ near, error, onChange, id = 'directory-near', label = 'Near (postcode or suburb)' }: NearFieldProps) {
  const ID = id;
  const LISTBOX_ID = `${ID}-listbox`;
  const optionId = useCallback((i: number) => `${ID}-option-${i}`, [ID]);
  const [typed, setTyped] = useState(near);
  // The person wants suggestions (typing, arrow keys, pressing the field); Escape, a choice or leaving ends it.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const isChosenLabel = cleanPlaceText(typed) === near && near !== '';
  const { options, loading } = useLocationSuggestions(typed, isChosenLabel);
  const typedEnough = cleanPlaceText(typed).length >= LOCATION_AUTOCOMPLETE.minQueryLength;
  const popupOpen = open && typedEnough && !isChosenLabel && (options.length > 0 || loading);
  const expanded = popupOpen && options.length > 0;

  // The place changed by other means (the back button, a shared link, "Clear search and filters"): show it.
  const shownNear = useRef(near);
  useEffect(() => {
    if (shownNear.current === near) return;
    shownNear.current = near;
    setTyped(near);
    setActive(-1);
  }, [near]);

  // A different list: nothing highlighted.
  const optionsKey = options.map(placeLabel).join('|');
  useEffect(() => setActive(-1), [optionsKey]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  const choose = (option: LocationDto) => {
    const label = placeLabel(option);
    setTyped(label);
    setOpen(false);
    setActive(-1);
    onChange(label);
  };

  const clear = () => {
    setTyped('');
    setOpen(false);
    setActive(-1);
    onChange('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        setOpen(true);
        const count = options.length;
        if (count === 0 || !typedEnough || isChosenLabel) return;
        setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Enter': {
        // Inside the search form: Enter chooses or searches, it never submits.
        e.preventDefault();
        if (expanded && active >= 0 && options[active]) choose(options[active]);
        else {
          setOpen(false);
          onChange(typed);
        }
        return;
      }
      case 'Escape': {
        if (popupOpen) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (typed !== '' || near !== '') {
          e.preventDefault();
          clear();
        }
        return;
      }
      default:
    }
  };

  return (
    <div css={fieldStyles.root}>
      <label id={`${ID}-label`} htmlFor={ID} css={fieldStyles.label}>
        {label}
      </label>
      <div css={[fieldStyles.box, error && fieldStyles.boxError]}>
        <span css={fieldStyles.adornment}>
          <Icon path={place} size={24} />
        </span>
        <input
          ref={inputRef}
          id={ID}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? LISTBOX_ID : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={helperId(ID)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={typed}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            setActive(-1);
            if (text === '') {
              // An empty box means no place (as it did with MUI's Autocomplete).
              setOpen(false);
              if (near !== '') onChange('');
            } else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // Typed but not chosen: search for the text as it is.
            if (cleanPlaceText(typed) !== near) onChange(typed);
          }}
          css={fieldStyles.input}
        />
        {typed !== '' && (
          <button
            type="button"
            tabIndex={-1}
            aria-label="Clear"
            title="Clear"
            css={styles.clear}
            onMouseDown={keepFocus}
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            <Icon path={close} size={22} />
          </button>
        )}
        {popupOpen && (
          <div css={styles.popup} onMouseDown={keepFocus}>
            {expanded ? (
              <ul id={LISTBOX_ID} role="listbox" aria-labelledby={`${ID}-label`} css={styles.list}>
                {options.map((option, i) => (
                  <li
                    key={`${option.postcode}-${option.locality}-${option.state}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    css={[styles.option, i === active && styles.active]}
                    onClick={() => choose(option)}
                  >
                    {placeLabel(option)}
                  </li>
                ))}
              </ul>
            ) : (
              <div css={styles.loading}>Looking for places...</div>
            )}
          </div>
        )}
      </div>
      <p id={helperId(ID)} css={[fieldStyles.helper, error && fieldStyles.errorText]}>
        {error ?? HINT}
      </p>
      <span className="hw-visually-hidden" aria-live="polite">
        {announcement(open, loading, options.length, typedEnough && !isChosenLabel)}
      </span>
    </div>
  );
}
