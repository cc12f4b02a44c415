import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@kataar/shared/messages';
import { PDF_TYPE, isPdfUrl } from '@kataar/shared/upload';
import { createPageCompressor } from './page-compression';
import { UPLOADS_URL_PREFIX } from './storage';

interface StaticOptions {
  uploadsRoot: string | undefined;
  webDist: string | undefined;
  apiPrefix: string;
  /** Renders the app shell for a page (its own title and meta tags); without it index.html goes out as built. */
  renderPage?: PageRenderer | undefined;
}

/** The HTML of a page of the web app, from the built index.html at `indexFile`. */
export type PageRenderer = (
  request: FastifyRequest,
  indexFile: string,
) => Promise<{ statusCode: number; html: string }>;

const YEAR_SECONDS = 365 * 24 * 3600;
/** `.js`, `.php`, `.tar.gz`; a city such as 'St. Thomas Mount' in a listing path is not a file. */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * A path the web app's router may own: no file extension and no dot-file or dot-directory
 * segment, judged after percent-decoding. Anything else that is not a real file is a 404, so a
 * probe for `/.env`, `/.git/config` or `/backup.sql` never gets a 200 that looks like a hit.
 */
function isNavigationPath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const segments = decoded.split(/[/\\]/);
  return !segments.some((s) => s.startsWith('.')) && !FILE_EXTENSION.test(segments.at(-1) ?? '');
}

/**
 * Serves stored files under /uploads/ and the built web app with history-API fallback, so one
 * process is the whole product. Unknown API paths still answer JSON 404s.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  if (options.uploadsRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.uploadsRoot),
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      // Stored files never change under a given name, so browsers may keep them.
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
      // A stored PDF (a PAN card, a licence) is only ever downloaded: a browser never renders it in
      // a page of ours, and never guesses another type for it.
      setHeaders(reply, filePath) {
        if (!isPdfUrl(filePath)) return;
        reply.header('content-type', PDF_TYPE);
        reply.header('content-disposition', 'attachment');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }
  const dist = options.webDist ? path.resolve(options.webDist) : undefined;
  const hasWebApp = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  if (hasWebApp)
    await app.register(fastifyStatic, {
      root: dist,
      // The build writes .br and .gz beside every text asset; send them to browsers that accept them.
      preCompressed: true,
      // Files are looked up per request, so a rebuild under a running server serves its new assets.
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  const compress = createPageCompressor();
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (!options.renderPage || !dist) return reply.sendFile('index.html', dist);
    const page = await options.renderPage(request, path.join(dist, 'index.html'));
    reply.status(page.statusCode).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    // Pages carry their first screen's markup (seo/first-screen.ts): compressed, a phone gets it in
    // a fifth of the bytes, and its first paint waits on them.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await compress('br', page.html));
    if (/\bgzip\b/.test(accepted))
      return reply.header('content-encoding', 'gzip').send(await compress('gzip', page.html));
    return reply.send(page.html);
  };
  // No file of the web app lives under the API's prefix: an unknown API path is the API's JSON 404,
  // never a file lookup (which answers 403 for a name longer than the file system allows).
  if (hasWebApp)
    app.all(`${options.apiPrefix}/*`, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  // The root is a directory to the static handler, which would refuse it; it is the home page.
  if (hasWebApp) app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith(options.apiPrefix) &&
      !url.startsWith(UPLOADS_URL_PREFIX) &&
      isNavigationPath(url);
    if (!isPage || !hasWebApp) return reply.status(404).send({ message: MESSAGES.routeNotFound });
    return sendIndex(request, reply);
  });
}
