/**
 * Every admin route, called as an anonymous visitor, as a signed-in player and as an
 * admin, against a real server over a temporary git repository: the first two get 401
 * and 403 and change nothing (HEAD, the working tree and the data files stay as they
 * were), the admin gets a 2xx. The admin's calls run in an order that makes each one
 * meaningful (the image is deleted after it was uploaded, the submission approved after
 * it was completed ...).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../core/accounts.ts';
import { newDish, startAdminServer, type AdminServer } from './admin-support.ts';

let server: AdminServer;
let png: Uint8Array;

/** One call: JSON or a multipart form, with a token or none. */
interface Call {
  method: string;
  path: string | (() => string);
  json?: unknown;
  form?: () => FormData;
  /** Runs before the admin's call (state the call needs). */
  prepare?: () => Promise<void>;
}

const SUBMITTER_IP = '198.51.100.20';

function submission(name: string) {
  return {
    name,
    origin: 'Japan',
    regions: ['Asia'],
    main_ingredients: ['wheat noodles', 'pork'],
    ingredients: ['wheat noodles', 'pork', 'soy sauce', 'scallion'],
    cooking_method: ['Boiled'],
    course: 'Main',
    diet_classification: ['Meat-based'],
    dish_category: ['noodles', 'broth'],
    food_groups: ['Protein', 'Grains'],
  };
}

/** Ids of the submissions made in beforeAll, by role. */
const ids = { approve: 0, reapprove: 0, purge: 0, report: 0 };
let cacheKey = '';

const CALLS: Call[] = [
  { method: 'GET', path: '/api/admin/foods' },
  { method: 'POST', path: '/api/admin/foods', json: newDish() },
  {
    method: 'PUT',
    path: '/api/admin/foods/Khao%20Man%20Gai',
    json: { ...newDish(), serving_context: ['hawker centre'] },
  },
  {
    method: 'POST',
    path: '/api/admin/upload-food-image',
    form: () => {
      const form = new FormData();
      form.set('image', new Blob([png as BlobPart], { type: 'image/png' }), 'dish.png');
      form.set('foodName', 'Khao Man Gai');
      return form;
    },
  },
  { method: 'DELETE', path: '/api/admin/food-image/Khao%20Man%20Gai' },
  { method: 'DELETE', path: '/api/admin/foods/Khao%20Man%20Gai' },
  { method: 'GET', path: '/api/admin/daily-challenges' },
  { method: 'POST', path: '/api/admin/daily-challenges', json: { date: '2027-01-04', food: 'Pad Thai' } },
  { method: 'DELETE', path: '/api/admin/daily-challenges/2027-01-04' },
  { method: 'POST', path: '/api/admin/daily-challenges/bulk', json: { foods: ['Hummus', 'Gazpacho'] } },
  { method: 'POST', path: '/api/admin/daily-challenges/bulk-delete', json: { dates: ['2026-03-15', '2026-03-16'] } },
  { method: 'GET', path: '/api/admin/challenge-stats' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/blocked-ips' },
  { method: 'POST', path: '/api/admin/blocked-ips', json: { ip: '203.0.113.9', reason: 'spam' } },
  { method: 'POST', path: '/api/admin/blocked-ips/1/unblock' },
  { method: 'GET', path: '/api/admin/cache' },
  {
    method: 'DELETE',
    path: () => `/api/admin/cache/${encodeURIComponent(cacheKey)}`,
    prepare: async () => {
      await server.get('/api/public/foods/names');
      const cache = await server.asAdmin<{ entries: { key: string }[] }>('GET', '/api/admin/cache');
      cacheKey = cache.body.entries.find((e) => e.key.startsWith('names:'))!.key;
    },
  },
  { method: 'DELETE', path: '/api/admin/cache' },
  { method: 'GET', path: '/api/admin/site-build' },
  { method: 'GET', path: '/api/admin/content-status' },
  { method: 'GET', path: '/api/admin/affiliate-products' },
  {
    method: 'POST',
    path: '/api/admin/affiliate-products',
    json: { title: 'Rice Cooker', link: 'https://shop.example/rice-cooker', tags: ['rice'] },
  },
  { method: 'PUT', path: '/api/admin/affiliate-products/4', json: { is_active: false } },
  { method: 'DELETE', path: '/api/admin/affiliate-products/4' },
  { method: 'GET', path: '/api/admin/food-tags' },
  { method: 'PUT', path: '/api/admin/food-tags/Pad%20Thai', json: { tags: ['wok', 'noodles'] } },
  { method: 'GET', path: '/api/admin/keyword-tag-mappings' },
  { method: 'POST', path: '/api/admin/keyword-tag-mappings', json: { keyword: 'noodles', product_tag: 'wok' } },
  { method: 'PUT', path: '/api/admin/keyword-tag-mappings/1', json: { connection_strength: 4 } },
  { method: 'DELETE', path: '/api/admin/keyword-tag-mappings/1' },
  { method: 'GET', path: '/api/admin/tag-statistics' },
  { method: 'GET', path: '/api/admin/food-submissions?status=all' },
  {
    method: 'PUT',
    path: () => `/api/admin/food-submissions/${ids.approve}`,
    json: { flavor_profile: 'savory, umami', temperature: ['hot'] },
  },
  {
    method: 'POST',
    path: () => `/api/admin/food-submissions/${ids.approve}/approve`,
    // Completed in the Food Manager's form: a submission alone has no icon and no hints.
    json: { review_notes: 'Lovely', food: { ...newDish('Test Ramen approve'), origin: ['Japan'] } },
  },
  {
    method: 'PUT',
    path: () => `/api/admin/food-submissions/${ids.reapprove}`,
    json: { flavor_profile: ['savory'], temperature: ['hot'] },
  },
  { method: 'POST', path: () => `/api/admin/food-submissions/${ids.reapprove}/reject` },
  {
    method: 'POST',
    path: () => `/api/admin/food-submissions/${ids.reapprove}/reapprove`,
    json: {
      food: {
        ...newDish('Test Ramen reapprove'),
        origin: ['Mexico'],
        regions: ['North America'],
        core_components: ['tortilla', 'beans'],
        key_ingredients: ['black beans', 'corn tortilla'],
        ingredients: ['black beans', 'corn tortilla', 'onion'],
        preparation_method: ['Baked'],
        dietary_identity: ['Vegan'],
        flavor_profile: ['spicy'],
        course_placement: ['Breakfast'],
      },
    },
  },
  {
    method: 'POST',
    path: () => `/api/admin/food-submissions/${ids.purge}/reject`,
    json: { review_notes: 'Duplicate' },
  },
  { method: 'DELETE', path: '/api/admin/food-submissions?status=rejected' },
  { method: 'POST', path: () => `/api/admin/food-submissions/${ids.report}/report` },
  { method: 'DELETE', path: () => `/api/admin/food-submissions/${ids.report}` },
];

async function call(c: Call, token: string | undefined): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'x-forwarded-for': '192.0.2.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  } else if (c.form) {
    body = c.form();
  }
  const path = typeof c.path === 'function' ? c.path() : c.path;
  const res = await fetch(`${server.url}${path}`, { method: c.method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** What must not change when a refused call is made: HEAD, the working tree and the records. */
function snapshot(): string {
  return [server.repo.git('rev-parse', 'HEAD'), server.repo.git('status', '--porcelain')].join('\n');
}

beforeAll(async () => {
  server = await startAdminServer();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d2691e' } })
    .png()
    .toBuffer();
  for (const role of ['approve', 'reapprove', 'purge', 'report'] as const) {
    const { status, body } = await server.send<{ submission: { id: number } }>('POST', '/api/public/food-submissions', {
      json: submission(`Test Ramen ${role}`),
      ip: SUBMITTER_IP,
    });
    expect(status).toBe(201);
    ids[role] = body.submission.id;
  }
});
afterAll(() => server.close());

describe('every admin route', () => {
  it('answers 401 Authentication required to an anonymous visitor, changing nothing', async () => {
    const before = snapshot();
    for (const c of CALLS) {
      const { status, body } = await call(c, undefined);
      expect({ route: `${c.method} ${typeof c.path === 'string' ? c.path : 'dynamic'}`, status }).toEqual({
        route: expect.any(String),
        status: 401,
      });
      expect(body.error).toBe(c.form ? 'Authentication required for image upload' : AUTH_MESSAGES.required);
    }
    expect(snapshot()).toBe(before);
  });

  it('answers 401 to a token that is not a session', async () => {
    for (const c of CALLS.slice(0, 3)) expect((await call(c, 'x'.repeat(43))).status).toBe(401);
  });

  it('answers 403 Admin access required to a signed-in player, changing nothing', async () => {
    const before = snapshot();
    for (const c of CALLS) {
      const { status, body } = await call(c, server.userToken);
      expect([`${c.method} ${typeof c.path === 'string' ? c.path : 'dynamic'}`, status]).toEqual([
        expect.any(String),
        403,
      ]);
      expect(body.error).toBe(AUTH_MESSAGES.admin);
    }
    expect(snapshot()).toBe(before);
    const { body } = await server.asAdmin<{ submissions: { status: string }[] }>(
      'GET',
      '/api/admin/food-submissions?status=all',
    );
    expect(body.submissions.every((s) => s.status === 'pending')).toBe(true);
  });

  // Some thirty calls in a row, most of them a commit: about 35 s on a busy 2-core machine.
  it('answers 2xx to an admin', { timeout: 90_000 }, async () => {
    for (const c of CALLS) {
      await c.prepare?.();
      const { status, body } = await call(c, server.adminToken);
      const route = `${c.method} ${typeof c.path === 'string' ? c.path : c.path()}`;
      expect({ route, status, error: body.error }).toEqual({
        route,
        status: expect.toSatisfy((s: number) => s >= 200 && s < 300),
        error: undefined,
      });
    }
  });
});
