/**
 * The services a provider offers as one integer (providers.serviceMask): bit id - 1 for
 * each service whose id is at most SERVICE_MASK_MAX_ID. A search for a service is then a check inside the
 * index the search already walks, not a probe of the join table per provider. 31 keeps the mask a positive
 * 32-bit INT on both databases; a service with a larger id is left out of the mask and searched with the
 * join table, as before.
 */
export const SERVICE_MASK_MAX_ID = 31;

/** Whether a service id has a bit in the mask. */
export function inServiceMask(serviceId: number): boolean {
  return Number.isInteger(serviceId) && serviceId >= 1 && serviceId <= SERVICE_MASK_MAX_ID;
}

/** The mask of these service ids (ids without a bit are skipped). */
export function serviceMask(serviceIds: Iterable<number | string>): number {
  let mask = 0;
  for (const raw of serviceIds) {
    const id = Number(raw);
    if (inServiceMask(id)) mask |= 1 << (id - 1);
  }
  return mask >>> 0;
}

/** The ids among `serviceIds` whose bit a mask holds (ids without a bit are never in it). */
export function servicesInMask(mask: number | string, serviceIds: readonly number[]): number[] {
  const bits = Number(mask);
  return serviceIds.filter((id) => inServiceMask(id) && (bits & (1 << (id - 1))) !== 0);
}
