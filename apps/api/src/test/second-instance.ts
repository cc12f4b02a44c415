import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type Database } from '../db/client';
import type { TestApp } from './test-app';

/**
 * Another app on the same database, as a second API process would run. On PostgreSQL it has its
 * own connections (its own pool and LISTEN clients); PGlite is one in-process database, so there it
 * shares the handle, and notifications still reach both apps.
 */
export async function secondInstance(
  t: TestApp,
  deps: Pick<AppDeps, 'now' | 'outboundAgent'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database | undefined;
  if (url) {
    const rows = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const u = new URL(url);
    u.pathname = `/${rows.rows[0]?.name}`;
    database = await openDatabase({ databaseUrl: u.toString() });
  }
  const app = await buildApp(t.config, { database: database ?? t.database, ...deps });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
