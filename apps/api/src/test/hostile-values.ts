/**
 * Values a hostile client sends, and a seeded generator that picks among them, so a fuzz run is the
 * same run every time and a failure can be replayed.
 */

/** mulberry32: a tiny, well-mixed 32-bit generator; enough to sample test inputs reproducibly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** `count` distinct items (all of them when there are fewer). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(...pool.splice(Math.floor(next() * pool.length), 1));
    return out;
  };
  return { next, pick, sample };
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
  '__proto__',
  'constructor',
  'toString',
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
