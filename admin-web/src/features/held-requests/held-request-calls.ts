import type { HeldRequestActionInput, HeldRequestDto } from '@homeward/domain';
import type { HttpClient } from '../../lib/data-provider.js';

/** The team's calls about requests held for providers not on Homeward (the lists go through react-admin). */
export interface HeldRequestCalls {
  /** POST /api/admin/held-requests/:id/action: passed on or invited, with an optional note; the family is emailed. */
  actOnHeldRequest(id: number, input: HeldRequestActionInput): Promise<HeldRequestDto>;
}

export function heldRequestCalls(apiUrl: string, client: HttpClient): HeldRequestCalls {
  return {
    actOnHeldRequest: (id, input) =>
      client(`${apiUrl}/held-requests/${encodeURIComponent(String(id))}/action`, { method: 'POST', body: JSON.stringify(input) }).then(
        ({ json }) => json as HeldRequestDto,
      ),
  };
}
