import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UPLOAD_SLOTS, UPLOADS_PER_USER_PER_MINUTE } from './upload-routes';

let t: TestApp;
let base: string;
let user: SignedInUser;
let users = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/api/uploads/`;
});
// Each test uploads as a new user, so the per-user limit is only met where a test means to.
beforeEach(async () => {
  user = await signedInUser(t.database, `uploader${++users}@example.in`);
});
afterAll(() => t.close());

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so the declared name and type can lie about the bytes. */
function form(...parts: Part[]) {
  const boundary = `----kataar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name ?? 'file'}"${filename}\r\n${type}\r\n`,
      ),
    );
    chunks.push(p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (part: Part, as: SignedInUser | null = user) => {
  const body = form(part);
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/uploads/',
    headers: { ...body.headers, ...(as ? as.headers : {}) },
    payload: body.payload,
  });
};

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
/** Random pixels: big files that do not compress away. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A PNG chunk with a correct CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG padded with a comment chunk to exactly `size` bytes. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await picture(16, 16).png().toBuffer();
  const iendAt = png.length - 12;
  const padding = size - png.length - 12 - 'pad'.length - 1;
  const chunk = pngChunk('tEXt', Buffer.concat([Buffer.from('pad\0'), Buffer.alloc(padding, 0x2e)]));
  return Buffer.concat([png.subarray(0, iendAt), chunk, png.subarray(iendAt)]);
}

const refusal = (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message, errors: { file: [message] } });
};

describe('POST /uploads/ accepts images judged by their bytes', () => {
  it.each([
    ['PNG', 'photo.png', 'image/png', () => picture(40, 30).png().toBuffer()],
    ['JPEG', 'photo.jpg', 'image/jpeg', () => picture(40, 30).jpeg().toBuffer()],
    ['GIF', 'photo.gif', 'image/gif', () => picture(40, 30).gif().toBuffer()],
    ['WebP', 'photo.webp', 'image/webp', () => picture(40, 30).webp().toBuffer()],
  ])('stores a %s as WebP with a thumbnail and answers secure_url', async (_kind, filename, type, make) => {
    const res = await upload({ filename, type, data: await make() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      secure_url: expect.stringMatching(/^\/uploads\/u\/[0-9a-f]{32}\.webp$/),
      thumbnail_url: expect.stringMatching(/^\/uploads\/u\/[0-9a-f]{32}-thumb\.webp$/),
      width: 40,
      height: 30,
    });
    const served = await t.app.inject({ method: 'GET', url: body.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('judges by bytes, not by the name or declared type', async () => {
    const res = await upload({
      filename: 'scan.pdf',
      type: 'application/pdf',
      data: await picture(8, 8).png().toBuffer(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const jpeg = await picture(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret owner', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ filename: 'phone.jpg', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 20, height: 60 });
    const served = await t.app.inject({ method: 'GET', url: res.json().secure_url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('bounds the longest side to 1600 px and the thumbnail to 320 px', async () => {
    const res = await upload({
      filename: 'big.png',
      type: 'image/png',
      data: await picture(3200, 1600).png().toBuffer(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await t.app.inject({ method: 'GET', url: res.json().thumbnail_url });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const data = await pngOfSize(UPLOAD_MAX_BYTES);
    expect(data.length).toBe(UPLOAD_MAX_BYTES);
    const res = await upload({ filename: 'exact.png', type: 'image/png', data });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /uploads/ refuses everything else with a message', () => {
  it('refuses text bytes with an image name and type', async () => {
    const res = await upload({
      filename: 'photo.png',
      type: 'image/png',
      data: Buffer.from('hello, this is not a picture'),
    });
    refusal(res, 415, UPLOAD_MESSAGES.wrongType);
  });

  it('refuses SVG, even declared as PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    refusal(await upload({ filename: 'logo.svg', type: 'image/svg+xml', data: svg }), 415, UPLOAD_MESSAGES.wrongType);
    refusal(await upload({ filename: 'logo.png', type: 'image/png', data: svg }), 415, UPLOAD_MESSAGES.wrongType);
  });

  it('refuses HTML', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    refusal(await upload({ filename: 'page.gif', type: 'image/gif', data: html }), 415, UPLOAD_MESSAGES.wrongType);
  });

  it('refuses a 10 MB + 1 byte file', async () => {
    const data = await pngOfSize(UPLOAD_MAX_BYTES + 1);
    refusal(await upload({ filename: 'huge.png', type: 'image/png', data }), 413, UPLOAD_MESSAGES.tooLarge);
  });

  it('refuses an empty file', async () => {
    refusal(
      await upload({ filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }),
      400,
      UPLOAD_MESSAGES.empty,
    );
  });

  it('refuses a truncated PNG', async () => {
    const png = await noise(200, 200).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    refusal(await upload({ filename: 'cut.png', type: 'image/png', data: truncated }), 400, UPLOAD_MESSAGES.damaged);
  });

  it('refuses polyglots: an image carrying script, or data after its end', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const withScript = Buffer.concat([png, Buffer.from('<script>fetch("/steal")</script>')]);
    refusal(await upload({ filename: 'a.png', type: 'image/png', data: withScript }), 400, UPLOAD_MESSAGES.notAnImage);
    const withZip = Buffer.concat([png, Buffer.from('PK\x03\x04 an archive rides along')]);
    refusal(await upload({ filename: 'b.png', type: 'image/png', data: withZip }), 400, UPLOAD_MESSAGES.notAnImage);
    const gif = await picture(10, 10).gif().toBuffer();
    const gifHtml = Buffer.concat([gif, Buffer.from('<html><body onload=alert(1)>')]);
    refusal(await upload({ filename: 'c.gif', type: 'image/gif', data: gifHtml }), 400, UPLOAD_MESSAGES.notAnImage);
  });

  it('asks for a file when the field is missing or the body is not multipart', async () => {
    const png = await picture(8, 8).png().toBuffer();
    refusal(
      await upload({ name: 'photo', filename: 'a.png', type: 'image/png', data: png }),
      400,
      UPLOAD_MESSAGES.missing,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/api/uploads/',
      headers: user.headers,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    refusal(json, 400, UPLOAD_MESSAGES.missing);
  });

  it('asks for a file when the multipart header names no boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/uploads/',
      headers: { ...user.headers, 'content-type': 'multipart/form-data' },
      payload: 'no boundary, no parts',
    });
    refusal(res, 400, UPLOAD_MESSAGES.missing);
  });

  it('requires a signed-in user', async () => {
    const res = await upload(
      { filename: 'a.png', type: 'image/png', data: await picture(8, 8).png().toBuffer() },
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });
});

/** Every stored file, to prove that a refused upload left nothing behind. */
async function stored(): Promise<string[]> {
  try {
    return (await readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true })).sort();
  } catch {
    return [];
  }
}

/** The same upload over a real connection with Node's fetch (undici), as a browser-like client sends it. */
function fetchUpload(data: Buffer, options: { chunked?: boolean } = {}) {
  const body = form({ filename: 'big.png', type: 'image/png', data });
  const init = { method: 'POST', headers: { ...body.headers, ...user.headers } };
  if (!options.chunked) return fetch(base, { ...init, body: body.payload });
  // A stream body goes out chunked, without a Content-Length.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.payload.length; at += 1 << 20)
        controller.enqueue(body.payload.subarray(at, at + (1 << 20)));
      controller.close();
    },
  });
  return fetch(base, { ...init, body: stream, duplex: 'half' } as RequestInit);
}

describe('POST /uploads/ never stores a file over the limit', () => {
  it('refuses 10 MB + 1 byte with 413 every time, through fetch and inject', async () => {
    const data = await pngOfSize(UPLOAD_MAX_BYTES + 1);
    const before = await stored();
    for (let i = 0; i < 3; i++) {
      const res = await fetchUpload(data);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        message: UPLOAD_MESSAGES.tooLarge,
        errors: { file: [UPLOAD_MESSAGES.tooLarge] },
      });
      refusal(await upload({ filename: 'huge.png', type: 'image/png', data }), 413, UPLOAD_MESSAGES.tooLarge);
    }
    expect((await fetchUpload(data, { chunked: true })).status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses it even when the byte over the limit arrives in a chunk of its own', async () => {
    // The parser then passes no byte of that chunk on and only marks the file cut off.
    for (const data of [
      await pngOfSize(UPLOAD_MAX_BYTES + 1),
      Buffer.concat([await pngOfSize(UPLOAD_MAX_BYTES), randomBytes(1024 * 1024)]),
    ]) {
      const body = form({ filename: 'edge.png', type: 'image/png', data });
      const limitAt = body.payload.indexOf('\r\n\r\n') + 4 + UPLOAD_MAX_BYTES;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/uploads/',
        headers: { ...body.headers, ...user.headers },
        payload: Readable.from([body.payload.subarray(0, limitAt), body.payload.subarray(limitAt)]),
      });
      refusal(res, 413, UPLOAD_MESSAGES.tooLarge);
    }
  });

  it('refuses a valid 10 MB PNG followed by 20 MB of junk instead of storing it cut off', async () => {
    const data = Buffer.concat([await pngOfSize(UPLOAD_MAX_BYTES), randomBytes(20 * 1024 * 1024)]);
    const before = await stored();
    expect((await fetchUpload(data)).status).toBe(413);
    expect((await fetchUpload(data, { chunked: true })).status).toBe(413);
    refusal(await upload({ filename: 'junk.png', type: 'image/png', data }), 413, UPLOAD_MESSAGES.tooLarge);
    expect(await stored()).toEqual(before);
  });

  it('still accepts exactly 10 MB sent chunked, without a Content-Length', async () => {
    expect((await fetchUpload(await pngOfSize(UPLOAD_MAX_BYTES), { chunked: true })).status).toBe(201);
  });
});

describe('POST /uploads/ shares the server fairly', () => {
  it(`lets one user upload ${UPLOADS_PER_USER_PER_MINUTE} images a minute, then answers 429 with Retry-After`, async () => {
    const data = await picture(8, 8).png().toBuffer();
    for (let i = 0; i < UPLOADS_PER_USER_PER_MINUTE; i++) {
      expect((await upload({ filename: 'a.png', type: 'image/png', data })).statusCode).toBe(201);
    }
    const refused = await upload({ filename: 'a.png', type: 'image/png', data });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const message = `Too many attempts. Please try again in ${seconds} seconds.`;
    expect(refused.json()).toEqual({ message, errors: { non_field_errors: [message] } });
    const other = await signedInUser(t.database, 'another-uploader@example.in');
    expect((await upload({ filename: 'a.png', type: 'image/png', data }, other)).statusCode).toBe(201);
  });

  it('decodes a few at once, queues a few more, and answers 503 with Retry-After beyond that', async () => {
    const places = UPLOAD_SLOTS.active + UPLOAD_SLOTS.waiting;
    const extra = 3;
    // Uploads whose bodies never finish hold their places until their connections close.
    const { headers } = form({ filename: 'slow.png', type: 'image/png', data: Buffer.alloc(0) });
    const answers: Promise<{ status: number; retryAfter: string | undefined; body: string }>[] = [];
    const requests = Array.from({ length: places + extra }, () => {
      const req = http.request(base, {
        method: 'POST',
        agent: false,
        headers: { ...headers, ...user.headers, 'content-length': String(UPLOAD_MAX_BYTES) },
      });
      req.on('error', () => undefined);
      answers.push(
        new Promise((resolve) =>
          req.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
          }),
        ),
      );
      req.write('--');
      return req;
    });
    // Exactly the requests beyond the slots and the line are answered while the others wait.
    const refused = await new Promise<Awaited<(typeof answers)[number]>[]>((resolve) => {
      const got: Awaited<(typeof answers)[number]>[] = [];
      for (const answer of answers) void answer.then((a) => got.push(a) === extra && resolve(got));
    });
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.body)).toEqual({
        message: UPLOAD_MESSAGES.busy,
        errors: { non_field_errors: [UPLOAD_MESSAGES.busy] },
      });
    }
    // Clients that give up free their places, so the next upload goes through.
    for (const req of requests) req.destroy();
    const next = await signedInUser(t.database, 'patient-uploader@example.in');
    const data = await picture(8, 8).png().toBuffer();
    await vi.waitFor(async () =>
      expect((await upload({ filename: 'a.png', type: 'image/png', data }, next)).statusCode).toBe(201),
    );
  });
});

describe('S3-compatible storage', () => {
  it("lets pages show images from the bucket (the CSP's img-src names its origin)", async () => {
    const s3App = await createTestApp(undefined, {
      S3_BUCKET: 'kataar',
      S3_PUBLIC_URL: 'https://img.kataar.test/kataar',
    });
    try {
      const res = await s3App.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/img\.kataar\.test[ ;]/,
      );
    } finally {
      await s3App.close();
    }
  });
});
