import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createLocalStorage } from '../lib/storage';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { openTestDatabase } from './test-database';

/** Signs the tokens of every test app (tests may sign their own with it, e.g. an expired one). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real, empty, migrated database. `prepare` runs before the app is built, so
 * whatever it inserts is already in the read models.
 */
export async function createTestApp(
  prepare?: (database: Database) => Promise<void>,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'now' | 'outboundAgent' | 'logStream' | 'readiness'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kataar-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const database = await openTestDatabase();
  await prepare?.(database);
  const app = await buildApp(config, {
    database,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    ...deps,
  });
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

export interface TestAppWithMail extends TestApp {
  /** The SMTP server the app mails to; it holds every mail sent, e.g. login codes. */
  mail: MailCatcher;
}

/** A test app that mails to its own SMTP catcher; closing it closes both. */
export async function createTestAppWithMail(
  prepare?: (database: Database) => Promise<void>,
  env: Record<string, string> = {},
): Promise<TestAppWithMail> {
  const mail = await startMailCatcher();
  const t = await createTestApp(prepare, { SMTP_URL: mail.url, ...env });
  return {
    ...t,
    mail,
    async close() {
      await t.close();
      await mail.close();
    },
  };
}
