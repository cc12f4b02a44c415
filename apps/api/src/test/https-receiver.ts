import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. '/v21.0/123/messages'. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export interface HttpsReceiver {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The receiver's self-signed certificate (PEM): the CA a client must trust to reach it. */
  ca: string;
  /** An agent that trusts `ca`: pass it to the app as `outboundAgent`. */
  agent: Agent;
  /** Every request so far, oldest first. */
  requests: ReceivedRequest[];
  /** Chooses the answers from now on; 201 with an empty body until then. */
  reply(answer: (req: ReceivedRequest) => Reply | number): void;
  /** Resolves once `count` requests (matching `filter`, if given) have arrived. */
  waitFor(count: number, filter?: (req: ReceivedRequest) => boolean): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

const run = promisify(execFile);

interface KeyPair {
  cert: string;
  key: string;
}
let keyPair: Promise<KeyPair> | undefined;

/**
 * A certificate for 127.0.0.1, made with openssl once per test process in a temporary directory
 * (no private key is kept in the repository or outlives the run).
 */
function certificate(): Promise<KeyPair> {
  keyPair ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kataar-tls-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      await run('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1',
      ]); // prettier-ignore
      return { cert: await readFile(cert, 'utf8'), key: await readFile(key, 'utf8') };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return keyPair;
}

/**
 * An HTTPS server on 127.0.0.1 standing in for a push service, the WhatsApp API or a webhook
 * receiver: it records every request and answers what the test chooses.
 */
export async function startHttpsReceiver(): Promise<HttpsReceiver> {
  const { cert, key } = await certificate();
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  let answer: (req: ReceivedRequest) => Reply | number = () => 201;
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      const chosen = answer(received);
      const reply = typeof chosen === 'number' ? { status: chosen } : chosen;
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    url: `https://127.0.0.1:${port}`,
    ca: cert,
    agent,
    requests,
    reply(chosen) {
      answer = chosen;
    },
    waitFor(count, filter = () => true) {
      return new Promise((resolve) => {
        const check = () => {
          const matching = requests.filter(filter);
          if (matching.length < count) return;
          waiters.delete(check);
          resolve(matching);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
