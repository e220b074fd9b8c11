/** Seeded randomness for the benchmark's generators: the same seed gives the same draws, so runs are comparable. */

/** A fast 32-bit PRNG (mulberry32): uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Index chosen with probability proportional to its weight. */
export function pickWeightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < weights.length; i += 1) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** k distinct indexes, each draw weighted (without replacement), returned in ascending order. */
export function sampleWeighted(rng: Rng, weights: readonly number[], k: number): number[] {
  const left = [...weights];
  const chosen: number[] = [];
  for (let n = 0; n < Math.min(k, weights.length); n += 1) {
    const i = pickWeightedIndex(rng, left);
    chosen.push(i);
    left[i] = 0;
  }
  return chosen.sort((a, b) => a - b);
}
