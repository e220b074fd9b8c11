import { SourceNote, type SourceNoteProps } from './SourceNote.js';
import type { AccordionItem } from './Accordion.js';
import type { ReactNode } from 'react';

/** A question and its plain-text answer (the text also feeds FAQPage JSON-LD), with the source of its figures. */
export interface SourcedFaq {
  question: string;
  answer: string;
  /** Where the answer's figures come from; shown under the answer with its date (every figure is dated). */
  source?: Pick<SourceNoteProps, 'source' | 'sourceUrl' | 'asOf'>;
  /** Shown under the source: a note that the figure may have changed since its review date. */
  note?: ReactNode;
}

/** Accordion items whose answers carry their source note inside the panel, where the figures are read. */
export function sourcedFaqItems(faqs: ReadonlyArray<SourcedFaq>): AccordionItem[] {
  return faqs.map(({ question, answer, source, note }) => ({
    question,
    answer: source ? (
      <>
        <p>{answer}</p>
        <SourceNote source={source.source} sourceUrl={source.sourceUrl} asOf={source.asOf} prefix="Figures from" />
        {note}
      </>
    ) : (
      answer
    ),
  }));
}
