import { allCalls, openApiDocument } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the contract. */
export async function docsRoutes(app: FastifyInstance) {
  const document = openApiDocument(allCalls);
  app.get('/api/openapi.json', async () => document);
}
