// An SSE client over node:http for tests of live streams, and a helper to listen on a free port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { QueueOverview } from '@kataar/shared/queue';

/** Listens on a free port of 127.0.0.1; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface SseClient<T = QueueOverview> {
  status: number;
  contentType: string | null;
  /** Every event's data received so far, oldest first. */
  events: T[];
  /** Comment lines (heartbeats) received so far. */
  comments: number;
  /** Every `retry:` reconnect delay received so far, oldest first. */
  retries: number[];
  /** Settles when the server has ended the stream. */
  ended: Promise<void>;
  /** The first event (already received or still to come) after `from` that satisfies `test`. */
  next(test: (o: T) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<T>;
  close(): void;
}

/**
 * Opens an event stream over node:http and collects its `eventName` events (a fresh connection, closed with the stream). fetch would do
 * as well, but undici opens a spare connection after an abort that holds app.close() for 4 s.
 */
export async function openStream<T = QueueOverview>(
  url: string,
  headers: Record<string, string> = {},
  eventName = 'overview',
): Promise<SseClient<T>> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers, agent: false }, resolve).on('error', reject);
  });
  const events: T[] = [];
  const waiters = new Set<() => void>();
  const client: SseClient<T> = {
    status: res.statusCode ?? 0,
    contentType: res.headers['content-type'] ?? null,
    events,
    comments: 0,
    retries: [],
    ended: new Promise((resolve) => res.once('end', resolve)),
    next(test, { from = 0, timeoutMs = 2000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(from).find(test);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => res.destroy(),
  };
  let buffer = '';
  res.setEncoding('utf8');
  res.on('error', () => undefined);
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) client.comments += 1;
      const retry = /^retry: (\d+)$/m.exec(block)?.[1];
      if (retry) client.retries.push(Number(retry));
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.split('\n').includes(`event: ${eventName}`) && data) events.push(JSON.parse(data) as T);
    }
    for (const waiter of [...waiters]) waiter();
  });
  return client;
}
