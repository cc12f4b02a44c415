import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp(undefined, { REQUEST_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A client that declares a body of `declared` bytes and sends 10 of them every 100 ms; answers what the server said and when it closed. */
function trickle(declared: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => {
      socket.write(
        `POST /v1/api/waitlist/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      const drip = setInterval(() => socket.write('          '), 100);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, closedAfterMs: performance.now() - started });
      });
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
  });
}

describe('a request body that trickles in', () => {
  it('is answered 408 and its socket closed once the request time is up', async () => {
    const { answer, closedAfterMs } = await trickle(1_000_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // One second allowed, checked every quarter of it; far less than the 100 s the drip would take.
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it('does not cut a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/api/waitlist/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'in-time@example.in' }),
    });
    expect(res.status).toBe(201);
  });
});
