/**
 * An attack test found that a small body of deeply nested JSON stalled the server: the
 * control-character check walked it recursively and copied the path at each level (cost
 * the square of the depth; 0.44-0.71 s for 60 KB nested 5,000 deep), and from about 8,000
 * levels it overflowed the stack and answered 500. Every JSON route now measures the
 * nesting of the text before parsing it and refuses more than 32 levels with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../core/nesting.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer;
let token: string;
beforeAll(async () => {
  server = await startAccountServer();
  await server.addUser('nest', 'correct horse battery');
  token = await server.login('nest', 'correct horse battery');
});
afterAll(() => server.stop());

/** Arrays nested `depth` deep. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** A body of `bytes` bytes: an object whose field holds arrays nested `depth` deep, padded with strings. */
function nestedBody(depth: number, bytes: number): string {
  const inner = `${'['.repeat(depth)}"${'x'.repeat(Math.max(0, bytes - 2 * depth - 20))}"${']'.repeat(depth)}`;
  return `{"query":${inner}}`;
}

async function timed(
  method: string,
  path: string,
  body: string,
): Promise<{ status: number; error: string; ms: number }> {
  const started = performance.now();
  const res = await server.call(path, {
    method,
    body,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const answer = (await res.json()) as { error: string };
  return { status: res.status, error: answer.error, ms: performance.now() - started };
}

const ROUTES: [string, string][] = [
  ['POST', '/api/public/foods/search-autocomplete'],
  ['POST', '/api/public/challenge-complete'],
  ['POST', '/api/game/score-guess'],
  ['POST', '/api/login'],
  ['PUT', '/api/me/progress'],
];

describe('deeply nested JSON bodies', () => {
  it('answers a 10,000-deep body with 400 naming the limit, in under 50 ms, on every JSON route', async () => {
    for (const [method, path] of ROUTES) {
      await timed(method, path, arrays(10)); // warm the route
      const { status, error, ms } = await timed(method, path, arrays(10_000));
      expect([path, status, error]).toEqual([path, 400, `body: nested deeper than ${MAX_NESTING} levels`]);
      expect(ms, path).toBeLessThan(50);
    }
  });

  it('answers a 60 KB body nested 5,000 deep in under 20 ms (median of 5)', async () => {
    const body = nestedBody(5_000, 60_000);
    expect(body.length).toBeGreaterThanOrEqual(59_000);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, ms } = await timed('POST', '/api/public/foods/search-autocomplete', body);
      expect(status).toBe(400);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(20);
  });

  it('names the field of a body nested just past the limit, and accepts one at the limit', async () => {
    const deep = `{"progress":{"2026-03-09":{"guesses":${'['.repeat(MAX_NESTING - 2)}${']'.repeat(MAX_NESTING - 2)}}}}`;
    const refused = await timed('PUT', '/api/me/progress', deep);
    expect(refused.status).toBe(400);
    expect(refused.error).toBe(`body: nested deeper than ${MAX_NESTING} levels`);
    // Within the limit the schema has its say as before.
    const shallow = await timed('PUT', '/api/me/progress', '{"progress":{"2026-03-09":{"guesses":[["x"]]}}}');
    expect(shallow.status).toBe(400);
    expect(shallow.error).toMatch(/^progress\.2026-03-09\.guesses\[0\]: /);
  });

  it('still finds a control character deep in a body, and names its path', async () => {
    const res = await timed(
      'POST',
      '/api/public/foods/search-autocomplete',
      JSON.stringify({ query: 'pad', extra: [[{ a: ['ok', 'bad\u0000'] }]] }),
    );
    expect(res.status).toBe(400);
    expect(res.error).toMatch(/^extra\[0\]\[0\]\.a\[1\]: must not contain control characters/);
  });
});
