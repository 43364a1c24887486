import { defineEndpoints } from '../endpoint';

export const chapterCalls = defineEndpoints({
  list: {
    name: 'adminChapters',
    method: 'GET',
    path: '/api/admin/chapters',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.read',
  },
  get: {
    name: 'getChapterById',
    method: 'GET',
    path: '/api/get-chapter-by-id/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.read',
  },
  add: {
    name: 'adminAddChapter',
    method: 'POST',
    path: '/api/admin/add-chapter',
    encoding: 'multipart',
    auth: 'admin',
    permission: 'content.write',
  },
  update: {
    name: 'adminUpdateChapter',
    method: 'POST',
    path: '/api/admin/update-chapter/{id}',
    encoding: 'multipart',
    auth: 'admin',
    permission: 'content.write',
  },
  delete: {
    name: 'adminDeleteChapter',
    method: 'DELETE',
    path: '/api/admin/delete-chapter/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.write',
  },
});
