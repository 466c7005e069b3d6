import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { moveNullableIntoUnions, noBodyOn204, operationIdOf } from './openapi-document';
import { documentRequestBodyAs } from './openapi-media';

const API_DESCRIPTION = [
  'Public site, CRM and recruitment API of Keel.',
  '',
  '**Scripts and integrations** use a personal API key: create one under Account Settings → API keys',
  '(it is shown once; give it an expiry if you can), then send it with every request:',
  '',
  '    curl -H "Authorization: Bearer keel_…" https://your-keel/api/contacts',
  '',
  "The request acts as the key's owner, with that user's role, through the same permission checks as",
  'the browser (401 for an unknown, revoked or expired key or a deactivated owner; 403 where the role',
  'does not allow it). Each key may make a limited number of requests per minute (429 beyond it).',
  'Keys cannot create keys or end sessions. Revoke a key in Account Settings; it is refused at once.',
].join('\n');

/** The OpenAPI document (built from the routes' zod schemas) and browsable docs at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Keel API', description: API_DESCRIPTION, version: '0.1.0' },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'keel.session_token',
            description: 'The browser session of POST /api/session.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API key from Account Settings → API keys: `Authorization: Bearer keel_…`.',
          },
        },
      },
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      // The document describes the server that serves it, whatever its address.
      servers: [{ url: '/', description: 'This Keel server' }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0];
      return {
        schema: { operationId: operationIdOf(method, input.url), ...documentRequestBodyAs(schema as Record<string, unknown> | undefined) },
        url,
      };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? noBodyOn204(moveNullableIntoUnions(documentObject.openapiObject) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
