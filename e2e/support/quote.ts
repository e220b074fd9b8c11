import type { ClassificationDto, PlanQuoteRequest, ServiceDto } from '@homeward/domain';
import type { APIRequestContext } from '@playwright/test';

/** The catalogue as the API serves it, and a service's id by its name. */
export async function catalogue(request: APIRequestContext) {
  const classifications = (await (await request.get('/api/classifications')).json()) as ClassificationDto[];
  const services = (await (await request.get('/api/services')).json()) as ServiceDto[];
  return { classifications, services, idOf: (name: string) => services.find((s) => s.name === name)!.id };
}

/** The quote body the calculator sends for a plan given by service name (lines in service id order). */
export function planQuoteBody(
  classificationId: number,
  plan: Readonly<Record<string, number>>,
  idOf: (name: string) => number,
  near: string,
): PlanQuoteRequest {
  return {
    classificationId,
    selectedServices: Object.entries(plan)
      .map(([name, perWeek]) => ({ serviceId: idOf(name), perWeek }))
      .sort((a, b) => a.serviceId - b.serviceId),
    near,
  };
}
