import { useId, useState, type ReactNode } from 'react';
import { openAfterPress } from './accordion-rule.js';

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
    // data-accordion: the kept markup of an unhydrated page opens and closes by it (app/prerendered-body).
    <ul className="hw-accordion" data-accordion="">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <li key={item.question} className="hw-accordion__item">
            <Heading className="hw-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="hw-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(openAfterPress(open, i))}
              >
                <span>{item.question}</span>
                <span className="hw-accordion__icon" aria-hidden="true">
                  <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
                    <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
                  </svg>
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="hw-accordion__panel">
              {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
