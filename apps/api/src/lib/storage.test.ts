import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, createLocalStorage, createS3Storage, createStorage, s3PublicBase } from './storage';

interface Put {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for an S3-compatible store on loopback: accepts PUTs and remembers them. */
let server: Server;
let endpoint: string;
const puts: Put[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      puts.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { etag: '"abc"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('storage', () => {
  it('writes local files under the root and answers /uploads/ URLs, never outside the root', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'kataar-storage-'));
    const storage = createLocalStorage(root);
    expect(await storage.put('u/a.webp', Buffer.from('x'), 'image/webp')).toBe('/uploads/u/a.webp');
    expect(await storage.put('../../escape.webp', Buffer.from('y'), 'image/webp')).toBe('/uploads/escape.webp');
    expect(await readFile(path.join(root, 'escape.webp'), 'utf8')).toBe('y');
  });

  it('puts objects into an S3-compatible bucket with their type and a year-long cache', async () => {
    const s3 = {
      bucket: 'kataar-images',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://images.kataar.test/',
    };
    const storage = createS3Storage(s3);
    expect(storage.localRoot).toBeUndefined();
    const url = await storage.put('u/abc.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(url).toBe('https://images.kataar.test/u/abc.webp');
    const put = puts.at(-1);
    expect(put?.url).toMatch(/^\/kataar-images\/u\/abc\.webp/);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    expect(put?.body.toString()).toContain('webp-bytes');
  });

  it('chooses S3 when S3_BUCKET is set and derives the public address from the endpoint', () => {
    const s3 = {
      bucket: 'b',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: undefined,
    };
    expect(s3PublicBase(s3)).toBe('https://b.s3.ap-south-1.amazonaws.com');
    expect(s3PublicBase({ ...s3, endpoint: 'http://minio:9000/' })).toBe('http://minio:9000/b');
    expect(createStorage({ dataDir: '/tmp/x', s3 }).localRoot).toBeUndefined();
    expect(createStorage({ dataDir: '/tmp/x', s3: undefined }).localRoot).toBe(path.resolve('/tmp/x/uploads'));
  });
});

describe('which image URLs a storage owns', () => {
  it('owns the local /uploads/ URLs it answers, and nothing else', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'kataar-storage-')));
    expect(storage.owns(await storage.put('u/abc.webp', Buffer.from('x'), 'image/webp'))).toBe(true);
    expect(storage.owns('/uploads/demo/sharma-family-clinic-1.webp')).toBe(true);
    for (const url of [
      'https://evil.example/u/abc.webp',
      'http://localhost:3000/uploads/u/abc.webp',
      '/uploads/',
      '/uploads/../jwt-secret',
      '/uploads/u/../../x.webp',
      '/uploads//evil.example/x.webp',
      '/uploads/.hidden',
      '/uploads/u/a b.webp',
      '/uploads/u/a.webp"><script>',
    ])
      expect(storage.owns(url), url).toBe(false);
  });

  it('owns URLs under the bucket’s public address only', async () => {
    const storage = createS3Storage({
      bucket: 'kataar-images',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://images.kataar.test',
    });
    expect(storage.owns(await storage.put('u/abc.webp', Buffer.from('x'), 'image/webp'))).toBe(true);
    for (const url of [
      '/uploads/u/abc.webp',
      'https://images.kataar.test.evil.example/u/abc.webp',
      'https://images.kataar.test@evil.example/u/abc.webp',
      'https://evil.example/https://images.kataar.test/u/abc.webp',
      'https://images.kataar.test/u/../abc.webp',
      "https://images.kataar.test/u/abc.webp'",
    ])
      expect(storage.owns(url), url).toBe(false);
  });
});
