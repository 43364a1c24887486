import { defineEndpoints } from '../endpoint';

export const verseCalls = defineEndpoints({
  byChapter: {
    name: 'getVersesByChapterId',
    method: 'GET',
    path: '/api/get-verses-by-chapter-id/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.read',
  },
  save: {
    name: 'adminSaveReadingVerse',
    method: 'POST',
    path: '/api/admin/save-reading-verse',
    encoding: 'form',
    auth: 'admin',
    permission: 'content.write',
  },
  get: {
    name: 'adminEditVerse',
    method: 'GET',
    path: '/api/admin/edit-verse/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.read',
  },
  update: {
    name: 'adminUpdateReadingVerse',
    method: 'POST',
    path: '/api/admin/update-reading-verse/{id}',
    encoding: 'form',
    auth: 'admin',
    permission: 'content.write',
  },
  delete: {
    name: 'adminDeleteVerse',
    method: 'DELETE',
    path: '/api/admin/delete-verse/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.write',
  },
});
