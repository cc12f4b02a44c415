import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadAnswerSchema } from '@kataar/shared/upload';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { perUserPerMinute } from '../../lib/too-many-requests';
import { checkImageBytes, refuse } from './image-check';
import { encodeImage } from './image-encoding';
import { newUploadBuffer, readUpload } from './read-upload';
import { UploadSlots } from './upload-slots';

/** Uploads one user may start a minute: a provider's photos and documents fit many times over. */
export const UPLOADS_PER_USER_PER_MINUTE = 20;
/** Uploads read and decoded at once, and how many more may wait their turn before 503. */
export const UPLOAD_SLOTS = { active: 2, waiting: 8 };
/** Seconds a refused upload is asked to wait: a decode takes about a second. */
const BUSY_RETRY_SECONDS = 5;

/** POST /uploads/: the image hosting the spec called out to, now our own (multipart field `file`). */
export const uploadRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, storage }) => {
  // Registered here so only this route parses multipart bodies. One file; a byte over the limit fails.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const slots = new UploadSlots(UPLOAD_SLOTS.active, UPLOAD_SLOTS.waiting);
  // At most one buffer per slot ever exists: a slot takes a spare one and gives it back.
  const spareBuffers: Buffer[] = [];

  r.post(
    '/uploads/',
    {
      onRequest: auth.requireUser,
      config: { rateLimit: perUserPerMinute('upload', UPLOADS_PER_USER_PER_MINUTE) },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (PNG, JPEG, GIF or WebP, at most 10 MB)',
        description:
          'multipart/form-data with the image in the field `file`. The type is judged by the bytes, not the name or declared type. The image is re-encoded to WebP (upright, metadata stripped, longest side at most 1600 px) with a 320 px thumbnail. SVG, HTML, polyglots, truncated and empty files are refused. A user may upload a limited number of images a minute (429); when the server is already decoding many images it answers 503 with `Retry-After`.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
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
        const bytes = await readUpload(part.file, buffer);
        const type = await checkImageBytes(bytes);
        const encoded = await encodeImage(bytes, type);
        const id = randomBytes(16).toString('hex');
        const [secureUrl, thumbnailUrl] = await Promise.all([
          storage.put(`u/${id}.webp`, encoded.image, 'image/webp'),
          storage.put(`u/${id}-thumb.webp`, encoded.thumbnail, 'image/webp'),
        ]);
        return reply.status(201).send({
          secure_url: secureUrl,
          thumbnail_url: thumbnailUrl,
          width: encoded.width,
          height: encoded.height,
        });
      } finally {
        // Nothing holds the bytes any longer: the checks and the decoder are done with them.
        spareBuffers.push(buffer);
        release();
      }
    },
  );
};
