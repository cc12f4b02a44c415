/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, substitutions
 * and swaps of two neighbouring letters each cost one, so "dentst" and "detnist" are both one
 * edit from "dentist". Stops early and answers `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows: the one before last (for swaps), the last, and the one being filled.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = last;
    last = row;
  }
  return Math.min(last[b.length]!, max + 1);
}

/** How many slips a word may hold and still match: none in short words, two in long ones. */
export const allowedSlips = (word: string): number => (word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2);
