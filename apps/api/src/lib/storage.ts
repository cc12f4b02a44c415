import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated images live. Keys are relative paths such as `demo/ab12.webp`. */
export interface Storage {
  /** Stores the bytes and answers the public URL they are served from. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Directory served at /uploads/ when the storage is the local disk. */
  localRoot: string | undefined;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Local-disk storage under DATA_DIR/uploads, served by the API itself. */
export function createLocalStorage(root: string): Storage {
  return {
    localRoot: root,
    async put(key, bytes) {
      const safeKey = path.posix.normalize(key).replace(/^(\.\.\/)+/, '');
      const file = path.join(root, safeKey);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${UPLOADS_URL_PREFIX}${safeKey}`;
    },
  };
}
