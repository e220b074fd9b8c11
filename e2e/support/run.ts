/** A suffix unique to this run: names made by a test do not collide with an earlier run's on a reused database. */
export const RUN = Date.now().toString(36);

export function aud(amount: number, fractionDigits = 2): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
