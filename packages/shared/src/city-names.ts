/**
 * Indian cities go by more than one name: renamed cities keep their old names in everyday speech
 * (Bangalore, Bombay) and some have two common spellings. Each row holds one city's names, the
 * official one first. The city picker and the search's city detection read this one table.
 */
export const CITY_NAMES: readonly (readonly string[])[] = [
  ['Bengaluru', 'Bangalore'],
  ['Mumbai', 'Bombay'],
  ['Navi Mumbai', 'New Bombay'],
  ['Kolkata', 'Calcutta'],
  ['Chennai', 'Madras'],
  ['Pune', 'Poona'],
  ['Delhi', 'New Delhi'],
  ['Gurugram', 'Gurgaon'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Vadodara', 'Baroda'],
  ['Mysuru', 'Mysore'],
  ['Kochi', 'Cochin'],
  ['Varanasi', 'Benares', 'Banaras', 'Kashi'],
  ['Puducherry', 'Pondicherry', 'Pondy'],
  ['Prayagraj', 'Allahabad'],
  ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
  ['Mangaluru', 'Mangalore'],
  ['Belagavi', 'Belgaum'],
  ['Hubballi', 'Hubli'],
  ['Kalaburagi', 'Gulbarga'],
  ['Shivamogga', 'Shimoga'],
  ['Tumakuru', 'Tumkur'],
  ['Kozhikode', 'Calicut'],
  ['Thrissur', 'Trichur'],
  ['Kollam', 'Quilon'],
  ['Kannur', 'Cannanore'],
  ['Tiruchirappalli', 'Trichy', 'Tiruchi'],
  ['Thoothukudi', 'Tuticorin'],
  ['Udhagamandalam', 'Ooty', 'Ootacamund'],
  ['Ahmedabad', 'Amdavad'],
  ['Bhubaneswar', 'Bhubaneshwar'],
  ['Guwahati', 'Gauhati'],
  ['Shimla', 'Simla'],
  ['Kanpur', 'Cawnpore'],
  ['Nashik', 'Nasik'],
  ['Thane', 'Thana'],
  ['Panaji', 'Panjim'],
  ['Chhatrapati Sambhajinagar', 'Aurangabad'],
];

/** Compares names without case, accents, spaces or punctuation: "navi mumbai" is "Navi-Mumbai". */
export const placeKey = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const rowByKey = new Map<string, readonly string[]>(CITY_NAMES.flatMap((row) => row.map((n) => [placeKey(n), row])));

/** Every name of `city`, its own spelling first; just `city` when the table does not know it. */
export function cityNames(city: string): readonly string[] {
  const row = rowByKey.get(placeKey(city));
  return row ? [city, ...row.filter((n) => placeKey(n) !== placeKey(city))] : [city];
}

/** The official name for any of a city's names ("Bombay" → "Mumbai"); unknown names unchanged. */
export const officialCityName = (name: string): string => rowByKey.get(placeKey(name))?.[0] ?? name;

/** Whether two names stand for the same city ("Bangalore" and "bengaluru"). */
export const sameCity = (a: string, b: string): boolean =>
  placeKey(officialCityName(a)) === placeKey(officialCityName(b));

/**
 * The name of `city` that holds what the visitor typed, its own spelling preferred; undefined when
 * none does. "bangalore" finds Bengaluru through its old name.
 */
export function cityNameMatching(city: string, typed: string): string | undefined {
  const key = placeKey(typed);
  return cityNames(city).find((name) => placeKey(name).includes(key));
}
