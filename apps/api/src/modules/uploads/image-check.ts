import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { ApiError } from '../../lib/errors';

export type AcceptedType = (typeof UPLOAD_ACCEPTED_TYPES)[number];

/** A refused file: 400 (empty, damaged, not an image), 413 (too large), 415 (not an accepted type). */
export const refuse = (status: 400 | 413 | 415, message: string) => new ApiError(status, message, { file: [message] });

/**
 * Markup that browsers or servers would run: HTML, SVG, script and PHP. Compressed pixel data is
 * random-looking, so each token is long enough that chance matches in a 10 MB file are negligible.
 */
const MARKUP =
  /<script|<html[\s>]|<!doctype\s|<\?php\s|<iframe|<svg\s[^<>]{0,500}xmlns|javascript:|\son(?:load|error)\s*=/i;

/** Windows of the file searched for markup, overlapping by more than the longest match can span. */
const SCAN_WINDOW = 1024 * 1024;
const SCAN_OVERLAP = 1024;

/** Searches window by window, so a 10 MB file never becomes one 10 MB string on the heap. */
function carriesMarkup(bytes: Buffer): boolean {
  for (let start = 0; start < bytes.length; start += SCAN_WINDOW) {
    if (MARKUP.test(bytes.toString('latin1', start, start + SCAN_WINDOW + SCAN_OVERLAP))) return true;
  }
  return false;
}

/** The 12 bytes of a PNG's closing chunk (length 0, 'IEND', CRC). */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Judges a file by its bytes alone (never its name or declared type): empty, too large, not one of
 * PNG/JPEG/GIF/WebP, or an image that also carries markup or trailing data (a polyglot) is refused.
 * Decoding problems (truncated, corrupt) are found by the re-encoding that follows.
 */
export async function checkImageBytes(
  bytes: Buffer,
  wrongTypeMessage: string = UPLOAD_MESSAGES.wrongType,
): Promise<AcceptedType> {
  if (bytes.length === 0) throw refuse(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > UPLOAD_MAX_BYTES) throw refuse(413, UPLOAD_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  const mime = UPLOAD_ACCEPTED_TYPES.find((t) => t === type?.mime);
  if (!mime) throw refuse(415, wrongTypeMessage);
  if (carriesMarkup(bytes)) throw refuse(400, UPLOAD_MESSAGES.notAnImage);
  if (mime === 'image/png') {
    const end = bytes.lastIndexOf(PNG_END);
    if (end !== -1 && end + PNG_END.length < bytes.length) throw refuse(400, UPLOAD_MESSAGES.notAnImage);
  }
  return mime;
}
