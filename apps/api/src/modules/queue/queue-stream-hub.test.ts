import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueueReadModel, QueueState } from './queue-read-model';
import { QueueStreamHub, SHUTDOWN_RETRY_MS } from './queue-stream-hub';
import { openStream } from './queue-test-helpers';

// The hub on a bare node:http server and a stand-in read model: heartbeats, fan-out, clean-up.
let listener: (state: QueueState) => void = () => undefined;
const state = (count: number, positions: [string, number][] = []): QueueState => ({
  providerId: 'p1',
  username: 'clinic',
  businessName: 'Clinic',
  industry: 'Healthcare',
  isOpen: true,
  queueRunning: true,
  ids: Array.from({ length: count }, (_, i) => i + 1),
  tokens: Array.from({ length: count }, (_, i) => i + 1),
  positionByUser: new Map(positions),
  linePositions: Array.from({ length: count }, (_, i) => i + 1),
  lineEtas: Array.from({ length: count }, (_, i) => (i + 1) * 10),
  desks: [],
  services: [],
  desksJson: '"desks":[],"services":[]',
  day: '2026-11-23',
  lastByUser: new Map(),
  endedJson: new Map(),
  rejoinUntilByUser: new Map(),
  serviceMinutes: 10,
  nowServing: null,
  nextNames: null,
  displayJson: JSON.stringify({ count, now_serving: null }),
  anonymousJson: JSON.stringify({ count, position: null }),
  anonymousAnswer: '',
  answerAt: [],
  tick: 0,
});
const model = {
  onChange: (fn: (s: QueueState) => void) => {
    listener = fn;
    return () => undefined;
  },
  overviewJson: (s: QueueState, userId: string | null) =>
    JSON.stringify({ count: s.ids.length, position: (userId && s.positionByUser.get(userId)) || null }),
} as unknown as QueueReadModel;

let hub: QueueStreamHub;
let server: Server;
let url: string;

beforeAll(async () => {
  hub = new QueueStreamHub(model, 50);
  server = createServer((req, res) => hub.open(res, state(1, [['u1', 1]]), req.headers['x-user']?.toString() ?? null));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('QueueStreamHub', () => {
  it('sends a heartbeat comment on its interval', async () => {
    const client = await openStream(url);
    await vi.waitFor(() => expect(client.comments).toBeGreaterThanOrEqual(2), { timeout: 1000 });
    client.close();
  });

  it('pushes every change to every subscriber of the queue, each with their own position', async () => {
    const me = await openStream(url, { 'x-user': 'u1' });
    const anyone = await openStream(url);
    expect(await me.next(() => true)).toEqual({ count: 1, position: 1 });
    listener(state(2, [['u1', 2]]));
    listener({ ...state(5), providerId: 'another-queue' });
    expect(await me.next((o) => o.count === 2)).toEqual({ count: 2, position: 2 });
    expect(await anyone.next((o) => o.count === 2)).toEqual({ count: 2, position: null });
    expect([...me.events, ...anyone.events].some((o) => o.count === 5)).toBe(false);
    me.close();
    anyone.close();
  });

  it('forgets subscribers that disconnect, and ends the rest on close with a reconnect hint', async () => {
    await vi.waitFor(() => expect(hub.size).toBe(0));
    const a = await openStream(url);
    const b = await openStream(url);
    expect(hub.size).toBe(2);
    a.close();
    await vi.waitFor(() => expect(hub.size).toBe(1));
    const ended = new Promise((resolve) => server.once('close', resolve));
    hub.close();
    expect(hub.size).toBe(0);
    await b.ended;
    // The hint sent on connect, then the spread-out one the stream ends with.
    expect(b.retries).toHaveLength(2);
    expect(b.retries[1]).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MS.min);
    expect(b.retries[1]).toBeLessThan(SHUTDOWN_RETRY_MS.max);
    server.close();
    await ended;
    b.close();
  });
});
