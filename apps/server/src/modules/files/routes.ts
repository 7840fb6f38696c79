import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors';
import { isSafeKey } from '../../infra/storage';
import { fileRoute } from '../../route';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export async function fileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Avatars, school logos and the pictures of imported questions are shown in <img> tags, which
  // cannot carry a bearer token; their keys are unguessable, so they are served without one.
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/files/*',
      public: true,
      params: z.object({ '*': z.string() }),
      produces: [...Object.values(MIME_BY_EXT), 'application/octet-stream'],
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key) || !/^(avatars|logos|questions)\//.test(key)) throw notFound();
      const bytes = await ctx.storage.get(key);
      if (!bytes) throw notFound();
      const ext = key.split('.').pop() ?? '';
      return reply
        .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
