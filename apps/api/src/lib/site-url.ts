import type { FastifyRequest } from 'fastify';

/** The web app's public address for links in mails: PUBLIC_URL, else the address the request came to. */
export const siteUrl = (publicUrl: string | undefined, request: FastifyRequest): string =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
