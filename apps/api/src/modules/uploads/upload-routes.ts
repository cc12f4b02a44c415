import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PDF_TYPE,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  documentUploadAnswerSchema,
  uploadAnswerSchema,
} from '@kataar/shared/upload';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { perUserPerMinute } from '../../lib/too-many-requests';
import { checkImageBytes, refuse, type AcceptedType } from './image-check';
import { encodeImage } from './image-encoding';
import { checkDocumentBytes } from './pdf-check';
import { newUploadBuffer, readUpload } from './read-upload';
import { UploadSlots } from './upload-slots';

/** Uploads one user may start a minute: a provider's photos and documents fit many times over. */
export const UPLOADS_PER_USER_PER_MINUTE = 20;
/** Uploads read and decoded at once, and how many more may wait their turn before 503. */
export const UPLOAD_SLOTS = { active: 2, waiting: 8 };
/** Seconds a refused upload is asked to wait: a decode takes about a second. */
const BUSY_RETRY_SECONDS = 5;

/**
 * POST /uploads/: the image hosting the spec called out to, now our own (multipart field `file`).
 * POST /uploads/document/: the same for the PAN card and the licence, which may also be a PDF.
 */
export const uploadRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, storage }) => {
  // Registered here so only this route parses multipart bodies. One file; a byte over the limit fails.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const slots = new UploadSlots(UPLOAD_SLOTS.active, UPLOAD_SLOTS.waiting);
  // At most one buffer per slot ever exists: a slot takes a spare one and gives it back.
  const spareBuffers: Buffer[] = [];

  /**
   * Runs `work` on the uploaded file's bytes once a decode slot is free: at most a few uploads are
   * read and decoded at once, a few more wait, the rest are told to come back (503).
   */
  const inSlot = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (bytes: Buffer, part: { filename: string; mimetype: string }) => Promise<T>,
  ): Promise<T> => {
    if (!request.isMultipart()) throw refuse(400, UPLOAD_MESSAGES.missing);
    const place = slots.enter();
    if (!place) {
      reply.header('retry-after', BUSY_RETRY_SECONDS);
      throw new ApiError(503, UPLOAD_MESSAGES.busy, { non_field_errors: [UPLOAD_MESSAGES.busy] });
    }
    // A client that gives up while waiting leaves the line instead of holding a place.
    reply.raw.once('close', () => place.cancel(new Error('the client closed the connection')));
    const release = await place.ready;
    const buffer = spareBuffers.pop() ?? newUploadBuffer();
    try {
      // The multipart parser throws on a malformed header (no boundary, say): that is a request without a file.
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== UPLOAD_FIELD) throw refuse(400, UPLOAD_MESSAGES.missing);
      return await work(await readUpload(part.file, buffer), part);
    } finally {
      // Nothing holds the bytes any longer: the checks and the decoder are done with them.
      spareBuffers.push(buffer);
      release();
    }
  };

  /** Re-encodes an image to WebP with its thumbnail and stores both. */
  const storeImage = async (bytes: Buffer, type: AcceptedType) => {
    const encoded = await encodeImage(bytes, type);
    const id = randomBytes(16).toString('hex');
    const [secureUrl, thumbnailUrl] = await Promise.all([
      storage.put(`u/${id}.webp`, encoded.image, 'image/webp'),
      storage.put(`u/${id}-thumb.webp`, encoded.thumbnail, 'image/webp'),
    ]);
    return { secure_url: secureUrl, thumbnail_url: thumbnailUrl, width: encoded.width, height: encoded.height };
  };

  r.post(
    '/uploads/',
    {
      onRequest: auth.requireUser,
      config: { rateLimit: perUserPerMinute('upload', UPLOADS_PER_USER_PER_MINUTE) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (PNG, JPEG, GIF or WebP, at most 10 MB)',
        description:
          'multipart/form-data with the image in the field `file`. The type is judged by the bytes, not the name or declared type. The image is re-encoded to WebP (upright, metadata stripped, longest side at most 1600 px) with a 320 px thumbnail. SVG, HTML, polyglots, PDFs, truncated and empty files are refused. A user may upload a limited number of images a minute (429); when the server is already decoding many images it answers 503 with `Retry-After`.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const answer = await inSlot(request, reply, async (bytes) => storeImage(bytes, await checkImageBytes(bytes)));
      return reply.status(201).send(answer);
    },
  );

  r.post(
    '/uploads/document/',
    {
      onRequest: auth.requireUser,
      config: { rateLimit: perUserPerMinute('upload', UPLOADS_PER_USER_PER_MINUTE) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a document: a PDF, or an image as POST /uploads/ takes (at most 10 MB)',
        description:
          'For the PAN card and the licence of an application. multipart/form-data with the file in the field `file`. A file whose bytes start with `%PDF-` is stored as sent (`kind: "pdf"`, no thumbnail) and always served as a download (`Content-Type: application/pdf`, `Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), never shown inline. A file named or typed as a PDF whose bytes do not start so is refused with 415. Anything else is judged and re-encoded as POST /uploads/ does (`kind: "image"`). A user may upload a limited number of files a minute (429).',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: documentUploadAnswerSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const answer = await inSlot(request, reply, async (bytes, part) => {
        const type = await checkDocumentBytes(bytes, part);
        if (type !== PDF_TYPE) return { kind: 'image' as const, ...(await storeImage(bytes, type)) };
        const url = await storage.put(`d/${randomBytes(16).toString('hex')}.pdf`, bytes, PDF_TYPE, {
          attachment: true,
        });
        return { kind: 'pdf' as const, secure_url: url, thumbnail_url: null, width: null, height: null };
      });
      return reply.status(201).send(answer);
    },
  );
};
