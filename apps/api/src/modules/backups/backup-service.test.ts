import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { runBackupCommand } from './backup-command';
import { startBackupService, type BackupService } from './backup-service';
import { openEmbeddedServer, tempDataDir, type EmbeddedServer } from './backup-test-helpers';
import { controlSocketPath } from './control-socket';
import type { Timers } from './nightly-schedule';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** Timers the test fires by hand, so the nightly backup runs without waiting for the night. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let ids = 0;
  const timers: Timers = {
    set(fn, ms) {
      pending.set(++ids, { fn, ms });
      return ids;
    },
    clear(id) {
      pending.delete(id as number);
    },
  };
  return { timers, pending };
}

describe('backups while the server runs', () => {
  let server: EmbeddedServer;
  let service: BackupService;
  const { log, lines } = capturedLog();
  let clock = new Date('2026-11-27T20:59:59.000Z');
  const { timers, pending } = manualTimers();

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    service = await startBackupService(dataDirConfig(dataDir), { now: () => clock, timers });
    server = await openEmbeddedServer(dataDir);
    service.serve(server.database, log);
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });

  it('answers `npm run backup` over DATA_DIR/control.sock (mode 0600) while the app keeps answering', async () => {
    const socket = controlSocketPath(server.config.dataDir);
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
    const backup = runBackupCommand(server.config);
    let done = false;
    backup.then(
      () => (done = true),
      () => (done = true),
    );
    // The app answers all along; a request needing the database waits at most for the dump itself.
    // Each pause lets the socket's I/O run: injected requests alone never leave the microtask queue.
    const answers: number[] = [];
    while (!done && answers.length < 2000) {
      answers.push((await server.app.inject({ url: '/healthz' })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const result = await backup;
    expect(result.takenBy).toBe('server');
    expect(path.dirname(result.path)).toBe(path.join(server.config.dataDir, 'backups'));
    expect((await stat(result.path)).size).toBe(result.bytes);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'backup written',
        path: result.path,
        bytes: result.bytes,
        ms: expect.any(Number),
      }),
    );
  });

  it('takes the nightly backup at 02:30 in India', async () => {
    expect([...pending.values()].map((t) => t.ms)).toEqual([1000]);
    clock = new Date('2026-11-27T21:00:00.000Z');
    const [id, timer] = [...pending][0] ?? [];
    if (id === undefined || !timer) throw new Error('nothing scheduled');
    pending.delete(id);
    timer.fn();
    const file = path.join(server.config.dataDir, 'backups', 'kataar-2026-11-28T023000+0530.tar.gz');
    await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
    // The next night is already waited for.
    await expect.poll(() => [...pending.values()].map((t) => t.ms), { timeout: 5000 }).toEqual([24 * 3_600_000]);
  });

  it('keeps a second process from opening the same data directory', async () => {
    await expect(startBackupService(dataDirConfig(server.config.dataDir))).rejects.toThrow(/already has .* open/);
  });

  it('logs a failed backup and answers its error', async () => {
    const failing = await tempDataDir();
    const other = await startBackupService(dataDirConfig(failing));
    try {
      other.serve({ ...server.database, dump: () => Promise.reject(new Error('no space left')) }, log);
      await expect(runBackupCommand(dataDirConfig(failing))).rejects.toThrow(/no space left/);
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'backup failed' }));
    } finally {
      await other.close();
    }
  });
});

const dataDirConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('the control socket', () => {
  it('answers that the server is starting until the database is ready', async () => {
    const dataDir = await tempDataDir();
    const service = await startBackupService(dataDirConfig(dataDir));
    try {
      await expect(runBackupCommand(dataDirConfig(dataDir))).rejects.toThrow(/starting/);
    } finally {
      await service.close();
    }
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  });

  it('is taken over from a server that died without removing it', async () => {
    const dataDir = await tempDataDir();
    const socket = controlSocketPath(dataDir);
    // A process that listens on the socket and is killed on the spot leaves the file behind.
    const dead = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => dead.on('exit', resolve));
    expect(existsSync(socket)).toBe(true);
    const service = await startBackupService(dataDirConfig(dataDir));
    await service.close();
  });
});

describe('npm run backup with the server stopped', () => {
  // Opens PGlite three times; on PostgreSQL runs, which have no PGlite template, it creates it first.
  it('opens the data directory itself and takes the backup with the same code', async () => {
    const dataDir = await tempDataDir();
    const server = await openEmbeddedServer(dataDir);
    await server.close();
    const result = await runBackupCommand(server.config);
    expect(result.takenBy).toBe('this process');
    expect(result.manifest.migrations).toBeGreaterThan(0);
    expect(await readdir(path.join(dataDir, 'backups'))).toEqual([path.basename(result.path)]);
    // The data directory is released: the server opens it again.
    const again = await openEmbeddedServer(dataDir);
    await again.close();
  }, 120_000);

  it('says there is nothing to back up in a DATA_DIR without a database', async () => {
    const dataDir = await tempDataDir();
    await expect(runBackupCommand(dataDirConfig(dataDir))).rejects.toThrow(/no database/i);
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe('on PostgreSQL (DATABASE_URL set)', () => {
  const postgres = (dataDir: string) => dataDirConfig(dataDir, { DATABASE_URL: 'postgres://localhost:5432/kataar' });

  it('npm run backup refuses and points to the database’s own tools', async () => {
    const dataDir = await tempDataDir();
    await expect(runBackupCommand(postgres(dataDir))).rejects.toThrow(/pg_dump.*point-in-time recovery/s);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('the server has no control socket and no nightly backup', async () => {
    const dataDir = await tempDataDir();
    const { timers, pending } = manualTimers();
    const service = await startBackupService(postgres(dataDir), { timers });
    const { log } = capturedLog();
    service.serve(unusedDatabase(), log);
    expect(pending.size).toBe(0);
    expect(await readdir(dataDir)).toEqual([]);
    await service.close();
  });
});

/** A database the PostgreSQL service must never touch: every use throws. */
function unusedDatabase() {
  return new Proxy({} as Parameters<BackupService['serve']>[0], {
    get() {
      throw new Error('the database was used');
    },
  });
}
