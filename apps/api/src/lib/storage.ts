import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a stored object is served: `attachment` makes browsers download it instead of showing it. */
export interface PutOptions {
  attachment?: boolean;
}

/**
 * Where uploaded and generated files live. Keys are relative paths such as `demo/ab12.webp`; a key
 * ending in `.pdf` is a document, which the local disk always serves as a download (static-files.ts).
 */
export interface Storage {
  /** Stores the bytes and answers the public URL they are served from. */
  put(key: string, bytes: Buffer, contentType: string, options?: PutOptions): Promise<string>;
  /** Directory served at /uploads/ when the storage is the local disk. */
  localRoot: string | undefined;
  /** Whether `url` has the shape of an answer of `put`: an image this storage holds, not one named by a client. */
  owns(url: string): boolean;
}

/** S3_* settings (config.ts). */
export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Spaces); unset means AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Base URL the stored objects are read from; defaults to the endpoint's path-style bucket URL. */
  publicUrl: string | undefined;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Stored objects never change under a given key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const safeKey = (key: string) =>
  path.posix
    .normalize(key)
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\/+/, '');

/** A key as `safeKey` leaves the ones this server makes: plain path characters, no dot segments. */
const isStoredKey = (key: string): boolean =>
  /^[A-Za-z0-9_-][A-Za-z0-9._\-/]*$/.test(key) && !key.split('/').some((s) => s === '' || s.startsWith('.'));

/** Local-disk storage under DATA_DIR/uploads, served by the API itself. */
export function createLocalStorage(root: string): Storage {
  // Exists before the first upload, so the static route serving it can be set up at start.
  mkdirSync(root, { recursive: true });
  return {
    localRoot: root,
    async put(key, bytes) {
      const k = safeKey(key);
      const file = path.join(root, k);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${UPLOADS_URL_PREFIX}${k}`;
    },
    owns: (url) => url.startsWith(UPLOADS_URL_PREFIX) && isStoredKey(url.slice(UPLOADS_URL_PREFIX.length)),
  };
}

/** The URL objects of the bucket are read from: S3_PUBLIC_URL, else the bucket's own address. */
export function s3PublicBase(s3: S3Config): string {
  if (s3.publicUrl) return s3.publicUrl.replace(/\/+$/, '');
  if (s3.endpoint) return `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

/**
 * Any S3-compatible bucket (AWS, MinIO, R2, Spaces). The SDK is loaded on first use, so the local
 * default never pays for it. Objects are written with their content type and a year-long cache.
 */
export function createS3Storage(s3: S3Config): Storage {
  const base = s3PublicBase(s3);
  let client:
    | Promise<{ send: (key: string, bytes: Buffer, contentType: string, options: PutOptions) => Promise<void> }>
    | undefined;
  const connect = async () => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const sdk = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      // Self-hosted stores rarely have per-bucket host names.
      forcePathStyle: !!s3.endpoint,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    });
    return {
      send: async (key: string, bytes: Buffer, contentType: string, options: PutOptions) => {
        await sdk.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
            // The bucket answers with it; a store cannot be told to add nosniff, so the type must be exact.
            ...(options.attachment ? { ContentDisposition: 'attachment' } : {}),
          }),
        );
      },
    };
  };
  return {
    localRoot: undefined,
    async put(key, bytes, contentType, options = {}) {
      const k = safeKey(key);
      client ??= connect();
      await (await client).send(k, bytes, contentType, options);
      return `${base}/${k}`;
    },
    owns: (url) => url.startsWith(`${base}/`) && isStoredKey(url.slice(base.length + 1)),
  };
}

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/uploads. */
export function createStorage(config: { dataDir: string; s3: S3Config | undefined }): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.resolve(config.dataDir, 'uploads'));
}
