import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMetrics } from '../src/metrics/metrics';
import { startMetricsServer } from '../src/metrics/metricsServer';
import { addChapter, adminClient, chapterForm, FakeSynthesizer } from './helpers/content';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

const TOKEN = 'metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, one sample a line (comments left out). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with that name and (at least) those labels. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

test('off by default: GET /metrics is what an unknown path is, token or not', async () => {
  const t = await createTestApp();
  try {
    expect(t.deps.metrics).toBeNull();
    const unknown = await t.inject({ method: 'GET', url: '/no-such-page' });
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ...unknown.json(), detail: 'No route for GET /metrics' });
    }
  } finally {
    await t.close();
  }
});

test('METRICS_PORT without METRICS_TOKEN: the main port does not serve /metrics, to anyone', async () => {
  // Port 0: the listener is the METRICS_PORT one's business; here only the main app is asked.
  const t = await createTestApp({ env: { METRICS_PORT: '0' } });
  try {
    expect(t.deps.metrics).not.toBeNull();
    for (const headers of [{}, bearer(TOKEN), { authorization: 'Bearer ' }]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
    }
  } finally {
    await t.close();
  }
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let client: ReturnType<typeof adminClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, overrides: { speech: new FakeSynthesizer() } });
    client = adminClient(t, await t.loginAdmin());
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  test('served to a bearer of the token only; anyone else gets a 404', async () => {
    for (const headers of [{}, bearer('metrics-token-0123456788'), bearer(`${TOKEN}0`), bearer('x')]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('requests are counted and timed by route pattern and status, never by the URL asked for', async () => {
    const unmatched = { route: 'unmatched', status_code: '404' };
    const unmatchedBefore = valueOf(await scrape(), 'http_requests_total', unmatched) ?? 0;
    for (const id of ['first-missing', 'second-missing']) await client.get(`/api/get-chapter-by-id/${id}`);
    await t.inject({ method: 'GET', url: '/no-such-page-1' });
    await t.inject({ method: 'GET', url: '/no-such-page-2' });

    const text = await scrape();
    const chapter = { method: 'GET', route: '/api/get-chapter-by-id/:id', status_code: '404' };
    expect(valueOf(text, 'http_requests_total', chapter)).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count', chapter)).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { ...chapter, le: '+Inf' })).toBe(2);
    expect(valueOf(text, 'http_requests_total', unmatched)).toBe(unmatchedBefore + 2);
    expect(text).not.toContain('missing');
    expect(text).not.toContain('no-such-page');
  });

  test("the database's connections, the event loop's lag and the process", async () => {
    const text = await scrape();
    const max = t.dialect === 'postgres' ? 10 : 4;
    expect(valueOf(text, 'db_connections', { state: 'max' })).toBe(max);
    expect(valueOf(text, 'db_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'db_queries_waiting')).toBe(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('narration jobs: running, and finished by outcome', async () => {
    const narrated = await addChapter(client);
    const silent = await addChapter(client, chapterForm({ chapter_audio_content: '' }));
    const generate = (chapter_id: string) =>
      client.form('/api/tts/generate-speech', { chapter_id, gender: 'male' });
    expect((await generate(narrated._id)).statusCode).toBe(200);
    expect((await generate(silent._id)).statusCode).toBe(400);

    const text = await scrape();
    expect(valueOf(text, 'narration_jobs_total', { outcome: 'succeeded' })).toBe(1);
    expect(valueOf(text, 'narration_jobs_total', { outcome: 'no_audio_content' })).toBe(1);
    expect(valueOf(text, 'narration_jobs_running')).toBe(0);
    expect(valueOf(text, 'narration_job_duration_seconds_count')).toBe(2);
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  const metrics = createMetrics({ stats: () => ({ busy: 1, idle: 2, max: 4, waiting: 3 }) });
  const serve = async (token: string | null) => {
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0, token });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
    return { server, get };
  };

  test('answers GET /metrics without a token, and 404 to anything else', async () => {
    const { server, get } = await serve(null);
    try {
      const response = await get('/metrics');
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(valueOf(text, 'db_queries_waiting')).toBe(3);
      expect(valueOf(text, 'db_connections', { state: 'idle' })).toBe(2);
      expect((await get('/')).status).toBe(404);
      expect((await get('/api/login')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  test('with METRICS_TOKEN set too, asks for it there as well', async () => {
    const { server, get } = await serve(TOKEN);
    try {
      expect((await get('/metrics')).status).toBe(404);
      expect((await get('/metrics', bearer(TOKEN))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
