import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a form the handler reads itself (multipart with files, or JSON), for the API
     * document only: Fastify does not validate it (the handler parses it with the same schema).
     */
    form?: z.ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI transform: zod schemas become JSON schemas, and a route's `config.form` is
 * documented as its request body (multipart/form-data and JSON), so that readers and the fuzz
 * test (apps/api/test/openapi-fuzz.test.ts) know the fields of every form.
 */
export function openApiTransform(input: TransformInput) {
  const form = (input.route.config as { form?: z.ZodType } | undefined)?.form;
  if (!form || input.schema?.body) return jsonSchemaTransform(input);
  const schema = { ...input.schema, body: form, consumes: input.schema?.consumes ?? ['multipart/form-data', 'application/json'] };
  return jsonSchemaTransform({ ...input, schema });
}
