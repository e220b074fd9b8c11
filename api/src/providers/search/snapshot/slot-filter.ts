import { DIVERSE_NEEDS, PROVIDER_LANGUAGES, attributeMask, inServiceMask, serviceMask } from '@homeward/domain';
import { intakeBits, type DirectorySnapshot } from './directory-snapshot.js';
import type { SearchProvidersDto } from '../../dto/search-providers.dto.js';
import type { SnapshotText } from './text-match.js';

/** Which slots a search may list: the test, and when q's word index has narrowed them, those slots in order (no other can match). */
export interface SlotFilter {
  matches: (slot: number) => boolean;
  among?: number[];
}

/** TextSearch.plan bound to its database: the word-index probe, shared with the SQL shapes (text-query.ts). */
export type TextPlan = (q: string, probes: Map<string, readonly number[]>) => Promise<'like' | readonly number[]>;

/**
 * searchFilter's conditions (filter-query.ts) as a test of a slot: one function of plain checks (a circle's box
 * holds thousands of slots, and this ran at about half the cost per slot of a list of closures, measured);
 * undefined when the snapshot cannot decide them exactly (a service without a mask bit, a q MySQL's collation
 * must judge, a stored intake value outside the list).
 */
export async function slotFilter(s: DirectorySnapshot, text: SnapshotText, textPlan: TextPlan, query: SearchProvidersDto): Promise<SlotFilter | undefined> {
  let matchesText: ((slot: number) => boolean) | null = null;
  let among: number[] | undefined;
  if (query.q) {
    if (!text.canMatch(query.q)) return undefined;
    const plan = await textPlan(query.q, text.probes);
    const like = await text.matcher(query.q);
    if (plan === 'like') matchesText = like;
    else {
      among = plan.flatMap((id) => (s.slotById.has(id) ? [s.slotById.get(id)!] : [])).sort((a, b) => a - b);
      const allowed = new Set(among);
      matchesText = (slot) => allowed.has(slot) && like(slot);
    }
  }
  const state = query.state ?? null;
  const services = [...new Set(query.services ?? [])];
  if (!services.every(inServiceMask)) return undefined;
  const serviceBits = serviceMask(services);
  const languageBits = query.languages?.length ? attributeMask(PROVIDER_LANGUAGES, query.languages) : 0;
  const needBits = query.diverseNeeds?.length ? attributeMask(DIVERSE_NEEDS, query.diverseNeeds) : 0;
  if (query.acceptingNewClients?.length && !s.intakeExact) return undefined;
  const intakeWanted = query.acceptingNewClients?.length ? intakeBits(query.acceptingNewClients) : -1;
  const matches = (slot: number): boolean => {
    if (state !== null && s.state[slot] !== state) return false;
    if (serviceBits !== 0 && (s.filterServiceMask[slot]! & serviceBits) >>> 0 !== serviceBits) return false;
    if (languageBits !== 0 && (s.languageMask[slot]! & languageBits) === 0) return false;
    if (needBits !== 0 && (s.diverseNeedMask[slot]! & needBits) === 0) return false;
    if (intakeWanted !== -1 && (s.intakeBit[slot]! & intakeWanted) === 0) return false;
    return matchesText === null || matchesText(slot);
  };
  return { matches, among };
}

/** Slots offset.. of the matching providers in relevance order (slot order), `needed - offset` of them at most: PageQuery.byRelevance. */
export function relevanceSlots(s: DirectorySnapshot, { matches, among }: SlotFilter, offset: number, needed: number): number[] {
  const slots: number[] = [];
  let skipped = 0;
  const count = among ? among.length : s.size;
  for (let i = 0; i < count && slots.length < needed - offset; i++) {
    const slot = among ? among[i]! : i;
    if (!matches(slot)) continue;
    if (skipped < offset) skipped++;
    else slots.push(slot);
  }
  return slots;
}
