import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCompressor } from './page-compression';

const page = (n: number) => `<!doctype html><html lang="hi-IN"><p>पृष्ठ ${n}</p>${'<li>row</li>'.repeat(200)}</html>`;

describe('page compression', () => {
  it('compresses a page in the asked encoding', async () => {
    const compress = createPageCompressor();
    expect(brotliDecompressSync(await compress('br', page(1))).toString('utf8')).toBe(page(1));
    expect(gunzipSync(await compress('gzip', page(1))).toString('utf8')).toBe(page(1));
  });

  it('compresses the same page once, and keeps only the most recently sent pages', async () => {
    const compress = createPageCompressor(2);
    const first = await compress('br', page(1));
    expect(await compress('br', page(1))).toBe(first);
    await compress('br', page(2));
    expect(await compress('br', page(1))).toBe(first);
    // Page 1 went out after page 2 did, so a third page pushes out page 2.
    await compress('br', page(3));
    expect(await compress('br', page(1))).toBe(first);
    const second = await compress('br', page(2));
    expect(await compress('br', page(2))).toBe(second);
    await compress('br', page(3));
    expect(await compress('br', page(1))).not.toBe(first);
  });
});
