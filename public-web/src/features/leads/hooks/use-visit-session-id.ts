import { useEffect, useState } from 'react';
import { newSessionId } from '@homeward/domain';

/**
 * The random per-visit session id (spec section 3). Made in an effect, so the prerendered HTML and the
 * first client render agree; it is null until then.
 */
export function useVisitSessionId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(newSessionId()), []);
  return id;
}
