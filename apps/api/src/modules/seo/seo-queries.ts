import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';

/** Every listed provider with what the sitemap needs (every provider row is listed). */
export const selectSitemapProviders = (db: Db) =>
  db
    .select({
      username: providers.username,
      industry: providers.industry,
      category: providers.category,
      city: providers.city,
      updatedAt: providers.updatedAt,
    })
    .from(providers)
    .orderBy(asc(providers.username));
export type SitemapProvider = Awaited<ReturnType<typeof selectSitemapProviders>>[number];
