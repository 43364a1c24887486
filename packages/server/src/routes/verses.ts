import { verseCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { presentChapterSummary, presentVerse } from '../presenters';
import { listVerses } from '../repositories/verses';
import { requireChapter, requireVerse } from '../services/require';
import { addVerse, editVerse, removeVerse } from '../services/verses';

export async function verseRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, media } = deps;

  registerCall(app, verseCalls.byChapter, async ({ params }) => {
    const chapter = await requireChapter(db, params.id);
    const verses = await listVerses(db, chapter.id);
    return ok(
      {
        verses: verses.map((row) => presentVerse(row, media)),
        chapter: presentChapterSummary(chapter, media),
      },
      'Verses',
    );
  });

  registerCall(app, verseCalls.save, async ({ body, request }) => {
    const row = await addVerse(db, body, actorOf(request));
    return ok({ data: presentVerse(row, media) }, 'Verse saved successfully');
  });

  const presented = async (id: string) => presentVerse(await requireVerse(db, id), media);

  registerCall(app, verseCalls.get, async ({ params }) => ok({ data: await presented(params.id) }, 'Verse'));

  registerCall(app, verseCalls.update, async ({ params, body, request }) => {
    const row = await withStoredOnConflict(
      () => editVerse(db, params.id, body, actorOf(request)),
      () => presented(params.id),
      { db, record: { type: 'verse', id: params.id } },
    );
    return ok({ data: presentVerse(row, media) }, 'Verse updated successfully');
  });

  registerCall(app, verseCalls.delete, async ({ params, request }) => {
    await removeVerse(deps, params.id, actorOf(request));
    return ok({}, 'Verse deleted successfully');
  });
}
