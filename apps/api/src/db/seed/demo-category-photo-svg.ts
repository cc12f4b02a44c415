import { paletteFor } from './demo-palette';
import { background, DISPLAY_HEIGHT, DISPLAY_WIDTH, motif, svg } from './demo-svg-parts';

/** Second and third display photos, shared by a category: a motif pattern, or waves with one big motif. */
export function categoryDisplaySvg(industry: string, category: string, variant: 2 | 3): string {
  const [w, h] = [DISPLAY_WIDTH, DISPLAY_HEIGHT];
  const palette = paletteFor(industry, category);
  if (variant === 2) {
    let tiles = '';
    for (let row = 0; row < 6; row += 1) {
      for (let col = 0; col < 9; col += 1) {
        tiles += motif(industry, category, col * 112 + (row % 2) * 56 + 12, row * 112 + 20, 40, 0.22);
      }
    }
    return svg(
      w,
      h,
      background(palette, w, h) +
        tiles +
        `<circle cx="${w / 2}" cy="${h / 2}" r="150" fill="${palette.deep}" fill-opacity="0.9"/>` +
        `<circle cx="${w / 2}" cy="${h / 2}" r="150" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>` +
        motif(industry, category, w / 2 - 90, h / 2 - 90, 180),
    );
  }
  const wave = (y: number, amp: number, opacity: number): string =>
    `<path d="M0 ${y} C ${w * 0.25} ${y - amp}, ${w * 0.5} ${y + amp}, ${w * 0.75} ${y} S ${w} ${y - amp}, ${w} ${y} V ${h} H 0 Z" fill="#fff" fill-opacity="${opacity}"/>`;
  const [cx, cy] = [w * 0.66, h * 0.4];
  return svg(
    w,
    h,
    background(palette, w, h) +
      `<circle cx="${w * 0.16}" cy="${h * 0.22}" r="70" fill="#fff" fill-opacity="0.1"/>` +
      `<circle cx="${w * 0.3}" cy="${h * 0.12}" r="26" fill="#fff" fill-opacity="0.14"/>` +
      `<circle cx="${cx}" cy="${cy}" r="210" fill="#fff" fill-opacity="0.08"/>` +
      `<circle cx="${cx}" cy="${cy}" r="150" fill="#fff" fill-opacity="0.16"/>` +
      wave(h * 0.7, 50, 0.1) +
      wave(h * 0.8, 40, 0.14) +
      wave(h * 0.9, 30, 0.2) +
      motif(industry, category, cx - 100, cy - 100, 200),
  );
}
