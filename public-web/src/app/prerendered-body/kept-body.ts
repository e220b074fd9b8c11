import { firstLoadBudgetFor } from '../first-load-budget.js';
import type { PublicRoute } from '../routes.js';

/** One element of the page's prerendered output, as React must render it to hydrate without touching it. */
export interface KeptElement {
  tag: string;
  props: Record<string, string>;
  html: string;
}

/**
 * A reading page's prerendered body, kept as it is on the first load instead of hydrated: the page's
 * chunk and everything only it needs are never fetched unless the reader navigates back to it. Links, the
 * FAQ accordions and the islands (app/islands) work on the kept markup.
 */
export interface KeptBody {
  pathname: string;
  elements: KeptElement[];
  /** The page's <title>, description, canonical link and Open Graph tags, written by the prerender. */
  headTags: Element[];
}

// The attributes a page's top-level element may carry, with their React names; any other and the page is
// hydrated as usual (so a new attribute can never cause a hydration mismatch).
const REACT_PROP_NAMES: Record<string, string> = { class: 'className', id: 'id', tabindex: 'tabIndex', role: 'role' };

// What PageMeta renders into <head>.
const PAGE_HEAD_TAGS = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"]';

let kept: KeptBody | null = null;

/** Pages read rather than used: every public page but the tools and the pages the API renders per request. */
export function keepsPrerenderedBody(route: PublicRoute): boolean {
  return !route.serverRendered && firstLoadBudgetFor(route.path).kind === 'guidance';
}

function keptElement(el: Element): KeptElement | null {
  const props: Record<string, string> = {};
  for (const { name, value } of Array.from(el.attributes)) {
    const reactName = REACT_PROP_NAMES[name] ?? (name.startsWith('aria-') || name.startsWith('data-') ? name : undefined);
    if (!reactName) return null;
    props[reactName] = value;
  }
  return { tag: el.localName, props, html: el.innerHTML };
}

/**
 * Before hydration: keeps the prerendered body of a reading page (the elements around <main id="main-content">,
 * which the page renders), or returns null when the page must be hydrated with its chunk.
 */
export function keepPrerenderedBody(route: PublicRoute, pathname: string, doc: Document = document): KeptBody | null {
  kept = null;
  if (!keepsPrerenderedBody(route)) return null;
  const main = doc.getElementById('main-content');
  const parent = main?.parentElement;
  if (!main || !parent) return null;
  const elements: KeptElement[] = [];
  for (const child of Array.from(parent.children)) {
    const element = keptElement(child);
    if (!element) return null;
    elements.push(element);
  }
  kept = { pathname, elements, headTags: Array.from(doc.head.querySelectorAll(PAGE_HEAD_TAGS)) };
  return kept;
}

/** The kept body, while the reader is still on the page it was kept for. */
export function keptBodyFor(pathname: string): KeptBody | null {
  return kept && kept.pathname === pathname ? kept : null;
}

/**
 * The reader has left the page: from now on it renders from its chunk, and its head tags go (the next page's
 * own, rendered by React, take their place; two <title>s would leave the old one in the tab).
 */
export function releaseKeptBody(body: KeptBody): void {
  if (kept !== body) return;
  kept = null;
  for (const tag of body.headTags) tag.remove();
}
