import fontUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * Hindi needs a Devanagari font that phones may lack or draw poorly. It is fetched only once
 * Hindi is chosen: preloaded at once (the page's text waits on it) and declared by the package's
 * CSS for the Devanagari range alone, so Latin text keeps its own font.
 */
let loading: Promise<unknown> | null = null;

/**
 * How long the first Hindi frame waits for the font. A phone without Devanagari glyphs would
 * otherwise draw empty boxes until it arrives; a slow network gets the system font after this.
 */
const FONT_WAIT_MS = 1500;

/** Resolves when the font is ready to draw (or has failed, or the wait is over). */
function fontReady(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.race([
    Promise.all([
      document.fonts.load('400 1em "Noto Sans Devanagari"', 'अ'),
      document.fonts.load('600 1em "Noto Sans Devanagari"', 'अ'),
    ]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}

export function loadDevanagariFont(): Promise<unknown> {
  if (loading) return loading;
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'font';
  preload.type = 'font/woff2';
  preload.href = fontUrl;
  preload.crossOrigin = 'anonymous';
  document.head.append(preload);
  loading = Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
  ]).then(fontReady);
  return loading;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Devanagari, its extensions, the joiners and the dotted circle that Hindi text uses. */
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';
let declaredForDevanagariOnly = false;

/**
 * Devanagari on a page in English (Hindi typed into the search box), which a system without a
 * Devanagari font would draw as empty boxes. The font is declared for the Devanagari range alone,
 * as its file also draws Latin letters and the English page keeps its own; the browser fetches it
 * once it has such text to draw.
 */
export function loadDevanagariFontFor(text: string): void {
  // In Hindi the whole font is loaded already.
  if (loading || declaredForDevanagariOnly || !DEVANAGARI.test(text)) return;
  declaredForDevanagariOnly = true;
  const style = document.createElement('style');
  style.dataset.font = 'devanagari';
  style.textContent =
    `@font-face { font-family: 'Noto Sans Devanagari'; font-style: normal; font-weight: 400; font-display: swap; ` +
    `src: url(${fontUrl}) format('woff2'); unicode-range: ${DEVANAGARI_RANGE}; }`;
  document.head.append(style);
}
