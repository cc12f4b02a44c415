import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createLocalStorage } from '../../lib/storage';
import { createTokens, resolveJwtSecret } from '../../lib/tokens';
import { resolveVapidKeys } from '../../lib/vapid-keys';

/** A fresh temporary directory to use as DATA_DIR. */
export const tempDataDir = () => mkdtemp(path.join(os.tmpdir(), 'kataar-backup-'));

export interface EmbeddedServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The app as `npm start` runs it on the embedded database: PGlite in DATA_DIR/db, images in
 * DATA_DIR/uploads, the session secret and Web Push keys generated into DATA_DIR. Backups are a
 * feature of this mode only, so these tests use PGlite even when the suite runs on PostgreSQL.
 */
export async function openEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_DATA: 'false' });
  config.jwtSecret = await resolveJwtSecret(config);
  config.vapid = await resolveVapidKeys(config);
  const database = await openEmbeddedDatabase(dataDir);
  const app = await buildApp(config, { database, storage: createLocalStorage(path.join(dataDir, 'uploads')) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** DATA_DIR/db as the server opens it, created from the migrated template when it is new. */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  const db = path.join(dataDir, 'db');
  // PostgreSQL runs have no PGlite template; migrate() then builds the schema.
  const template = existsSync(path.join(db, 'PG_VERSION')) ? '' : inject('pgliteTemplate');
  const database = await openDatabase({
    dataDir: db,
    loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
  });
  await database.migrate();
  return database;
}

/** A user and an access token signed with the server's own secret (the one a backup carries). */
export async function userWithToken(server: EmbeddedServer, email: string) {
  const [user] = await server.database.db.insert(users).values({ email, name: 'Asha' }).returning();
  if (!user || !server.config.jwtSecret) throw new Error('could not create the user');
  const access = await createTokens(server.config.jwtSecret).signAccess(user, randomUUID());
  return { ...user, headers: { authorization: `Bearer ${access}` } };
}

/** Uploads a small PNG as that user through the API and answers the stored image's URL. */
export async function uploadImage(app: FastifyInstance, headers: { authorization: string }): Promise<string> {
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 9, g: 120, b: 80 } } })
    .png()
    .toBuffer();
  const boundary = `----kataar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/uploads/',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { secure_url: string }).secure_url;
}
