/** The three steps of the text-size control. /text-size.js (public-web/static) reads the same key and ids. */
export const TEXT_SIZE_STORAGE_KEY = 'homeward-text-size';

export const TEXT_SIZES = [
  { id: 'standard', label: 'Standard text size', short: 'A', percent: 100 },
  { id: 'large', label: 'Large text size', short: 'A', percent: 120 },
  { id: 'larger', label: 'Largest text size', short: 'A', percent: 140 },
] as const;

export type TextSizeId = (typeof TEXT_SIZES)[number]['id'];

export function isTextSizeId(value: unknown): value is TextSizeId {
  return TEXT_SIZES.some((s) => s.id === value);
}

export function readTextSize(): TextSizeId {
  if (typeof document === 'undefined') return 'standard';
  const current = document.documentElement.getAttribute('data-text-size');
  return isTextSizeId(current) ? current : 'standard';
}

export function applyTextSize(id: TextSizeId): void {
  const root = document.documentElement;
  if (id === 'standard') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', id);
  try {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, id);
  } catch {
    // Private browsing or storage turned off: the size still applies for this page.
  }
}
