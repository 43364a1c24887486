import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { isNotModified, requestedRange } from '../http/mediaRequest';

/**
 * GET and HEAD /media/{key}: stored files, streamed from the store (the disk or S3) as the client reads
 * them, never whole in memory. Keys are never reused (a replaced file gets a new key), so replies are
 * cacheable for good; ETag and Last-Modified answer revalidations with 304, and one byte range (with
 * If-Range) lets audio players seek.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { media } = app.deps;

  app.route<{ Params: { key: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/:key',
    handler: async (request, reply) => {
      const file = await media.open(request.params.key);
      if (!file) throw notFound('file_not_found', 'File not found');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        // Public content, shown by the Bible app wherever it runs (helmet's default is same-origin).
        .header('cross-origin-resource-policy', 'cross-origin');
      if (isNotModified(request.headers, file)) return reply.code(304).send();
      const answer = requestedRange(request.headers, file);
      if (answer.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      }
      const range = answer.kind === 'partial' ? answer.range : undefined;
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      reply.type(file.contentType).header('content-length', range ? range.end - range.start + 1 : file.size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await file.read(range));
    },
  });
}
