/** @jsxImportSource @emotion/react */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 20px', padding: 0, borderBottom: `2px solid #cfd6df` }),
  tab: css({
    minHeight: 48,
    padding: '10px 18px',
    border: '2px solid transparent',
    borderBottom: 0,
    borderRadius: '8px 8px 0 0',
    background: 'transparent',
    color: palette.primary,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
    marginBottom: -2,
    '&:hover': { background: '#eef2f7', textDecoration: 'underline' },
    '&[aria-selected="true"]': {
      background: palette.paper,
      color: palette.text,
      borderColor: '#cfd6df',
      borderBottom: `2px solid ${palette.paper}`,
      boxShadow: `inset 0 4px 0 ${palette.primary}`,
    },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${palette.text}` },
  }),
};

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the chosen tab's panel is shown. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const focusTab = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusTab(moves[e.key]);
    }
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={styles.list}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            css={styles.tab}
            onClick={() => setSelected(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={i !== selected}
          tabIndex={0}
          css={{ '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 4 } }}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
