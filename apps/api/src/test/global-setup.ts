import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { loadPincodes } from '../db/pincodes/load-pincodes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite dump every test file starts from (opens in ≈0.3 s instead of ≈2.4 s). */
    pgliteTemplate: string;
    /** On PostgreSQL runs: a migrated template database that test databases are cloned from. */
    pgTemplateDatabase: string;
    /** Name prefix of this run's test databases, so teardown drops exactly them. */
    pgTestPrefix: string;
  }
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * Migrates once per run. With TEST_DATABASE_URL set, tests run on PostgreSQL: a template database
 * is migrated here and every test file gets its own clone, dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const runId = `${process.pid}_${Date.now()}`;
    const template = `kataar_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = await openDatabase({ databaseUrl: adminUrl(url, template) });
    await database.migrate();
    // Every test database starts with the PIN codes, as a started server has them.
    await loadPincodes(database);
    await database.close();
    project.provide('pgTemplateDatabase', template);
    project.provide('pgTestPrefix', `kataar_test_${runId}`);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `kataar_test_${runId}_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'kataar-tpl-'));
  const database = await openDatabase({});
  await database.migrate();
  await loadPincodes(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDatabase', '');
  project.provide('pgTestPrefix', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
