import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { refuse } from './image-check';

/** The file stream of a multipart part; busboy marks it `truncated` when it cut it at the size limit. */
export type FilePart = Readable & { truncated?: boolean };

/** A buffer that holds the largest accepted file; each decode slot keeps one and reuses it. */
export const newUploadBuffer = (): Buffer => Buffer.allocUnsafeSlow(UPLOAD_MAX_BYTES);

/**
 * Reads a file part into `into` (a slot's reused buffer) and answers the part of it filled: no
 * chunk list copied into a new 10 MB buffer per upload, and nothing for the collector to find later.
 * A file over the limit is always refused with 413: busboy stops passing bytes at the limit and
 * only sets `truncated`, which may happen after the last chunk was read, so it is checked at the
 * end, never only per chunk.
 */
export async function readUpload(file: FilePart, into: Buffer): Promise<Buffer> {
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (size + chunk.length > into.length) throw refuse(413, UPLOAD_MESSAGES.tooLarge);
    chunk.copy(into, size);
    size += chunk.length;
  }
  if (file.truncated) throw refuse(413, UPLOAD_MESSAGES.tooLarge);
  return into.subarray(0, size);
}
