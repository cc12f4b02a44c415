import { createPrng } from '../db/seed/prng';

/**
 * Values a hostile client sends, and a seeded generator that picks among them, so a fuzz run is the
 * same run every time and a failure can be replayed.
 */

/** The demo seed's generator, with `sample`: `count` distinct items (all of them when there are fewer). */
export function seededRandom(seed: number) {
  const prng = createPrng(seed);
  const sample = <T>(items: readonly T[], count: number): T[] => prng.shuffle(items).slice(0, count);
  return { next: prng.next, pick: prng.pick, sample };
}

export type Random = ReturnType<typeof seededRandom>;

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1) });

/** Strings that have broken text handling somewhere: control characters, sizes, encodings, keys. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'Asha\u0000Kulkarni',
  '\u0001\u0002\u0003',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  'next-line\u0085',
  'line\u2028separator',
  'two\r\nlines',
  'tab\there',
  'x'.repeat(100_000),
  '',
  '   ',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'https://kataar.test/a\u0000.png',
  '/uploads/u/\u0001.webp',
  '%00',
  '%',
  '\ud800',
  '\ufeffbom',
  '😀'.repeat(40),
  // Every name a plain object inherits, for lookups in objects keyed by what a client sends.
  ...Object.getOwnPropertyNames(Object.prototype),
  // Days and instants that overflow the database's calendar.
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
];

/** Values of every JSON type, for fields that expect some other type. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  [],
  ['a', 'b'],
  [null],
  {},
  nested(60),
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  { constructor: { prototype: { isAdmin: true } } },
];

/** Path and query values: what fits in a URL, percent-encoded with `encodeHostile`. */
export const HOSTILE_URL_VALUES: readonly string[] = HOSTILE_STRINGS.map((s) =>
  s.length > 1000 ? 'y'.repeat(5000) : s,
);

/** Percent-encodes a value; a lone surrogate becomes the bytes it would have in (invalid) UTF-8. */
export function encodeHostile(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

/** Whole request bodies that are not an object, or not JSON at all. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  'null',
  '[]',
  '[{}]',
  '"text"',
  '0',
  'true',
  '{',
  '{"a":1,}',
  ' ',
  '\u0000',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ a: 'z'.repeat(1_100_000) }),
];

/** A body sent under a content type the route does not expect. */
export const HOSTILE_CONTENT_TYPES: readonly { type: string; body: string }[] = [
  { type: 'text/plain', body: '{"a":1}' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { type: 'application/xml', body: '<a>1</a>' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'multipart/form-data', body: 'no boundary' },
  {
    type: 'multipart/form-data; boundary=fuzz',
    body: [
      '--fuzz',
      'Content-Disposition: form-data; name="file"; filename="a\u0000.png"',
      'Content-Type: image/png',
      '',
      '\u0089PNG\r\n\u001a\n not really',
      '--fuzz--',
      '',
    ].join('\r\n'),
  },
];
