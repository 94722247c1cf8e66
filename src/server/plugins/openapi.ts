import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, and its viewer at /api/docs. */
export const openApiPlugin = fp<{ version: string }>(async (app, { version }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Staffing Marketplace API',
        description:
          'Healthcare staffing marketplace. Errors always have the shape { error: { code, message, details? } }.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
