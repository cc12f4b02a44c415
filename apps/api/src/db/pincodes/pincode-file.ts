/** One PIN code of the committed data file: district, state, post-office names and mean position. */
export interface PincodeRecord {
  pincode: string;
  district: string;
  state: string;
  places: string[];
  lat: number | null;
  lng: number | null;
}

/** First line of the file; lines starting with # are comments. */
export const PINCODE_FILE_HEADER =
  '# India PIN codes from GeoNames (https://www.geonames.org/), CC BY 4.0. Columns: pincode, district, state, lat, lng, places (| separated)';

export const formatPincodeLine = (r: PincodeRecord): string =>
  [r.pincode, r.district, r.state, r.lat ?? '', r.lng ?? '', r.places.join('|')].join('\t');

const coordinate = (s: string | undefined): number | null => (s ? Number(s) : null);

/** Parses the file's text; malformed lines are skipped. */
export function parsePincodeFile(text: string): PincodeRecord[] {
  const records: PincodeRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [pincode, district, state, lat, lng, places] = line.split('\t');
    if (!pincode || !district || !state) continue;
    records.push({
      pincode,
      district,
      state,
      places: places ? places.split('|') : [],
      lat: coordinate(lat),
      lng: coordinate(lng),
    });
  }
  return records;
}
