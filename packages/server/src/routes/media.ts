import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { mediaTypeOf } from '../media/MediaStore';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * GET /media/{key}: stored files with their content type. Keys are never reused (a replaced file gets
 * a new key), so responses are cacheable for good. Single byte ranges let audio players seek.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { media } = app.deps;

  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const data = await media.read(request.params.key);
    if (!data) throw notFound('File not found');
    reply
      .type(mediaTypeOf(request.params.key))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes')
      // Public content, shown by the Bible app wherever it runs (helmet's default is same-origin).
      .header('cross-origin-resource-policy', 'cross-origin');
    const range = RANGE.exec(request.headers.range ?? '');
    if (!range || (!range[1] && !range[2])) return reply.send(data);
    const [start, end] = range[1]
      ? [Number(range[1]), Math.min(range[2] ? Number(range[2]) : data.length - 1, data.length - 1)]
      : [Math.max(0, data.length - Number(range[2])), data.length - 1];
    if (start > end || start >= data.length) {
      return reply.code(416).header('content-range', `bytes */${data.length}`).send();
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${data.length}`)
      .send(data.subarray(start, end + 1));
  });
}
