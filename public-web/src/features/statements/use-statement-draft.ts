import { useEffect, useState } from 'react';
import { EMPTY_PERSON, FIRST_LINE_KEY, newLine, readStoredDraft, STATEMENT_STORAGE_KEY, type StatementDraft } from './statement-draft.js';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the checker then works in memory only.
    return null;
  }
};

// The same first line on the server and in the browser, so the prerendered form hydrates as it is.
const blank = (): StatementDraft => ({ person: EMPTY_PERSON, lines: [{ ...newLine(), key: FIRST_LINE_KEY }], statedTotal: '' });

/**
 * The statement being checked: in memory, and in this device's localStorage only while "keep this on this
 * device" is ticked. Unticking it, or "Delete everything", removes the stored copy at once.
 */
export function useStatementDraft() {
  const [draft, setDraft] = useState<StatementDraft>(blank);
  const [keep, setKeep] = useState(false);

  // A kept statement comes back after hydration (the prerendered page is always blank).
  useEffect(() => {
    const stored = readStoredDraft(storage()?.getItem(STATEMENT_STORAGE_KEY) ?? null);
    if (stored) {
      setDraft(stored);
      setKeep(true);
    }
  }, []);

  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (keep) store.setItem(STATEMENT_STORAGE_KEY, JSON.stringify(draft));
    else store.removeItem(STATEMENT_STORAGE_KEY);
  }, [keep, draft]);

  const deleteEverything = () => {
    storage()?.removeItem(STATEMENT_STORAGE_KEY);
    setKeep(false);
    setDraft(blank());
  };

  return { draft, setDraft, keep, setKeep, deleteEverything };
}
