import sharp from 'sharp';
import { UPLOAD_MAX_SIDE, UPLOAD_MESSAGES, UPLOAD_THUMBNAIL_SIDE } from '@kataar/shared/upload';
import { ApiError } from '../../lib/errors';
import { refuse, type AcceptedType } from './image-check';

// libvips caches recent operations and their pixels for reuse; every upload is a new image, so
// the cache would only keep tens of megabytes resident after a burst of uploads.
sharp.cache(false);

/** Decompression-bomb guard: a 10 MB PNG can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

const SHARP_FORMAT: Record<AcceptedType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface EncodedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an accepted image to WebP: turned upright by its EXIF orientation, every metadata
 * block dropped (sharp keeps none unless asked), the longest side bounded, plus a small thumbnail.
 * Only the first frame of an animation is kept. Any decoder warning (truncated or corrupt data)
 * refuses the file.
 */
export async function encodeImage(bytes: Buffer, type: AcceptedType): Promise<EncodedImage> {
  try {
    const input = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (meta.format !== SHARP_FORMAT[type]) throw refuse(415, UPLOAD_MESSAGES.wrongType);
    const { data, info } = await input
      .autoOrient()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({ width: UPLOAD_THUMBNAIL_SIDE, height: UPLOAD_THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { image: data, thumbnail, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw refuse(413, UPLOAD_MESSAGES.tooManyPixels);
    throw refuse(400, UPLOAD_MESSAGES.damaged);
  }
}
