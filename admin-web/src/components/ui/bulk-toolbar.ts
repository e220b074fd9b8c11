/**
 * react-admin slides its bulk-actions bar up over the list toolbar (translateY -48px). Inside the tables'
 * horizontally scrolling box it is clipped there and the list toolbar takes its clicks, so here the bar
 * sits in the flow above the table instead: no height while nothing is selected, 48px when it shows.
 */
export const INLINE_BULK_TOOLBAR = {
  // The class twice: react-admin's own rule for it has the same specificity and may be inserted later.
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
} as const;
