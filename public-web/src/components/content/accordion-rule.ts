/**
 * Which question is open after one is pressed (spec: FAQ accordion): one open at a time, and an open one
 * closes when pressed again. Shared by the Accordion component and the kept (unhydrated) pages' markup.
 */
export function openAfterPress(open: number | null, pressed: number): number | null {
  return open === pressed ? null : pressed;
}
