import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareRequest, CompareResponse, ShortlistPlan } from '@homeward/domain';
import { apiSend } from '../../../lib/api-client.js';

/** What is compared: the providers in column order, the family's place and their plan (each optional). */
export interface CompareSubject {
  ids: number[];
  near: string;
  plan: ShortlistPlan | null;
}

/** The request body: the plan's lines in service id order, as the plan quote takes them. */
export function compareRequest({ ids, near, plan }: CompareSubject): CompareRequest {
  const body: CompareRequest = { providerIds: ids };
  if (near) body.near = near;
  if (plan) {
    body.classificationId = plan.classification;
    body.selectedServices = Object.entries(plan.services)
      .filter(([, perWeek]) => perWeek > 0)
      .map(([serviceId, perWeek]) => ({ serviceId: Number(serviceId), perWeek }))
      .sort((a, b) => a.serviceId - b.serviceId);
  }
  return body;
}

/** POST /api/providers/compare. */
export function compareProviders(subject: CompareSubject): Promise<CompareResponse> {
  return apiSend<CompareResponse>('POST', '/api/providers/compare', compareRequest(subject));
}

export const compareQuery = (subject: CompareSubject) =>
  queryOptions({ queryKey: ['providers', 'compare', compareRequest(subject)] as const, queryFn: () => compareProviders(subject) });

export function useComparison(subject: CompareSubject | null) {
  return useQuery({ ...compareQuery(subject ?? { ids: [], near: '', plan: null }), enabled: subject !== null && subject.ids.length > 0 });
}
