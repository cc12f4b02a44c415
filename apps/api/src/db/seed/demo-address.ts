import type { DemoLocality } from './demo-cities';
import type { Prng } from './prng';

const BUILDING_PREFIXES = [
  'Sai',
  'Shree',
  'Lakshmi',
  'Ganesh',
  'Sunrise',
  'Green',
  'Royal',
  'Orchid',
  'Crystal',
  'Silver Oak',
  'Krishna',
  'Pearl',
];
const BUILDING_SUFFIXES = [
  'Arcade',
  'Plaza',
  'Heights',
  'Complex',
  'Chambers',
  'Towers',
  'Residency',
  'Square',
  'Enclave',
];
const FLOORS = ['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor'];

export interface DemoAddress {
  line1: string;
  line2: string | null;
}

/** A street address in the locality: a shop or floor in a named building on one of its streets. */
export function demoAddress(prng: Prng, locality: DemoLocality): DemoAddress {
  const street = prng.pick(locality.streets);
  const building = `${prng.pick(BUILDING_PREFIXES)} ${prng.pick(BUILDING_SUFFIXES)}`;
  const style = prng.int(0, 2);
  const line1 =
    style === 0
      ? `Shop No. ${prng.int(1, 24)}, ${building}, ${street}`
      : style === 1
        ? `No. ${prng.int(3, 420)}, ${prng.pick(FLOORS)}, ${street}`
        : `Unit ${prng.int(1, 9)}${prng.pick(['A', 'B', 'C'])}, ${building}, ${street}`;
  const line2 = prng.chance(0.1) ? null : `${prng.pick(['Near', 'Near', 'Opp.', 'Beside'])} ${locality.landmark}`;
  return { line1, line2 };
}
