import type { DirectorySnapshot } from './directory-snapshot.js';

/**
 * The snapshot's copy of the location index (near-query.ts): the located providers by longitude strip, each
 * strip in latitude order, so a circle is a binary search and a scan per strip of its box.
 *
 * Beside its slots a strip keeps what the circle test reads of each provider (STRIP_GEOMETRY's five numbers),
 * in the same order. Read through the slots from the per-slot arrays, every provider tested was a jump across
 * memory, and the scan cost about twice as much (measured in docs/decisions/023).
 */
export interface Strip {
  readonly slots: Int32Array;
  /** STRIP_GEOMETRY.width numbers a provider: latitude, longitude, unit vector x, y, z. */
  readonly geometry: Float64Array;
}

export const STRIP_GEOMETRY = { latitude: 0, longitude: 1, unitX: 2, unitY: 3, unitZ: 4, width: 5 } as const;

type Columns = Pick<DirectorySnapshot, 'size' | 'latitude' | 'longitude' | 'unitX' | 'unitY' | 'unitZ' | 'longitudeStrip'>;

/** The strips of every slot with a longitude strip (the located providers), by strip number; ties in latitude by slot. */
export function longitudeStrips(columns: Columns): Map<number, Strip> {
  const slotsByStrip = new Map<number, number[]>();
  for (let slot = 0; slot < columns.size; slot++) {
    const index = columns.longitudeStrip[slot]!;
    if (Number.isNaN(index)) continue;
    const list = slotsByStrip.get(index);
    if (list) list.push(slot);
    else slotsByStrip.set(index, [slot]);
  }
  const strips = new Map<number, Strip>();
  for (const [index, slots] of slotsByStrip)
    strips.set(
      index,
      strip(
        slots.sort((a, b) => columns.latitude[a]! - columns.latitude[b]! || a - b),
        columns,
      ),
    );
  return strips;
}

function strip(slots: readonly number[], columns: Columns): Strip {
  const G = STRIP_GEOMETRY;
  const geometry = new Float64Array(slots.length * G.width);
  for (const [i, slot] of slots.entries()) {
    geometry[i * G.width + G.latitude] = columns.latitude[slot]!;
    geometry[i * G.width + G.longitude] = columns.longitude[slot]!;
    geometry[i * G.width + G.unitX] = columns.unitX[slot]!;
    geometry[i * G.width + G.unitY] = columns.unitY[slot]!;
    geometry[i * G.width + G.unitZ] = columns.unitZ[slot]!;
  }
  return { slots: Int32Array.from(slots), geometry };
}
