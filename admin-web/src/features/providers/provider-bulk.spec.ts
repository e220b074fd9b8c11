import { bulkDeleteConfirmText } from './provider-bulk.js';

describe(bulkDeleteConfirmText.name, () => {
  it("asks exactly the spec's question for one provider", () => {
    expect(bulkDeleteConfirmText(['Wattle Care'], 1)).toBe('Are you sure you want to delete Wattle Care?');
  });
  it('names up to three of several, then how many more', () => {
    expect(bulkDeleteConfirmText(['A', 'B'], 2)).toBe('Are you sure you want to delete 2 providers (A, B)?');
    expect(bulkDeleteConfirmText(['A', 'B', 'C', 'D', 'E'], 5)).toBe('Are you sure you want to delete 5 providers (A, B, C and 2 more)?');
  });
});
