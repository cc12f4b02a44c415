// A worker thread holding a share of the fan-out benchmark's SSE subscribers (node:http, keep-alive
// agent). Subscribers are separate phones in reality; splitting them over threads keeps the bench
// client's own parsing from being the thing measured.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface SubscriberShare {
  /** The stream each subscriber opens (an overview stream or a waiting-room display's). */
  urls: string[];
  /** Request headers per subscriber ({} for anonymous). */
  headers: Record<string, string>[];
}
export type ToWorker = { type: 'arm'; target: number } | { type: 'close' };
export type FromWorker =
  | { type: 'ready'; count: number }
  | { type: 'armed' }
  | { type: 'received'; times: number[] }
  | { type: 'error'; message: string };

const now = () => performance.timeOrigin + performance.now();
const COUNT_KEY = Buffer.from('"count":');

/** The count of the last event in a chunk, read from the bytes. */
function lastCount(chunk: Buffer): number | undefined {
  const at = chunk.lastIndexOf(COUNT_KEY);
  if (at < 0) return undefined;
  let n = 0;
  for (let i = at + COUNT_KEY.length; i < chunk.length; i++) {
    const c = chunk[i]!;
    if (c < 48 || c > 57) break;
    n = n * 10 + c - 48;
  }
  return n;
}

const { urls, headers } = workerData as SubscriberShare;
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const requests: http.ClientRequest[] = [];
const receivedAt = new Float64Array(headers.length);
let target = -1;
let received = 0;
let lastSeen = -1;

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(urls[i]!, { agent, headers: headers[i] }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        const count = lastCount(chunk);
        if (count === undefined) return;
        lastSeen = count;
        resolve();
        if (count === target && receivedAt[i] === 0) {
          receivedAt[i] = now();
          if (++received === headers.length) send({ type: 'received', times: Array.from(receivedAt) });
        }
      });
    });
    req.on('error', reject);
    requests.push(req);
  });
}

try {
  // Batches keep the server's listen backlog from overflowing.
  for (let i = 0; i < headers.length; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, headers.length - i) }, (_, j) => open(i + j)));
  }
  send({ type: 'ready', count: lastSeen });
} catch (err) {
  send({ type: 'error', message: String(err) });
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'arm') {
    target = m.target;
    received = 0;
    receivedAt.fill(0);
    send({ type: 'armed' });
  } else {
    for (const req of requests) req.destroy();
    agent.destroy();
    port.close();
  }
});
