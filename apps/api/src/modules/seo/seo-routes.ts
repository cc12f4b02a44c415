import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { siteUrl } from '../../lib/site-url';
import { selectSitemapProviders } from './seo-queries';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap';

const HOUR = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt at the site root (not API routes, so not in the OpenAPI document). */
export const seoRoutes: FastifyPluginAsync<AppContext> = async (app, { database, providers, config }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const rows = await selectSitemapProviders(database.db);
    const urls = sitemapUrls(rows, (city) => providers.knownCity(city) ?? city);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', HOUR)
      .send(sitemapXml(siteUrl(config, request), urls));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', HOUR)
      .send(robotsTxt(siteUrl(config, request))),
  );
};
