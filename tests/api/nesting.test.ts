/**
 * An attack test found that a small body of deeply nested JSON stalled the server: the
 * control-character check walked it recursively and copied the path at each level (cost
 * the square of the depth; 0.44-0.71 s for 60 KB nested 5,000 deep), and from about 8,000
 * levels it overflowed the stack and answered 500. Every JSON route now measures the
 * nesting of the text before parsing it and refuses more than 32 levels with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../core/nesting.ts';
import { startAdminServer, type AdminServer } from './admin-support.ts';

let server: AdminServer;
let token: string;
beforeAll(async () => {
  server = await startAdminServer();
  // An admin passes every role check, so each route gets as far as reading its body.
  token = server.adminToken;
});
afterAll(() => server.close());

/** A dish as the game routes take it: a name and the scored fields. */
function guessObject() {
  return {
    name: 'Deep Dish',
    origin: ['Italy'],
    regions: ['Europe'],
    core_components: ['dough'],
    key_ingredients: ['flour'],
    preparation_method: ['Baked'],
    flavor_profile: ['savory'],
    dietary_identity: ['Vegetarian'],
    temperature: ['hot'],
    course_placement: ['Main'],
  };
}

/** Arrays nested `depth` deep. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** A body of `bytes` bytes: an object whose field holds arrays nested `depth` deep, padded with strings. */
function nestedBody(depth: number, bytes: number): string {
  const inner = `${'['.repeat(depth)}"${'x'.repeat(Math.max(0, bytes - 2 * depth - 20))}"${']'.repeat(depth)}`;
  return `{"query":${inner}}`;
}

interface Timed {
  status: number;
  error: string;
  ms: number;
}

/**
 * Five tries: the last answer, with the time of the fastest, which is what the server
 * spends on the body itself. The tests share two cores with other suites, whose load only
 * ever adds time; a walk that costs more with the body's depth (the finding) makes every
 * try slow. A refused body changes nothing, so every try answers alike.
 */
async function timed(method: string, path: string, body: string): Promise<Timed> {
  const tries: Timed[] = [];
  for (let i = 0; i < 5; i++) tries.push(await once(method, path, body));
  return { ...tries.at(-1)!, ms: Math.min(...tries.map((t) => t.ms)) };
}

async function once(method: string, path: string, body: string): Promise<Timed> {
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

  it('answers a 10,000-deep body with that 400 in under 50 ms on every route that reads a body, of ' +
    'every group', async () => {
    // Every route the app registers, with real values for its parameters; a route that
    // reads no body (most DELETEs) must answer as it does without one.
    const params: Record<string, string> = { name: 'Hummus', id: '1', date: '2026-03-12', key: 'x' };
    // These two read no body and would end the admin's session.
    const skipped = new Set(['POST /api/logout', 'DELETE /api/users/account']);
    // h3 keeps its routes in '~routes' (internal, but the only list of them there is).
    const routes = (server.platter.app as unknown as { '~routes': { method: string; route: string }[] })['~routes']
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.route.startsWith('/api/'))
      .filter((r) => !skipped.has(`${r.method} ${r.route}`));
    let refused = 0;
    for (const { method, route } of routes) {
      const path = route.replace(/:(\w+)/g, (_, p: string) => params[p] ?? 'x');
      // One call first (it warms the route): a route that refuses the body is timed; one
      // that does not read it acts (a real deletion, say), and is then compared with a
      // call without a body.
      const first = await once(method, path, arrays(10_000));
      if (first.error === `body: nested deeper than ${MAX_NESTING} levels`) {
        const { status, ms } = await timed(method, path, arrays(10_000));
        expect([method, path, status]).toEqual([method, path, 400]);
        expect(ms, `${method} ${path}`).toBeLessThan(50);
        refused++;
      } else {
        // After that first action, with the body and without it meet the same state.
        const again = await once(method, path, arrays(10_000));
        const without = await server.call(path, { method, headers: { authorization: `Bearer ${token}` } });
        expect([method, path, again.status]).toEqual([method, path, without.status]);
      }
    }
    expect(refused).toBeGreaterThanOrEqual(30);
  }, 60_000);

  it('reads JSON held in a text field (a list sent as JSON text) with the same limit, in under 20 ms', async () => {
    // Lists may come as JSON text ('["Thailand"]'): a 58 KB text nested 29,000 deep is no list.
    const deep = '['.repeat(29_000) + ']'.repeat(29_000);
    const submission = {
      name: 'Deep Dish',
      origin: ['Italy'],
      regions: ['Europe'],
      main_ingredients: ['dough'],
      ingredients: deep,
      cooking_method: ['Baked'],
      course: ['Main'],
      diet_classification: ['Vegetarian'],
      dish_category: ['pizza'],
      food_groups: ['Grains'],
    };
    const cases: [string, unknown, string][] = [
      ['/api/public/food-submissions', submission, 'ingredients'],
      ['/api/game/score-guess', { guess: { ...guessObject(), origin: deep }, answer: 'Hummus' }, 'guess.origin'],
    ];
    for (const [path, json, field] of cases) {
      const body = JSON.stringify(json);
      expect(body.length).toBeGreaterThan(58_000);
      await timed('POST', path, body);
      const { status, error, ms } = await timed('POST', path, body);
      expect([path, status, error]).toEqual([path, 400, `${field}: nested deeper than ${MAX_NESTING} levels`]);
      expect(ms, path).toBeLessThan(20);
    }
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
