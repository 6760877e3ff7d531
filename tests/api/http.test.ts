import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './_server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A raw request, so the body arrives exactly as sent (fetch would decompress it). */
function raw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Cache-Control', () => {
  it("keeps today's challenge until the next puzzle and no longer", async () => {
    const res = await server.call('/api/public/daily-challenge/today');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${13 * 3600}`);
  });

  it('keeps food lists and names for hours, a past day for a day', async () => {
    expect((await server.call('/api/public/foods')).headers.get('cache-control')).toBe('public, max-age=10800');
    expect((await server.call('/api/public/foods/names')).headers.get('cache-control')).toBe('public, max-age=10800');
    expect((await server.call('/api/public/daily-challenge/2026-03-05')).headers.get('cache-control')).toBe(
      'public, max-age=86400',
    );
    expect((await server.call('/api/public/daily-challenge/2026-03-10')).headers.get('cache-control')).toBe(
      `public, max-age=${13 * 3600}`,
    );
  });

  it('never stores game answers, the countdown or errors', async () => {
    expect(
      (await server.call('/api/game/validate-win', { json: { guess: 'Hummus', answer: 'Hummus' } })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
    expect((await server.call('/api/daily-challenge/next-challenge-time')).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await server.call('/api/public/foods/Haggis')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('ETag', () => {
  it('answers 304 without a body when If-None-Match matches, 200 otherwise', async () => {
    const first = await server.call('/api/public/foods/names');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.call('/api/public/foods/names', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=10800');
    const other = await server.call('/api/public/foods/names', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('differs between answers and is absent on game answers', async () => {
    const a = (await server.call('/api/public/daily-challenge/2026-03-05')).headers.get('etag');
    const b = (await server.call('/api/public/daily-challenge/2026-03-06')).headers.get('etag');
    expect(a).not.toBe(b);
    expect(
      (await server.call('/api/game/validate-win', { json: { guess: 'Hummus', answer: 'Hummus' } })).headers.get(
        'etag',
      ),
    ).toBeNull();
  });
});

describe('compression', () => {
  it('gzips a large answer for a client that accepts gzip', async () => {
    const res = await raw('/api/public/foods', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const json = JSON.parse(gunzipSync(res.body).toString('utf8')) as { total: number };
    expect(json.total).toBe(10);
  });

  it('prefers brotli when accepted', async () => {
    const res = await raw('/api/public/foods?limit=all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toMatchObject({ total: 10 });
  });

  it('sends small answers and clients without Accept-Encoding plain', async () => {
    expect(
      (await raw('/api/daily-challenge/next-challenge-time', { 'accept-encoding': 'gzip' })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    const plain = await raw('/api/public/foods', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ total: 10 });
    expect(
      (await raw('/api/public/foods', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
  });
});

describe('CORS', () => {
  it("lets the site's origin read answers", async () => {
    const res = await server.call('/api/public/foods/names', { headers: { origin: 'https://platter.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://platter.example');
  });

  it('gives other origins no CORS headers', async () => {
    const res = await server.call('/api/public/foods/names', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights: 204 for the site, 403 for others', async () => {
    const ok = await server.call('/api/game/score-guess', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://platter.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://platter.example');
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toContain('content-type');
    const no = await server.call('/api/game/score-guess', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(no.status).toBe(403);
    expect(await no.json()).toEqual({ error: 'Origin not allowed: https://evil.example' });
  });

  it('lets the site send the admin and account calls: PUT and DELETE with an Authorization header', async () => {
    const allowed = (header: string | null) => (header ?? '').split(',').map((v) => v.trim().toLowerCase());
    for (const [path, method] of [
      ['/api/users/account', 'DELETE'],
      ['/api/admin/foods/hummus', 'PUT'],
    ] as const) {
      const res = await server.call(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://platter.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://platter.example');
      expect(allowed(res.headers.get('access-control-allow-methods'))).toContain(method.toLowerCase());
      expect(allowed(res.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
    }
    // The actual call then carries the header that lets the page read the answer, an error included.
    const refused = await server.call('/api/users/account', {
      method: 'DELETE',
      headers: { origin: 'https://platter.example', authorization: 'Bearer not-a-session' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://platter.example');
  });
});

describe('body size limit', () => {
  it('answers 413 for a body over the limit', async () => {
    const res = await server.call('/api/game/score-cell', {
      json: { guess: 'x'.repeat(70_000), answer: 'Hummus', field: 'origin' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large: the body exceeds the limit of 65536 bytes' });
  });

  it('answers 413 for a chunked body without Content-Length that grows past the limit', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ query: 'y'.repeat(80_000) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 8192) controller.enqueue(big.slice(i, i + 8192));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/public/foods/search-autocomplete`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('a body that comes with its headers or after them', () => {
  // A small limit, so that a body over it still comes in one packet with its headers.
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ bodyLimit: 200 });
  });
  afterAll(() => small.stop());

  /** Writes `parts` to one connection, 50 ms apart, and answers everything the server sent until it closed. */
  function exchange(parts: string[]): Promise<string> {
    const { port } = new URL(small.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.on('connect', async () => {
        for (const [i, part] of parts.entries()) {
          if (i > 0) await new Promise((r) => setTimeout(r, 50));
          socket.write(part);
        }
      });
    });
  }
  const search = (body: string, headers: string) =>
    `POST /api/public/foods/search-autocomplete HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n${headers}\r\n${body}`;

  it('refuses a chunked body over the limit that came whole, and answers the next request on the connection', async () => {
    const over = JSON.stringify({ query: 'g'.repeat(250) });
    const chunked = `${over.length.toString(16)}\r\n${over}\r\n0\r\n\r\n`;
    const next = JSON.stringify({ query: 'guac' });
    const answers = await exchange([
      search(chunked, 'transfer-encoding: chunked\r\n') +
        search(next, `content-length: ${next.length}\r\nconnection: close\r\n`),
    ]);
    expect(answers).toMatch(/^HTTP\/1\.1 413 /);
    expect(answers).toContain('Request body too large: the body exceeds the limit of 200 bytes');
    expect(answers).toMatch(/HTTP\/1\.1 200 [\s\S]*"suggestions":\["Guacamole"/);
  });

  it('reads a body that comes after its headers, and one that comes in pieces', async () => {
    const body = JSON.stringify({ query: 'guac' });
    const head = search('', `content-length: ${body.length}\r\nconnection: close\r\n`);
    for (const parts of [
      [head, body],
      [head, body.slice(0, 5), body.slice(5)],
    ]) {
      const answer = await exchange(parts);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"suggestions":["Guacamole"');
    }
  });
});

describe('Content-Type', () => {
  it('answers 415 to a POST body not declared JSON, which another site could send without asking first', async () => {
    const body = JSON.stringify({ date: '2026-03-10', challengeNumber: 6, playerId: 'player-cross-site' });
    for (const [path, type] of [
      ['/api/public/challenge-complete', 'text/plain'],
      ['/api/public/food-submissions', 'application/x-www-form-urlencoded'],
      ['/api/contact', 'multipart/form-data; boundary=x'],
      ['/api/login', 'text/plain;charset=UTF-8'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': type } });
      expect([path, res.status]).toEqual([path, 415]);
      expect(await res.json()).toEqual({
        error: `body: expected Content-Type application/json, got ${type.split(';')[0]}`,
      });
    }
    const stats = await server.get<{ stats: { date: string; completion_count: number }[] }>(
      '/api/public/challenge-stats',
    );
    expect(stats.body.stats.find((s) => s.date === '2026-03-10')?.completion_count).toBe(0);
  });

  it('takes JSON with a charset, and a POST with no body still gets its 400', async () => {
    const ok = await fetch(`${server.url}/api/public/challenge-complete`, {
      method: 'POST',
      body: JSON.stringify({ date: '2026-03-09', challengeNumber: 5, playerId: 'player-charset' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(ok.status).toBe(200);
    const empty = await fetch(`${server.url}/api/public/challenge-complete`, { method: 'POST' });
    expect(empty.status).toBe(400);
  });
});

describe('HEAD', () => {
  it('answers with the headers of GET and no body', async () => {
    const res = await server.call('/api/public/foods/names', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\//);
    expect(await res.text()).toBe('');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the work limit, per IP, without touching the read limit', async () => {
    const limited = await startTestServer({ rateLimit: { work: 3, read: 5 } });
    try {
      const win = { guess: 'Hummus', answer: 'Hummus' };
      for (let i = 0; i < 3; i++)
        expect((await limited.call('/api/game/validate-win', { json: win, ip: '203.0.113.1' })).status).toBe(200);
      const over = await limited.call('/api/game/validate-win', { json: win, ip: '203.0.113.1' });
      expect(over.status).toBe(429);
      // Now is 15:00:00Z, exactly the start of a 15-minute window: the whole window remains.
      expect(over.headers.get('retry-after')).toBe('900');
      expect(await over.json()).toEqual({
        error: 'Too many requests: at most 3 per 15 minutes on these routes. Try again in 900 seconds.',
      });
      expect((await limited.call('/api/game/validate-win', { json: win, ip: '203.0.113.2' })).status).toBe(200);
      expect((await limited.call('/api/public/foods/names', { ip: '203.0.113.1' })).status).toBe(200);
      for (let i = 0; i < 4; i++) await limited.call('/api/public/foods/names', { ip: '203.0.113.1' });
      expect((await limited.call('/api/public/foods/names', { ip: '203.0.113.1' })).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const direct = await startTestServer({ rateLimit: { work: 1, read: 100 }, trustProxy: false });
    try {
      const win = { guess: 'Hummus', answer: 'Hummus' };
      expect((await direct.call('/api/game/validate-win', { json: win, ip: '198.51.100.1' })).status).toBe(200);
      // A forged header does not give a fresh budget: both requests come from 127.0.0.1.
      expect((await direct.call('/api/game/validate-win', { json: win, ip: '198.51.100.2' })).status).toBe(429);
    } finally {
      await direct.stop();
    }
  });

  it('leaves a full game of 20 guesses plus archive browsing well inside the default limits', async () => {
    const player = await startTestServer({ rateLimit: undefined });
    try {
      const ip = '192.0.2.7';
      const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200);
      await ok(player.call('/api/public/daily-challenge/today', { ip }));
      await ok(player.call('/api/public/foods?limit=all', { ip }));
      await ok(player.call('/api/public/foods/names', { ip }));
      await ok(player.call('/api/public/affiliate-products', { ip }));
      await ok(player.call('/api/daily-challenge/next-challenge-time', { ip }));
      const names = [
        'Pad Thai',
        'Phở Bò',
        'Pizza Margherita',
        'Spaghetti Carbonara',
        'Gazpacho',
        'Hummus',
        'Crème Brûlée',
        'Fruit Salad',
        'Tacos al Pastor',
      ];
      const guesses: string[] = [];
      for (let i = 0; i < 20; i++) {
        const guess = i === 19 ? 'Guacamole' : names[i % names.length]!;
        guesses.push(guess);
        // Typing: three autocomplete calls per guess, then the server's win check and wrong count.
        for (const q of [guess.slice(0, 1), guess.slice(0, 2), guess.slice(0, 3)]) {
          await ok(
            player.call('/api/public/foods/search-autocomplete', {
              json: { query: q, excludeGuessed: guesses.slice(0, -1) },
              ip,
            }),
          );
        }
        await ok(player.call(`/api/public/foods/${encodeURIComponent(guess)}`, { ip }));
        await ok(player.call('/api/game/validate-win', { json: { guess, answer: 'Guacamole', guesses }, ip }));
        await ok(player.call('/api/game/calculate-wrong-guesses', { json: { guesses, answer: 'Guacamole' }, ip }));
      }
      await ok(
        player.call('/api/public/challenge-complete', {
          json: { date: '2026-03-10', challengeNumber: 6, playerId: 'player-full-game' },
          ip,
        }),
      );
      await ok(
        player.call('/api/game/generate-share-text', {
          json: { guesses, answer: 'Guacamole', challengeNumber: 6, includeUrl: true },
          ip,
        }),
      );
      await ok(player.call('/api/public/daily-challenges', { ip }));
      for (let day = 5; day <= 9; day++) await ok(player.call(`/api/public/daily-challenge/2026-03-0${day}`, { ip }));
      await ok(player.call('/api/public/challenge-stats', { ip }));
    } finally {
      await player.stop();
    }
  });
});
