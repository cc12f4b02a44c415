import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { startServer, type StartingServer } from './start-server';
import { openTestDatabase } from './test/test-database';
import { TEST_JWT_SECRET } from './test/test-app';

let dataDir = '';
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kataar-start-'));
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
  });
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A database whose migration waits until the test releases it. */
function heldMigration() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let began = () => {};
  const migrating = new Promise<void>((resolve) => (began = resolve));
  const open = async (): Promise<Database> => {
    const database = await openTestDatabase();
    return {
      ...database,
      migrate: async () => {
        began();
        await held;
        await database.migrate();
      },
    };
  };
  return { open, migrating, release };
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

/** One GET on a connection of its own, so nothing is kept open when the server closes. */
function get(base: string, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }),
        );
      })
      .on('error', reject);
  });
}

async function baseOf(starting: StartingServer): Promise<string> {
  await starting.listening;
  return `http://127.0.0.1:${(starting.server.address() as AddressInfo).port}`;
}

describe('a starting server', () => {
  it('listens before it migrates, is not ready and asks callers to come back until the app serves', async () => {
    const database = heldMigration();
    const starting = startServer({ config, openDatabase: database.open, log: { info: () => undefined } });
    const base = await baseOf(starting);
    await database.migrating;

    expect(await get(base, '/readyz')).toMatchObject({ status: 503, body: { status: 'starting' } });
    expect(await get(base, '/healthz')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(await get(base, '/v1/api/provider/cities')).toEqual({
      status: 503,
      retryAfter: '5',
      body: { message: 'Kataar is starting' },
    });

    database.release();
    const running = await starting.started;
    try {
      expect(await get(base, '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect(await get(base, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await get(base, '/v1/api/provider/cities')).toMatchObject({ status: 200, body: { data: [] } });
    } finally {
      await running.app.close();
      await running.database.close();
    }
    // Closing the app closed the server it was handed.
    expect(starting.server.listening).toBe(false);
  });
});
