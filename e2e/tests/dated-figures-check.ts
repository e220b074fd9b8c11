import type { Page } from '@playwright/test';

/**
 * Every dollar figure on a public page carries its as-of date and its source nearby.
 *
 * "Nearby" means in the same page section. A figure's section is
 *   - the accordion panel or dialog it is in (role="region" labelled by its button, the WAI-ARIA accordion
 *     pattern; <dialog> or role="dialog"): each is read on its own, so it must carry its own date; else
 *   - the outermost <section> or <aside> around it: a page's topic with its h2 (a note at the end of a topic
 *     covers the cards and groups inside it); else
 *   - the nearest <main>, <header> or <footer>, else the body.
 * A section's text is its own: the text of an accordion panel or dialog inside it belongs to that panel, so
 * one FAQ answer's date cannot vouch for another's figure. Hidden text counts (a closed FAQ answer is still
 * on the page, and is read when opened); scripts and styles do not. A scrolling table's role="region" has an
 * aria-label, not aria-labelledby, and is not a section.
 *
 * A dollar figure: "$" then a digit ("$6,000", "$2,682.75", "$ 500").
 * A date: a month and a year, with or without a day ("1 November 2025", "July 2027"); "as at 1 November
 * 2025" matches through its date. A bare "as at" with no date does not count.
 * A source: a link to another website (http or https, another host) in the section, or the word "Source".
 */

export const DOLLAR_FIGURE = /\$\s?\d[\d,]*(?:\.\d+)?/g;
export const AS_OF_DATE = /\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b/;
export const SOURCE_WORD = /\bsources?\b/i;

/** What the browser collects: one entry per section that holds at least one dollar figure. */
export interface FigureSection {
  /** A readable name: tag, id or label, e.g. 'section#funding-title' or 'region "What is Support at Home?"'. */
  label: string;
  /** The section's own text (nested sections left out), whitespace collapsed. */
  text: string;
  /** It links to another website. */
  hasExternalLink: boolean;
}

export interface UndatedFigure {
  section: string;
  figure: string;
  missing: Array<'date' | 'source'>;
  /** The figure with some words around it, to find it on the page. */
  context: string;
}

/** The figures whose section has no as-of date, or no source. Pure, so it can be tested without a page. */
export function undatedFigures(sections: readonly FigureSection[]): UndatedFigure[] {
  const out: UndatedFigure[] = [];
  for (const s of sections) {
    const missing: UndatedFigure['missing'] = [];
    if (!AS_OF_DATE.test(s.text)) missing.push('date');
    if (!s.hasExternalLink && !SOURCE_WORD.test(s.text)) missing.push('source');
    if (missing.length === 0) continue;
    for (const m of s.text.matchAll(DOLLAR_FIGURE)) {
      const at = m.index ?? 0;
      out.push({ section: s.label, figure: m[0], missing, context: s.text.slice(Math.max(0, at - 60), at + 60) });
    }
  }
  return out;
}

/** Runs in the page: groups the body's text by section and keeps the sections that hold a dollar figure. */
function collectInPage(figurePattern: string): FigureSection[] {
  const PANEL = 'dialog, [role="dialog"], [role="region"][aria-labelledby]';
  const SECTION = 'section, aside';
  const FALLBACK = 'main, header, footer';
  const figure = new RegExp(figurePattern);
  const sectionOf = (el: Element): Element => {
    const panel = el.closest(PANEL);
    if (panel) return panel;
    let outermost: Element | null = null;
    for (let s = el.closest(SECTION); s; s = s.parentElement?.closest(SECTION) ?? null) outermost = s;
    return outermost ?? el.closest(FALLBACK) ?? document.body;
  };
  const texts = new Map<Element, string[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const section = sectionOf(n.parentElement!);
    const list = texts.get(section) ?? [];
    list.push(n.textContent ?? '');
    texts.set(section, list);
  }
  const label = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = (labelledBy && document.getElementById(labelledBy)?.textContent) || el.getAttribute('aria-label') || el.id;
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}${name ? ` "${name.trim().slice(0, 80)}"` : ''}`;
  };
  const out: FigureSection[] = [];
  for (const [section, parts] of texts) {
    const text = parts.join(' ').replace(/\s+/g, ' ').trim();
    if (!figure.test(text)) continue;
    const hasExternalLink = [...section.querySelectorAll('a[href]')].some((a) => {
      if (sectionOf(a) !== section) return false;
      const href = (a as HTMLAnchorElement).href;
      return /^https?:/.test(href) && new URL(href).host !== location.host;
    });
    out.push({ label: label(section), text, hasExternalLink });
  }
  return out;
}

/** The sections of the current page that hold a dollar figure. */
export async function figureSections(page: Page): Promise<FigureSection[]> {
  return page.evaluate(collectInPage, DOLLAR_FIGURE.source);
}

/** The figures on the current page with no as-of date or no source in their section. */
export async function findUndatedFigures(page: Page): Promise<UndatedFigure[]> {
  return undatedFigures(await figureSections(page));
}

export function describeUndated(list: readonly UndatedFigure[]): string[] {
  return list.map((u) => `${u.figure} in ${u.section}: no ${u.missing.join(' and no ')} ("…${u.context}…")`);
}
