import type { Prng } from './prng';

/** A 10-digit Indian mobile number (starts 6-9), as the join and application forms accept. */
export function indianMobile(prng: Prng): string {
  let number = String(prng.pick([9, 9, 9, 8, 8, 7, 6]));
  while (number.length < 10) number += String(prng.int(0, 9));
  return number;
}
