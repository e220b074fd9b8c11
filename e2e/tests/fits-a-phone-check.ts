import type { Page } from '@playwright/test';

/**
 * What "fits a phone" means, checked in the page (fits-a-phone.spec.ts):
 * - the document is no wider than the viewport (nothing scrolls sideways), and when it is, the element that
 *   reaches furthest right is named;
 * - no text is cut off: an element that hides what overflows it (overflow hidden or clip, or an ellipsis) holds
 *   wider content than it shows ("Homewa");
 * - a closed native menu shows its whole choice ("Nearby (50 km, wider if none are cl...").
 * A scroll region (overflow auto or scroll: a wide data table in a labelled region) is allowed: it is counted,
 * not failed, as WCAG 1.4.10 allows for data tables.
 */
export interface FitProblem {
  kind: 'wider than the screen' | 'text cut off' | 'menu choice cut off';
  /** 'header > a.hw-brand "Homeward, home page"': tag, id or first class, and its words. */
  element: string;
  /** Its width and what it needed, px. */
  detail: string;
}

export interface FitReport {
  viewportWidth: number;
  documentWidth: number;
  problems: FitProblem[];
  /** Scroll regions that scroll sideways (allowed). */
  scrollRegions: string[];
}

/** Runs in the page. */
function measureInPage(): FitReport {
  const viewportWidth = document.documentElement.clientWidth;
  const documentWidth = document.documentElement.scrollWidth;
  const name = (el: Element): string => {
    const tag = el.localName;
    const id = el.id ? `#${el.id}` : '';
    const cls = !id && typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    // A form control by its label (a menu's innerText would be every option).
    const label = 'labels' in el ? (el as HTMLSelectElement).labels?.[0]?.innerText : undefined;
    const words = (el.getAttribute('aria-label') ?? label ?? (el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const parent = el.parentElement && el.parentElement !== document.body ? `${el.parentElement.localName} > ` : '';
    return `${parent}${tag}${id}${cls}${words ? ` "${words}"` : ''}`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Inside a scroll region, being wide is fine: the region scrolls.
  const inScrollRegion = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  const visuallyHidden = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width <= 1 && r.height <= 1;
  };
  const all = Array.from(document.body.querySelectorAll('*')).filter((el) => !el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]'));
  const problems: FitProblem[] = [];
  const scrollRegions: string[] = [];

  if (documentWidth > viewportWidth) {
    let widest: { el: Element; right: number } | null = null;
    for (const el of all) {
      if (!visible(el) || inScrollRegion(el)) continue;
      const right = el.getBoundingClientRect().right + window.scrollX;
      // The furthest right; on a tie the innermost (it comes later in document order).
      if (right > viewportWidth + 0.5 && (!widest || right >= widest.right)) widest = { el, right };
    }
    problems.push({
      kind: 'wider than the screen',
      element: widest ? name(widest.el) : 'html',
      detail: `document ${documentWidth} px on a ${viewportWidth} px screen${widest ? `; this element reaches ${Math.round(widest.right)} px (${Math.round(widest.el.getBoundingClientRect().width)} px wide)` : ''}`,
    });
  }

  for (const el of all) {
    if (!visible(el) || visuallyHidden(el)) continue;
    const style = getComputedStyle(el);
    const over = el.scrollWidth - el.clientWidth;
    if (over <= 1) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
      if (!inScrollRegion(el)) scrollRegions.push(`${name(el)} (${el.clientWidth} px showing ${el.scrollWidth} px)`);
      continue;
    }
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    if (clips && (el as HTMLElement).innerText?.trim()) {
      problems.push({ kind: 'text cut off', element: name(el), detail: `shows ${el.clientWidth} px of ${el.scrollWidth} px` });
    }
  }

  // A closed <select> shows its chosen option on one line: measure that text in the select's own font.
  const canvas = document.createElement('canvas').getContext('2d')!;
  for (const select of Array.from(document.querySelectorAll('select'))) {
    if (!visible(select)) continue;
    const chosen = select.selectedOptions[0]?.text ?? '';
    const style = getComputedStyle(select);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const textWidth = canvas.measureText(chosen).width;
    // Room for the text: the content box, less the arrow Chromium draws (about one em) when the select keeps it.
    const arrow = style.appearance === 'none' ? 0 : parseFloat(style.fontSize);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    if (textWidth > room + 1) {
      problems.push({
        kind: 'menu choice cut off',
        element: name(select),
        detail: `"${chosen}" needs ${Math.round(textWidth)} px, the menu shows ${Math.round(room)} px`,
      });
    }
  }
  return { viewportWidth, documentWidth, problems, scrollRegions };
}

/** Sets text to 200% the way a browser's text-size setting does: the root font size (rem and em follow). */
export async function setTextSize200(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  // Two frames: the new layout (and any resize observer it sets off) has settled.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function measureFit(page: Page): Promise<FitReport> {
  return page.evaluate(measureInPage);
}

/** 'price-check: text cut off: header > a.hw-brand "Homeward, home page" (shows 96 px of 130 px)' */
export function describeFit(route: string, report: FitReport): string[] {
  return report.problems.map((p) => `${route}: ${p.kind}: ${p.element} (${p.detail})`);
}
