import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical findings, one line each; [] when clean. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent; axe would measure contrast mid-fade. Let transitions end first.
  // (Endless ones, such as a loading pulse, are not waited for.)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
