import { ttsCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { createNarrator } from '../services/narration';

export async function ttsRoutes(app: FastifyInstance) {
  const { media, metrics } = app.deps;
  const narrator = createNarrator(app.deps);
  const narrate = metrics ? metrics.narration(narrator) : narrator;

  registerCall(app, ttsCalls.generate, async ({ body, request }) => {
    const key = await narrate(body.chapter_id, body.gender, actorOf(request));
    return ok({ data: { audio_url: media.url(key) } }, 'Audio generated successfully');
  });

  registerCall(app, ttsCalls.regenerate, async ({ body, request }) => {
    const key = await narrate(body.chapter_id, body.gender, actorOf(request));
    return ok({ data: { audio_url: media.url(key) } }, 'Audio regenerated successfully');
  });
}
