import type { PriceBand } from '@homeward/domain';

/** A price against the department's indicative range, in words (the fair-price check, the price table, the comparison). */
export const BAND_WORDS: Readonly<Record<PriceBand, { short: string; sentence: string }>> = {
  below: { short: 'Below the usual range', sentence: 'is lower than the usual range' },
  within: { short: 'Within the usual range', sentence: 'is within the usual range' },
  above: { short: 'Above the usual range', sentence: 'is higher than the usual range' },
};
