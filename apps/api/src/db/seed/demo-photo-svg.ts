import { paletteFor } from './demo-palette';
import {
  background,
  bubbles,
  DISPLAY_HEIGHT,
  DISPLAY_WIDTH,
  escapeXml,
  FONT,
  motif,
  PROFILE_SIZE,
  svg,
} from './demo-svg-parts';

/** What a generated photo shows. */
export interface PhotoSubject {
  username: string;
  businessName: string;
  industry: string;
  category: string;
  categoryLabel: string;
  area: string;
  city: string;
}

const STOP_WORDS = new Set(['dr', 'the', 'and', 'by', 'of', 'co']);

/** 'Dr. Meera Iyer — Smile Dental Care' → 'MI'; 'The Hair Lounge' → 'HL'; '32 Pearls Dental Studio' → 'PD'. */
export function initialsOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => /^[A-Za-z]/.test(w) && !STOP_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** Profile photo: initials over the category gradient, the motif small beneath them. */
export function profileSvg(subject: PhotoSubject): string {
  const s = PROFILE_SIZE;
  const palette = paletteFor(subject.industry, subject.category);
  const initials = escapeXml(initialsOf(subject.businessName));
  return svg(
    s,
    s,
    background(palette, s, s) +
      bubbles(subject.username, s, s, 3) +
      `<text x="${s / 2}" y="232" text-anchor="middle" ${FONT} font-weight="700" font-size="136" fill="#fff" letter-spacing="2">${initials}</text>` +
      motif(subject.industry, subject.category, s / 2 - 26, 272, 52, 0.85),
  );
}

/** Splits text into lines of about `width` characters at spaces; two lines are balanced, not greedy. */
function wrap(text: string, width: number): string[] {
  const words = text.split(' ');
  if (text.length <= width) return [text];
  let best: string[] | undefined;
  for (let i = 1; i < words.length; i += 1) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...pair.map((line) => line.length));
    if (longest <= width && (!best || longest < Math.max(...best.map((line) => line.length)))) best = pair;
  }
  if (best) return best;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A name's lines: 'Dr. Meera Iyer — Smile Dental Care' breaks at the dash, which the photo leaves out. */
const nameLines = (name: string, width: number): string[] => name.split(' — ').flatMap((part) => wrap(part, width));

/** First display photo: the business name, category and locality over a patterned gradient. */
export function namedDisplaySvg(subject: PhotoSubject): string {
  const [w, h] = [DISPLAY_WIDTH, DISPLAY_HEIGHT];
  const palette = paletteFor(subject.industry, subject.category);
  const lines = nameLines(subject.businessName, 26);
  const long = lines.length > 2;
  const [fontSize, lineHeight] = long ? [38, 46] : [48, 58];
  if (long) lines.splice(0, lines.length, ...nameLines(subject.businessName, 34).slice(0, 3));
  const locationY = h - 56;
  const firstLineY = locationY - 52 - (lines.length - 1) * lineHeight;
  const name = lines
    .map(
      (line, i) =>
        `<text x="64" y="${firstLineY + i * lineHeight}" ${FONT} font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(
    w,
    h,
    background(palette, w, h) +
      bubbles(subject.username, w, h, 6) +
      `<circle cx="720" cy="230" r="170" fill="#fff" fill-opacity="0.16"/>` +
      `<circle cx="720" cy="230" r="196" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>` +
      motif(subject.industry, subject.category, 720 - 116, 230 - 116, 232) +
      `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#shade)"/>` +
      `<text x="64" y="${firstLineY - fontSize - 10}" ${FONT} font-weight="700" font-size="20" letter-spacing="4" fill="#fff" fill-opacity="0.9">${escapeXml(subject.categoryLabel.toUpperCase())}</text>` +
      name +
      `<text x="64" y="${locationY}" ${FONT} font-size="26" fill="#fff" fill-opacity="0.92">${escapeXml(`${subject.area}, ${subject.city}`)}</text>`,
  );
}
