import { describe, expect, test } from 'vitest';
import { BusyError, ConflictError, InvalidError, NotFoundError, UpstreamError } from '../src/domain/errors';
import { bearer, sharedTestApp } from './helpers/testApp';

/**
 * Services raise domain errors and never know about HTTP; the edge (the global error handler) gives
 * each kind its status and keeps its words. A service double throws each kind behind a real route.
 */

let failure: Error = new Error('unset');
const t = sharedTestApp({
  admin: true,
  overrides: {
    chapterStats: {
      countChapters: () => Promise.reject(failure),
    },
  },
});

const dashboardFailingWith = async (error: Error) => {
  failure = error;
  const response = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.admin) });
  return { status: response.statusCode, body: response.json() };
};

describe('a domain error raised by a service becomes its reply', () => {
  test.each([
    ['InvalidError', new InvalidError('settings_fields_required', 'Please fill all the fields'), 400],
    ['NotFoundError', new NotFoundError('chapter_not_found', 'Chapter not found'), 404],
    [
      'ConflictError',
      new ConflictError('chapter_number_taken', 'Chapter 3 already exists', 'Another chapter has it.'),
      409,
    ],
    [
      'UpstreamError',
      new UpstreamError(
        'audio_generation_failed',
        'Failed to generate audio',
        'Speech generation failed: offline',
      ),
      502,
    ],
  ])('%s → %i with its code, message and detail', async (_kind, error, status) => {
    expect(await dashboardFailingWith(error)).toEqual({
      status,
      body: {
        success: false,
        status_code: status,
        code: error.code,
        message: error.message,
        detail: error.detail,
      },
    });
  });

  test('BusyError → 503 with Retry-After', async () => {
    failure = new BusyError('image_decoding_busy', 'Too many images are being processed', 'Try again.', 7);
    const response = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.admin) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toMatchObject({ code: 'image_decoding_busy', detail: 'Try again.' });
  });

  test('the detail defaults to the message', async () => {
    const { body } = await dashboardFailingWith(new NotFoundError('verse_not_found', 'Verse not found'));
    expect(body).toMatchObject({ message: 'Verse not found', detail: 'Verse not found' });
  });

  test('any other error stays a bare 500 that reveals nothing', async () => {
    const { status, body } = await dashboardFailingWith(new Error('database password is hunter2'));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 'internal_error' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });
});

test('a real service: a missing plan is 404 with the plan words', async () => {
  const response = await t.inject({
    method: 'DELETE',
    url: '/api/admin/delete-plan/no-such-plan',
    headers: bearer(t.admin),
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({
    code: 'plan_not_found',
    message: 'Plan not found',
    detail: 'No plan with id no-such-plan.',
  });
});
