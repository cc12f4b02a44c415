import { z } from 'zod';
import { text } from './text';

/** Upload fields promise 'PNG, JPG, GIF up to 10MB'; POST /uploads/ enforces exactly that. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted, judged by the file's bytes on the server. */
export const UPLOAD_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_TYPES.join(',');
/**
 * The PAN card and the licence may also be a PDF (a scan): stored as sent, never rendered inline,
 * and judged by its first bytes, which are always these in a PDF.
 */
export const PDF_MAGIC = '%PDF-';
export const PDF_TYPE = 'application/pdf';
/** For the PAN card's and the licence's `<input type="file" accept=…>`; `.pdf` for systems that type no PDF. */
export const DOCUMENT_ACCEPT = `${UPLOAD_ACCEPT},${PDF_TYPE},.pdf`;
/** Stored PDFs keep this ending, so a URL (or a file's name or path) says what it holds. */
export const isPdfUrl = (url: string): boolean => /\.pdf$/i.test(url);
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** Longest side of a stored image and of its thumbnail, in pixels. */
export const UPLOAD_MAX_SIDE = 1600;
export const UPLOAD_THUMBNAIL_SIDE = 320;

export const UPLOAD_MESSAGES = {
  hint: 'PNG, JPG, GIF up to 10MB',
  documentHint: 'PDF, PNG, JPG, GIF up to 10MB',
  uploaded: 'Image uploaded successfully',
  failed: 'Failed to upload image',
  uploadFailed: 'Upload failed',
  missing: 'Please choose an image to upload.',
  empty: 'The file is empty.',
  tooLarge: 'File is too large. The limit is 10 MB.',
  wrongType: 'Please upload a PNG, JPG, GIF or WebP image.',
  documentWrongType: 'Please upload a PDF, or a PNG, JPG, GIF or WebP image.',
  notAPdf: 'This file is not a real PDF. Please upload the PDF itself or a photo of the document.',
  pdfNotAPhoto: 'A photo must be an image (PNG, JPG, GIF or WebP), not a PDF.',
  notAnImage: 'This file contains content that is not part of an image.',
  damaged: 'The image could not be read. It may be damaged or incomplete.',
  tooManyPixels: 'The image has too many pixels. Please upload a smaller image.',
  busy: 'Many images are being uploaded right now. Please try again in a few seconds.',
} as const;

/**
 * Answer of POST /uploads/document/: an image is answered as by POST /uploads/; a PDF has no
 * thumbnail and no size.
 */
export const documentUploadAnswerSchema = z.object({
  secure_url: z.string(),
  kind: z.enum(['image', 'pdf']),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type DocumentUploadAnswer = z.infer<typeof documentUploadAnswerSchema>;

/** Answer of POST /uploads/; `secure_url` as the hosting service the spec used answered. */
export const uploadAnswerSchema = z.object({
  secure_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * A file URL as this server hands them out: a path under /uploads/ (local storage) or an http(s)
 * URL (S3-compatible storage). An image or a PDF: the PAN card and the licence may be either.
 */
export const documentUrlSchema = (message: string) =>
  text({ max: 500, required: message, tooLong: message })
    .min(1, message)
    // Empty matches too, so an empty value shows the message once.
    .regex(/^(?:\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https?:\/\/\S+)?$/, message);

/** An image URL (photos, shown in pages): a stored file that is not a PDF. Used by the application and profile schemas. */
export const imageUrlSchema = (message: string) =>
  documentUrlSchema(message).refine((url) => !isPdfUrl(url), UPLOAD_MESSAGES.pdfNotAPhoto);
