import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * Every axe run starts here. Legacy mode runs axe.run() in the page itself: the default (runPartial in each frame,
 * then finishRun in a new blank page with axe injected a second time) opened a page per check and took twice as
 * long, with the same findings, passes and node counts on every route tried. What it gives up is
 * testing cross-origin frames, and the product embeds none (the console's remote is scripts, not a frame).
 * Every check reads only the violations, so axe details only those (resultTypes): it still runs every rule on every
 * node, but no longer builds a selector and a record for each element that passed (a third less time per run,
 * the same violations and nodes).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** axe's serious and critical findings, one line each; [] when clean. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, (impact) => impact === 'serious' || impact === 'critical');
}

/** The WCAG 2.2 AA rule tags the public pages are held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A finding as one line: the rule, what it asks, and the first `nodes` elements it names. */
function describeFinding(v: Result, nodes = Infinity): string {
  return `${v.id}: ${v.help} (${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, nodes)
    .join(', ')})`;
}

/** axe's serious and critical findings under the WCAG 2.2 AA rules only, one line each (the first 5 nodes); [] when clean. */
export async function seriousWcagViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => describeFinding(v, 5));
}

/** Every finding under the WCAG 2.2 AA rules whatever its impact, one line each; [] when clean. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => describeFinding(v));
}

/** Every axe finding whatever its impact (the provider portal's bar: 0 violations). */
export async function allAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, () => true);
}

async function axeViolations(page: Page, counts: (impact: string | null | undefined) => boolean): Promise<string[]> {
  // A dialog fading in is half transparent; axe would measure contrast mid-fade. Let transitions end first.
  // (Endless ones, such as a loading pulse, are not waited for.)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => counts(v.impact)).map((v) => describeFinding(v));
}
