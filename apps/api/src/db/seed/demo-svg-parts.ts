// Building blocks shared by the generated demo photos (SVG, rendered by sharp's librsvg).
import { motifFor } from './demo-motifs';
import type { Palette } from './demo-palette';
import { createPrng, hashString } from './prng';

export const PROFILE_SIZE = 400;
export const DISPLAY_WIDTH = 960;
export const DISPLAY_HEIGHT = 640;
export const FONT = 'font-family="sans-serif"';

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Diagonal gradient from the deep colour (bottom left) to the light one (top right). */
export const background = (palette: Palette, width: number, height: number): string =>
  `<defs><linearGradient id="bg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${palette.deep}"/>` +
  `<stop offset="1" stop-color="${palette.light}"/></linearGradient>` +
  `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;

/** The category motif in white line art, `size` pixels square, top-left corner at (x, y). */
export const motif = (industry: string, category: string, x: number, y: number, size: number, opacity = 0.95): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="#fff" stroke-opacity="${opacity}" ` +
  `stroke-width="${size > 120 ? 1.3 : 1.8}" stroke-linecap="round" stroke-linejoin="round">${motifFor(industry, category)}</g>`;

/** Soft translucent circles and rings placed by a generator seeded from `seed`. */
export function bubbles(seed: string, width: number, height: number, count: number): string {
  const prng = createPrng(hashString(seed));
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = prng.int(0, width);
    const cy = prng.int(0, height);
    const r = prng.int(Math.round(height / 10), Math.round(height / 2.4));
    out += prng.chance(0.7)
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + prng.next() * 0.08).toFixed(2)}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="${prng.int(2, 6)}" stroke-opacity="0.16"/>`;
  }
  return out;
}
