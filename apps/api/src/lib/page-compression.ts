import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const COMPRESS: Record<PageEncoding, (text: string) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain for a page of tens of kilobytes at a millisecond or two of CPU.
  br: (text) => promisify(brotliCompress)(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => promisify(gzip)(text),
};

/** How many distinct pages each encoding keeps compressed: the most recently sent ones. */
const PAGES_KEPT = 32;

/**
 * Compresses pages, keeping the latest ones compressed by their text. A page's first screen is
 * drawn once a second however many phones ask (seo/first-screen.ts), so the same HTML goes out
 * again and again: it is compressed once, not on every view.
 */
export function createPageCompressor(kept = PAGES_KEPT): (encoding: PageEncoding, html: string) => Promise<Buffer> {
  const pages: Record<PageEncoding, Map<string, Promise<Buffer>>> = { br: new Map(), gzip: new Map() };
  return (encoding, html) => {
    const latest = pages[encoding];
    const known = latest.get(html);
    // Taken out and put back: a Map iterates in insertion order, so the first key is the one sent longest ago.
    if (known) latest.delete(html);
    const compressed = known ?? COMPRESS[encoding](html);
    latest.set(html, compressed);
    if (latest.size > kept) latest.delete(latest.keys().next().value as string);
    if (!known) compressed.catch(() => latest.delete(html));
    return compressed;
  };
}
