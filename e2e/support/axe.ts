import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings, one line each; [] when clean. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, (impact) => impact === 'serious' || impact === 'critical');
}

/** The WCAG 2.2 AA rule tags the public pages are held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's serious and critical findings under the WCAG 2.2 AA rules only, one line each (the first 5 nodes); [] when clean. */
export async function seriousWcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
}

/** Every axe finding whatever its impact (the provider portal's bar: issue 25 asks for 0 violations). */
export async function allAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, () => true);
}

async function axeViolations(page: Page, counts: (impact: string | null | undefined) => boolean): Promise<string[]> {
  // A dialog fading in is half transparent; axe would measure contrast mid-fade. Let transitions end first.
  // (Endless ones, such as a loading pulse, are not waited for.)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => counts(v.impact)).map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
