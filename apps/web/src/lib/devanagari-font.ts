import fontUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * Hindi needs a Devanagari font that phones may lack or draw poorly. It is fetched only once
 * Hindi is chosen: preloaded at once (the page's text waits on it) and declared by the package's
 * CSS for the Devanagari range alone, so Latin text keeps its own font.
 */
let loading: Promise<unknown> | null = null;

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
  ]);
  return loading;
}
