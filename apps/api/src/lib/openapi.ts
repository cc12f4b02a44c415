import { z } from 'zod';

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/** The OpenAPI security requirement of a route behind a bearer access token. */
export const bearer: { bearer: string[] }[] = [{ bearer: [] }];
