import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequestsMessage } from '@kataar/shared/auth';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadAnswerSchema } from '@kataar/shared/upload';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { checkImageBytes, refuse } from './image-check';
import { encodeImage } from './image-encoding';

export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** POST /uploads/: the image hosting the spec called out to, now our own (multipart field `file`). */
export const uploadRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, storage }) => {
  // Registered here so only this route parses multipart bodies. One file; a byte over the limit fails.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/uploads/',
    {
      onRequest: auth.requireUser,
      config: {
        rateLimit: {
          ...UPLOAD_RATE_LIMIT,
          errorResponseBuilder: (_request, context) => new ApiError(429, tooManyRequestsMessage(context.ttl / 1000)),
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (PNG, JPEG, GIF or WebP, at most 10 MB)',
        description:
          'multipart/form-data with the image in the field `file`. The type is judged by the bytes, not the name or declared type. The image is re-encoded to WebP (upright, metadata stripped, longest side at most 1600 px) with a 320 px thumbnail. SVG, HTML, polyglots, truncated and empty files are refused.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw refuse(400, UPLOAD_MESSAGES.missing);
      // The multipart parser throws on a malformed header (no boundary, say): that is a request without a file.
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== UPLOAD_FIELD) throw refuse(400, UPLOAD_MESSAGES.missing);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw refuse(413, UPLOAD_MESSAGES.tooLarge);
        throw err;
      }
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
    },
  );
};
