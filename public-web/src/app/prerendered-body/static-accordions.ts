import { openAfterPress } from '../../components/content/accordion-rule.js';

/**
 * A press on a question of an accordion in kept (unhydrated) markup: opens or closes it by the same rule and
 * with the same aria-expanded / hidden changes the Accordion component makes. False if the target is not one.
 */
export function pressKeptAccordion(target: Element): boolean {
  const button = target.closest<HTMLButtonElement>('[data-accordion] button[aria-controls]');
  const list = button?.closest('[data-accordion]');
  if (!button || !list) return false;
  const buttons = Array.from(list.querySelectorAll<HTMLButtonElement>('button[aria-controls]')).filter((b) => b.closest('[data-accordion]') === list);
  const open = buttons.findIndex((b) => b.getAttribute('aria-expanded') === 'true');
  const next = openAfterPress(open < 0 ? null : open, buttons.indexOf(button));
  buttons.forEach((b, i) => {
    b.setAttribute('aria-expanded', String(i === next));
    const panel = list.ownerDocument.getElementById(b.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = i !== next;
  });
  return true;
}
