import { chapterCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { presentChapter, presentChapterSummary } from '../presenters';
import { listChapters } from '../repositories/chapters';
import { addChapter, chapterWithMedia, editChapter, removeChapter } from '../services/chapters';

export async function chapterRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, media } = deps;

  const presented = async (id: string) => {
    const { chapter, verseMedia } = await chapterWithMedia(db, id);
    return presentChapter(chapter, verseMedia, media);
  };

  registerCall(app, chapterCalls.list, async ({ query }) => {
    const { rows, meta } = await listChapters(db, query);
    return ok({ data: rows.map((row) => presentChapterSummary(row, media)), meta }, 'Chapters');
  });

  registerCall(app, chapterCalls.get, async ({ params }) =>
    ok({ data: await presented(params.id) }, 'Chapter'),
  );

  registerCall(app, chapterCalls.add, async ({ body, files, request }) => {
    const id = await addChapter(deps, body, files, actorOf(request));
    return ok({ data: await presented(id) }, 'Chapter added successfully!');
  });

  registerCall(app, chapterCalls.update, async ({ params, body, files, request }) => {
    await withStoredOnConflict(
      () => editChapter(deps, params.id, body, files, actorOf(request)),
      () => presented(params.id),
      { db, record: { type: 'chapter', id: params.id } },
    );
    return ok({ data: await presented(params.id) }, 'Chapter updated successfully!');
  });

  registerCall(app, chapterCalls.delete, async ({ params, request }) => {
    await removeChapter(deps, params.id, actorOf(request));
    return ok({}, 'Chapter Deleted Successfully');
  });
}
