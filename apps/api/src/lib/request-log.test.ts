import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A test app logging at `level` into a list of parsed lines. */
async function appLoggingInto(level: string): Promise<{ t: TestApp; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const t = await createTestApp(
    undefined,
    { LOG_LEVEL: level },
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    },
  );
  return { t, lines };
}

describe('the request log', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes one line per request, shaped like every other line of the log', async () => {
    const logged = await appLoggingInto('info');
    t = logged.t;
    logged.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/v1/api/provider/cities' });
    // Quotes, backslashes and words in another script stay valid JSON.
    await t.app.inject({ method: 'GET', url: '/v1/api/search?q=%22a%5Cb%22%20%E0%A4%A1%E0%A5%89' });
    const access = logged.lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(2);
    expect(access[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: expect.any(String),
      method: 'GET',
      url: '/v1/api/provider/cities',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(access[1]).toMatchObject({ url: '/v1/api/search?q=%22a%5Cb%22%20%E0%A4%A1%E0%A5%89', statusCode: 200 });
    // The same base fields, in the same order, as a line pino writes itself.
    t.app.log.info('from pino');
    const fromPino = logged.lines.find((line) => line.msg === 'from pino');
    expect(Object.keys(fromPino ?? {}).slice(0, 4)).toEqual(Object.keys(access[0] ?? {}).slice(0, 4));
    expect(fromPino).toMatchObject({ level: 30, pid: process.pid, hostname: access[0]?.hostname });
  });

  it('logs a refused request with its status, and writes no request lines above info', async () => {
    const logged = await appLoggingInto('info');
    t = logged.t;
    await t.app.inject({ method: 'GET', url: '/v1/api/provider/nobody-here/slots/?date=not-a-date' });
    expect(logged.lines.at(-1)).toMatchObject({ msg: 'request completed', statusCode: 400 });
    await t.close();

    const quiet = await appLoggingInto('warn');
    t = quiet.t;
    await t.app.inject({ method: 'GET', url: '/v1/api/provider/cities' });
    expect(quiet.lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });
});
