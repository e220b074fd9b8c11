/** @jsxImportSource @emotion/react */
import { useId, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';

const styles = {
  list: css({ margin: '0 0 24px', padding: 0, listStyle: 'none', maxWidth: '80ch', borderTop: '1px solid #cfd6df' }),
  item: css({ borderBottom: '1px solid #cfd6df' }),
  heading: css({ margin: 0, fontSize: '1.1875rem', lineHeight: 1.4 }),
  button: css({
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 16,
    minHeight: 56,
    padding: '14px 8px',
    border: 0,
    background: 'transparent',
    color: palette.text,
    font: 'inherit',
    fontWeight: 700,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { background: '#eef2f7', textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 0, boxShadow: `inset 0 0 0 2px ${palette.text}` },
  }),
  icon: css({
    flex: 'none',
    width: 32,
    height: 32,
    borderRadius: '50%',
    border: `2px solid ${palette.primary}`,
    color: palette.primary,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    transition: 'transform 150ms',
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
  panel: css({ padding: '0 8px 20px', '& p': { margin: '0 0 12px', maxWidth: '70ch' }, '& p:last-child': { marginBottom: 0 } }),
};

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open to show their answers: one open at a time, and an open one closes when pressed again
 * (spec: FAQ accordion). Buttons carry aria-expanded and control a labelled region.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null }: { items: AccordionItem[]; headingLevel?: 2 | 3; defaultOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul css={styles.list}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <li key={item.question} css={styles.item}>
            <Heading css={styles.heading}>
              <button
                type="button"
                id={buttonId}
                css={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <span css={styles.icon} aria-hidden="true">
                  <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
                    <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
                  </svg>
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} css={styles.panel}>
              {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
