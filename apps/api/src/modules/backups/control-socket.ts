import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { manifestSchema } from './backup-manifest';
import { BackupRefused } from './backup-refused';

/**
 * DATA_DIR/control.sock: whichever process has the embedded database open (the server, or a
 * backup or restore run from the command line) listens here. A PGlite data directory opened by two
 * processes at once is corrupted, so this socket is the lock on it, and the way to ask the server,
 * which alone may read its database, for a backup.
 */
export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, 'control.sock');

/** A Unix socket's path fits in 108 bytes on Linux, 104 on macOS, both counting a final NUL. */
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;
/** The one request there is, as a line. */
const BACKUP_REQUEST = 'backup';
const MAX_REQUEST_BYTES = 64;

export const controlAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    path: z.string(),
    bytes: z.number().int().min(0),
    ms: z.number().int().min(0),
    manifest: manifestSchema,
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ControlAnswer = z.infer<typeof controlAnswerSchema>;

export interface HeldControlSocket {
  /** Stops listening and removes the socket file: the data directory is free again. */
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock (mode 0600) and answers each `backup` request with `onBackup`.
 * Refuses when another process listens there; a socket file nobody listens on is what a process
 * that died left behind, and is replaced.
 */
export async function holdControlSocket(
  dataDir: string,
  onBackup: () => Promise<ControlAnswer>,
): Promise<HeldControlSocket> {
  const file = controlSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    throw new BackupRefused(
      `${file} is longer than the ${MAX_SOCKET_PATH_BYTES} bytes a Unix socket path may have; use a shorter DATA_DIR.`,
    );
  }
  await mkdir(path.dirname(file), { recursive: true });
  const state = await probe(file);
  if (state === 'held') {
    throw new BackupRefused(
      `Another Kataar process already has ${path.dirname(file)} open (a running server, or a backup or restore ` +
        'started from the command line). Stop it first, or wait for it to finish.',
    );
  }
  if (state === 'stale') await rm(file, { force: true });

  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    answerOne(socket, onBackup);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(file, 0o600);
  return {
    async close() {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(file, { force: true });
    },
  };
}

/** Reads one request line, answers it with one JSON line and ends the connection. */
function answerOne(socket: net.Socket, onBackup: () => Promise<ControlAnswer>): void {
  let received = '';
  socket.setEncoding('utf8');
  // A client that goes away before its answer is nobody's concern but its own.
  socket.on('error', () => undefined);
  const reply = (answer: ControlAnswer) => socket.end(`${JSON.stringify(answer)}\n`);
  const onData = (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
    socket.off('data', onData);
    const request = z.literal(BACKUP_REQUEST).safeParse(received.slice(0, Math.max(end, 0)).trim());
    if (!request.success) {
      reply({ ok: false, error: `Unknown request; the only one is "${BACKUP_REQUEST}".` });
      return;
    }
    onBackup().then(reply, (err: unknown) => reply({ ok: false, error: (err as Error).message }));
  };
  socket.on('data', onData);
}

/** Whether a process listens on the socket, nobody does (a stale file), or there is no file. */
function probe(file: string): Promise<'held' | 'stale' | 'absent'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve('held');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') resolve('absent');
      else if (err.code === 'ECONNREFUSED') resolve('stale');
      else reject(err);
    });
  });
}

/**
 * Asks the process holding DATA_DIR for a backup and answers what it said; undefined when nobody
 * listens (no server runs on this data directory).
 */
export function askForBackup(dataDir: string): Promise<ControlAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let connected = false;
    let received = '';
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${BACKUP_REQUEST}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.once('end', () => {
      if (!received) {
        reject(new Error('The server closed the connection without answering; its log says why.'));
        return;
      }
      const parsed = controlAnswerSchema.safeParse(safeJson(received));
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`The server answered something other than a backup's outcome: ${received.slice(0, 200)}`));
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(err);
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
