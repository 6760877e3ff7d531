/**
 * site/lib/api.ts against a real HTTP server on a free port: merging identical requests
 * within 500 ms, the error messages, and cached GETs that survive a dead network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, cachedGet, MERGE_WINDOW_MS, request, toCamelCase } from '../../site/lib/api.ts';
import { memoryStorage, useStorage } from '../../site/lib/storage.ts';

let server: Server;
let origin: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = `${req.method} ${req.url} ${body}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      if (req.url === '/api/bad') {
        res
          .writeHead(400, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: 'guess: expected a food name' }));
      } else if (req.url === '/api/flaky' && hits.get(key)! > 1) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{}');
      } else if (req.url === '/api/broken') {
        res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>');
      } else {
        // A little latency so that concurrent callers overlap.
        setTimeout(
          () =>
            res
              .writeHead(200, { 'Content-Type': 'application/json' })
              .end(JSON.stringify({ echo: body, n: hits.get(key) })),
          30,
        );
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('PUBLIC_API_ORIGIN', origin);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  hits.clear();
  useStorage(memoryStorage());
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('request', () => {
  it('never answers a GET with data fetched before a write that followed it', async () => {
    const before = await request<{ n: number }>('GET', '/list');
    expect(before.n).toBe(1);
    // An admin approves a submission, then reloads the list at once: the reload must see
    // the server again, not the answer merged from 30 ms before the write.
    await request('POST', '/list/approve', { id: 1 });
    const after = await request<{ n: number }>('GET', '/list');
    expect(after.n).toBe(2);
    expect(hits.get('GET /api/list ')).toBe(2);
  });

  it('merges identical requests started within 500 ms into one network call', async () => {
    const [a, b] = await Promise.all([request('GET', '/same'), request('GET', '/same')]);
    expect(a).toEqual(b);
    expect(hits.get('GET /api/same ')).toBe(1);
    // Still inside the window after the first answered: the same answer, no new call.
    await request('GET', '/same');
    expect(hits.get('GET /api/same ')).toBe(1);
    await new Promise((r) => setTimeout(r, MERGE_WINDOW_MS + 50));
    await request('GET', '/same');
    expect(hits.get('GET /api/same ')).toBe(2);
  });

  it('does not merge requests that differ in method or body', async () => {
    await Promise.all([request('POST', '/p', { a: 1 }), request('POST', '/p', { a: 2 }), request('GET', '/p')]);
    expect(hits.get('POST /api/p {"a":1}')).toBe(1);
    expect(hits.get('POST /api/p {"a":2}')).toBe(1);
    expect(hits.get('GET /api/p ')).toBe(1);
  });

  it("raises the server's error text, or 'HTTP error! status: {code}'", async () => {
    await expect(request('GET', '/bad')).rejects.toThrow(new ApiError('guess: expected a food name', 400));
    await expect(request('GET', '/broken')).rejects.toThrow('HTTP error! status: 502');
    await expect(request('GET', '/broken')).rejects.toMatchObject({ status: 502 });
  });
});

describe('cachedGet', () => {
  it('answers from the cache while fresh', async () => {
    await cachedGet('/cached', 'c1', 60_000);
    await new Promise((r) => setTimeout(r, MERGE_WINDOW_MS + 50));
    const second = await cachedGet<{ n: number }>('/cached', 'c1', 60_000);
    expect(second.n).toBe(1);
    expect(hits.get('GET /api/cached ')).toBe(1);
  });

  it('falls back to a stale answer when the network is down, but not on a server error', async () => {
    await cachedGet('/offline', 'c2', 1);
    await new Promise((r) => setTimeout(r, 20));
    vi.stubEnv('PUBLIC_API_ORIGIN', 'http://127.0.0.1:1');
    try {
      await expect(cachedGet<{ n: number }>('/offline', 'c2', 1)).resolves.toMatchObject({ n: 1 });
      await expect(cachedGet('/nothing-cached', 'c3', 1)).rejects.toMatchObject({ status: 0 });
    } finally {
      vi.stubEnv('PUBLIC_API_ORIGIN', origin);
    }
    // A server that answers with an error is not offline: its error is the answer.
    await cachedGet('/flaky', 'c4', 1);
    await new Promise((r) => setTimeout(r, MERGE_WINDOW_MS + 50));
    await expect(cachedGet('/flaky', 'c4', 1)).rejects.toThrow('HTTP error! status: 500');
  });
});

describe('toCamelCase', () => {
  it('converts keys at every depth and leaves values alone', () => {
    expect(toCamelCase({ completion_count: 2, stats: [{ is_active: true, created_at: 'x_y' }] })).toEqual({
      completionCount: 2,
      stats: [{ isActive: true, createdAt: 'x_y' }],
    });
  });
});
