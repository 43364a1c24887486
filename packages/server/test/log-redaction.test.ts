import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loggableUrl } from '../src/http/logging';
import { createTestApp } from './helpers/testApp';

/** The server's own log output at the default level, line by line. */
const logLines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    build: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  });
});
afterAll(() => t.close());

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.signature';

describe('no token reaches the log', () => {
  test('links carrying a token in their query are logged without it, in request and error lines', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: `/delete-account?token=${SECRET}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?lang=he&token=${SECRET}#top` });
    await t.app.inject({ method: 'GET', url: `/accept-invitation?token=${SECRET}` });
    // A refused API call (404) and a malformed one (400) log their request too.
    await t.app.inject({ method: 'GET', url: `/api/no-such-call?access_token=${SECRET}` });
    await t.app.inject({ method: 'POST', url: `/api/reset-password?token=${SECRET}`, payload: 'x' });

    const log = logLines.join('\n');
    expect(logLines.filter((line) => line.includes('"url"')).length).toBeGreaterThanOrEqual(5);
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('c2VjcmV0');
  });

  test('the redaction keeps the path and the other parameters', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: `/delete-account?token=${SECRET}` });
    expect(logLines.join('\n')).toContain('"url":"/delete-account?token=[redacted]"');
    expect(loggableUrl(`/reset-password?lang=he&token=${SECRET}&x=1`)).toBe(
      '/reset-password?lang=he&token=[redacted]&x=1',
    );
    expect(loggableUrl('/api/admin/users?search=token')).toBe('/api/admin/users?search=token');
  });
});
