import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../../test/provider-fixtures';
import { holdControlSocket } from './control-socket';
import { restoreBackup } from './restore-backup';
import {
  openEmbeddedServer,
  tempDataDir,
  uploadImage,
  userWithToken,
  type EmbeddedServer,
} from './backup-test-helpers';
import { takeBackup, type BackupResult } from './take-backup';

let source: string;
let backup: BackupResult;
let photo: string;
let username: string;
let headers: { authorization: string };

// One server with some data and an uploaded image, backed up once; every test restores that file.
beforeAll(async () => {
  source = await tempDataDir();
  const server = await openEmbeddedServer(source);
  try {
    const user = await userWithToken(server, 'asha@example.in');
    headers = user.headers;
    photo = await uploadImage(server.app, headers);
    username = (await insertProvider(server.database, { profilePhoto: photo, businessName: 'Asha Dental' })).username;
    backup = await takeBackup({ dataDir: source, database: server.database });
  } finally {
    await server.close();
  }
});

describe('a backup', () => {
  it('is one archive in DATA_DIR/backups whose manifest counts what it holds', () => {
    expect(path.dirname(backup.path)).toBe(path.join(source, 'backups'));
    expect(path.basename(backup.path)).toMatch(/^kataar-\d{4}-\d{2}-\d{2}T\d{6}\+0530\.tar\.gz$/);
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.manifest).toMatchObject({
      format: 1,
      counts: { users: 1, providers: 1 },
      uploads: { files: 2 },
      secrets: ['jwt-secret', 'vapid-keys.json'],
    });
    expect(backup.manifest.migrations).toBeGreaterThan(0);
  });
});

describe('restoring a backup into an empty DATA_DIR', () => {
  let target: string;
  let restored: EmbeddedServer;
  beforeAll(async () => {
    target = await tempDataDir();
    const result = await restoreBackup({ dataDir: target, file: backup.path });
    expect(result.manifest).toEqual(backup.manifest);
    restored = await openEmbeddedServer(target);
  });
  afterAll(() => restored.close());

  it('brings back the data', async () => {
    const res = await restored.app.inject({ url: `/v1/api/provider/${username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { business_name: 'Asha Dental', profile_photo: photo } });
  });

  it('brings back the uploaded image the data names', async () => {
    const res = await restored.app.inject({ url: photo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.equals(await readFile(path.join(source, photo)))).toBe(true);
  });

  it('brings back the generated secrets, so sessions and push subscriptions outlive the move', async () => {
    for (const file of ['jwt-secret', 'vapid-keys.json']) {
      expect(await readFile(path.join(target, file), 'utf8')).toBe(await readFile(path.join(source, file), 'utf8'));
    }
    const me = await restored.app.inject({ url: '/v1/api/auth/me/', headers });
    expect(me.statusCode).toBe(200);
  });

  it('leaves nothing behind but what the server uses', async () => {
    expect((await readdir(target)).sort()).toEqual(['db', 'jwt-secret', 'uploads', 'vapid-keys.json']);
  });
});

describe('restore refuses', () => {
  it('a DATA_DIR whose database already holds data, and changes nothing there', async () => {
    const dataDir = await tempDataDir();
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    await expect(restoreBackup({ dataDir, file: backup.path })).rejects.toThrow(
      /already holds a database.*empty data directory/,
    );
    expect(await readdir(dataDir)).toEqual(['db']);
    expect(await readdir(path.join(dataDir, 'db'))).toEqual(['PG_VERSION']);
  });

  it('a DATA_DIR with images or secrets of its own', async () => {
    const dataDir = await tempDataDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'x'.repeat(48));
    await expect(restoreBackup({ dataDir, file: backup.path })).rejects.toThrow(/jwt-secret/);
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  });

  it('while a server runs on that DATA_DIR', async () => {
    const dataDir = await tempDataDir();
    const running = await holdControlSocket(dataDir, async () => ({ ok: false, error: 'busy' }));
    try {
      await expect(restoreBackup({ dataDir, file: backup.path })).rejects.toThrow(/running/);
    } finally {
      await running.close();
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('a file that is not a backup', async () => {
    const dataDir = await tempDataDir();
    const file = path.join(dataDir, 'holiday.tar.gz');
    await writeFile(file, 'not an archive');
    await expect(restoreBackup({ dataDir, file })).rejects.toThrow(/not a Kataar backup/);
    expect(await readdir(dataDir)).toEqual(['holiday.tar.gz']);
  });

  it('a file that is not there', async () => {
    const dataDir = await tempDataDir();
    await expect(restoreBackup({ dataDir, file: path.join(dataDir, 'missing.tar.gz') })).rejects.toThrow(/No file at/);
  });
});
