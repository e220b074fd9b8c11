import { deleteConfirmText } from './provider-form.js';

/**
 * The spec's delete question, for one provider or several: one selected reads exactly as the row's
 * delete ("Are you sure you want to delete X?"); several name them (up to three, then "and N more").
 */
export function bulkDeleteConfirmText(names: readonly string[], count: number): string {
  if (count === 1 && names.length === 1) return deleteConfirmText(names[0]);
  const shown = names.slice(0, 3).join(', ');
  const more = count - Math.min(names.length, 3);
  return `Are you sure you want to delete ${count} providers (${shown}${more > 0 ? ` and ${more} more` : ''})?`;
}
