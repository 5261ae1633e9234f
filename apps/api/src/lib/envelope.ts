import { z } from 'zod';

/** The success envelope of every response, as a response schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Error responses every route may give; added to each route's response schemas for the docs. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
} as const;

export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
