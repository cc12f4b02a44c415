import { z } from 'zod';
import { text } from './text';

/** Upload fields promise 'PNG, JPG, GIF up to 10MB'; POST /uploads/ enforces exactly that. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted, judged by the file's bytes on the server. */
export const UPLOAD_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_TYPES.join(',');
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** Longest side of a stored image and of its thumbnail, in pixels. */
export const UPLOAD_MAX_SIDE = 1600;
export const UPLOAD_THUMBNAIL_SIDE = 320;

export const UPLOAD_MESSAGES = {
  hint: 'PNG, JPG, GIF up to 10MB',
  uploaded: 'Image uploaded successfully',
  failed: 'Failed to upload image',
  uploadFailed: 'Upload failed',
  missing: 'Please choose an image to upload.',
  empty: 'The file is empty.',
  tooLarge: 'File is too large. The limit is 10 MB.',
  wrongType: 'Please upload a PNG, JPG, GIF or WebP image.',
  notAnImage: 'This file contains content that is not part of an image.',
  damaged: 'The image could not be read. It may be damaged or incomplete.',
  tooManyPixels: 'The image has too many pixels. Please upload a smaller image.',
  busy: 'Many images are being uploaded right now. Please try again in a few seconds.',
} as const;

/** Answer of POST /uploads/; `secure_url` as the hosting service the spec used answered. */
export const uploadAnswerSchema = z.object({
  secure_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * An image URL as this server hands them out: a path under /uploads/ (local storage) or an http(s)
 * URL (S3-compatible storage). Used by the application and profile schemas.
 */
export const imageUrlSchema = (message: string) =>
  text({ max: 500, required: message, tooLong: message })
    .min(1, message)
    // Empty matches too, so an empty value shows the message once.
    .regex(/^(?:\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https?:\/\/\S+)?$/, message);
