/**
 * What an operator reads: one JSON line per request (time, request id, method, route
 * pattern, status, duration, and nothing a player typed), and /api/metrics in
 * Prometheus's text format, answering this machine and token holders only, whose counters
 * follow the requests.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { METRICS_REFUSED } from '../../api/routes/metrics.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A request log that keeps its lines. */
function collect(): { lines: string[]; write(line: string): void; records(): Record<string, unknown>[] } {
  const lines: string[] = [];
  return {
    lines,
    write(line) {
      lines.push(...line.split('\n').filter((l) => l !== ''));
    },
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('the request log', () => {
  it('writes one JSON line per request: time, request id, method, route pattern, status, duration', async () => {
    const log = collect();
    server = await startAccountServer({ requestLog: log });
    const today = await server.call('/api/public/daily-challenge/2026-03-09');
    const missing = await server.call('/api/no-such-route');
    expect(log.lines).toHaveLength(2);
    const [first, second] = log.records();
    expect(first).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      request_id: today.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/public/daily-challenge/:date',
      status: 200,
      duration_ms: expect.any(Number),
      msg: 'request',
    });
    expect(first!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatchObject({ route: 'unmatched', status: 404, request_id: missing.headers.get('x-request-id') });
    expect(second!.request_id).not.toBe(first!.request_id);
  });

  it("keeps the proxy's request id when it is a plain token, and replaces anything else", async () => {
    const log = collect();
    server = await startAccountServer({ requestLog: log });
    const kept = await server.call('/api/health', { headers: { 'x-request-id': '3f2a9c0d1e7b4a55b3f2a9c0d1e7b4a5' } });
    const replaced = await server.call('/api/health', { headers: { 'x-request-id': 'ann@example.com' } });
    expect(kept.headers.get('x-request-id')).toBe('3f2a9c0d1e7b4a55b3f2a9c0d1e7b4a5');
    expect(replaced.headers.get('x-request-id')).not.toContain('ann');
    expect(log.records().map((r) => r.request_id)).toEqual([
      '3f2a9c0d1e7b4a55b3f2a9c0d1e7b4a5',
      replaced.headers.get('x-request-id'),
    ]);
  });

  it('holds no token, password or e-mail address, whatever the requests carried', async () => {
    const log = collect();
    server = await startAccountServer({ requestLog: log });
    const secrets = { email: 'ann.secret@example.com', password: 'correct horse battery staple' };
    await server.addUser('ann', secrets.password, { email: secrets.email });
    const token = await server.login(secrets.email, secrets.password);
    await server.send('GET', '/api/session', { token });
    await server.send('POST', '/api/login', { json: { identifier: secrets.email, password: 'a wrong password' } });
    await server.call(`/api/password-reset?email=${encodeURIComponent(secrets.email)}&token=${token}`);
    await server.call(`/api/users/${encodeURIComponent(secrets.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = log.lines.join('\n');
    expect(log.lines).toHaveLength(5);
    for (const secret of [secrets.email, encodeURIComponent(secrets.email), secrets.password, token, '@'])
      expect(text).not.toContain(secret);
    expect(log.records().map((r) => `${r.method} ${r.route} ${r.status}`)).toContain('POST /api/login 200');
  });

  it('is off with requestLog: false', async () => {
    server = await startAccountServer({ requestLog: false });
    const res = await server.call('/api/health');
    expect(res.headers.get('x-request-id')).toBeNull();
  });
});

/** A metric's value in the exposition text (the sum over series matching every label given). */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let found: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`));
    if (has) found = (found ?? 0) + Number(match[3]);
  }
  return found;
}

describe('/api/metrics', () => {
  const TOKEN = 'a-metrics-token-of-some-length';

  it('does not exist unless switched on', async () => {
    server = await startAccountServer({ requestLog: false });
    const res = await server.call('/api/metrics');
    expect(res.status).toBe(404);
  });

  it('answers in Prometheus text format, and a counter goes up after a request', async () => {
    server = await startAccountServer({ requestLog: false, metrics: { enabled: true }, trustProxy: false });
    const scrape = async () => {
      const res = await server!.call('/api/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };
    const route = { method: 'GET', route: '/api/public/daily-challenge/:date', status: '200' };
    const before = await scrape();
    expect(before).toContain('# TYPE platter_http_requests_total counter');
    expect(before).toContain('# TYPE platter_http_request_duration_seconds histogram');
    expect(metricValue(before, 'platter_http_requests_total', route)).toBeUndefined();

    expect((await server.call('/api/public/daily-challenge/2026-03-09')).status).toBe(200);
    expect((await server.call('/api/public/daily-challenge/2026-03-08')).status).toBe(200);
    const after = await scrape();
    expect(metricValue(after, 'platter_http_requests_total', route)).toBe(2);
    expect(
      metricValue(after, 'platter_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/public/daily-challenge/:date',
      }),
    ).toBe(2);
    // The first scrape was counted too.
    expect(metricValue(after, 'platter_http_requests_total', { route: '/api/metrics', status: '200' })).toBe(1);
  });

  it("counts today's completions, names the content, and reports store errors and builds", async () => {
    server = await startAccountServer({ requestLog: false, metrics: { enabled: true }, trustProxy: false });
    const scrape = async () => (await server!.call('/api/metrics')).text();
    expect(metricValue(await scrape(), 'platter_completions_today', { outcome: 'won' })).toBe(0);
    for (const playerId of ['p-one-1234', 'p-two-1234']) {
      const done = await server.post('/api/public/challenge-complete', {
        date: '2026-03-10',
        challengeNumber: 6,
        playerId,
        guessCount: 3,
      });
      expect(done.status).toBe(200);
    }
    const text = await scrape();
    expect(metricValue(text, 'platter_completions_today', { outcome: 'won' })).toBe(2);
    expect(text).toMatch(/^platter_content_info\{commit="[0-9a-f]{40}"\} 1$/m);
    expect(metricValue(text, 'platter_content_version')).toBe(1);
    expect(metricValue(text, 'platter_store_errors_total', { store: 'records' })).toBe(0);
    expect(text).toContain('# TYPE platter_site_build_duration_seconds gauge');
    // This process built nothing: nothing failed.
    expect(metricValue(text, 'platter_site_build_failed')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts a failing store, and not a refusal such as a taken username', async () => {
    server = await startAccountServer({ requestLog: false, metrics: { enabled: true }, trustProxy: false });
    const errors = async () =>
      metricValue(await (await server!.call('/api/metrics')).text(), 'platter_store_errors_total', {
        store: 'records',
      });
    await server.addUser('olga', 'olga password 1');
    const taken = await server.send('POST', '/api/signup', {
      json: { username: 'olga', email: 'olga2@example.com', password: 'another password' },
    });
    expect(taken.status).toBe(409);
    expect(
      (await server.send('POST', '/api/login', { json: { identifier: 'olga', password: 'wrong one' } })).status,
    ).toBe(401);
    expect(await errors()).toBe(0);
    // The users file broken on disk: every read of it fails until it is fixed or restored.
    writeFileSync(join(server.dataDir, 'users.json'), '{"version": 1, "users": "not a list"}');
    const login = await server.send('POST', '/api/login', {
      json: { identifier: 'olga', password: 'olga password 1' },
    });
    expect(login.status).toBe(500);
    expect(await errors()).toBeGreaterThanOrEqual(1);
  });

  it('refuses a client that came through a proxy, and lets a token holder in', async () => {
    server = await startAccountServer({
      requestLog: false,
      metrics: { enabled: true, token: TOKEN },
      trustProxy: false,
    });
    const proxied = await server.call('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ error: METRICS_REFUSED });
    const wrong = await server.call('/api/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(403);
    const holder = await server.call('/api/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
    });
    expect(holder.status).toBe(200);
    expect(await holder.text()).toContain('platter_http_requests_total');
  });
});
