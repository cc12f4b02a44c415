import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { PageRenderer } from '../../lib/static-files';
import { siteUrl } from '../../lib/site-url';
import { IndexTemplate } from './index-template';
import { metaTags } from './meta-tags';
import { pageMeta, type ProviderLookup } from './page-meta';

export interface PageRendererDeps {
  providers: ProviderLookup;
  /** PUBLIC_URL and the port, for absolute URLs in canonical and Open Graph tags. */
  site: Pick<Config, 'publicUrl' | 'port'>;
}

/**
 * Serves the app shell with the page's own title, description and Open Graph tags, so link
 * previews and crawlers that run no JavaScript see what the page is. Reads come from the in-memory
 * provider model; no query per page view.
 */
export function createPageRenderer({ providers, site }: PageRendererDeps): PageRenderer {
  const templates = new Map<string, IndexTemplate>();
  return async (request: FastifyRequest, indexFile: string) => {
    let template = templates.get(indexFile);
    if (!template) {
      template = new IndexTemplate(indexFile);
      templates.set(indexFile, template);
    }
    const path = request.url.split('?')[0] ?? '/';
    const meta = pageMeta(path, providers);
    const html = await template.render(metaTags(meta, siteUrl(site, request), path));
    return { statusCode: meta.statusCode, html };
  };
}
