import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

let counter = 0;

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL clone of the template database (dropped by global teardown).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${inject('pgTestPrefix')}_${process.pid}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplateDatabase')}"`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    return openDatabase({ databaseUrl: u.toString() });
  }
  const bytes = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([bytes]) });
}
