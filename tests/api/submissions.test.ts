/**
 * Public food submissions and their review, against a real server over a temporary git
 * copy of the fixture content: the required fields, the hourly limits (5 anonymous per
 * address, 20 per account), blocked addresses, and each review action, including the
 * approval that becomes a commit of a new dish and the account deletion that anonymises
 * a player's submissions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTargetDescription, startAdminServer, type AdminServer } from './admin-support.ts';

type Json = Record<string, any>;

/** A submission as the public form sends it; arrays or comma text both work. */
function dish(name: string, extra: Json = {}) {
  return {
    name,
    origin: ['Japan'],
    regions: 'Asia',
    main_ingredients: 'wheat noodles, pork belly',
    ingredients: ['wheat noodles', 'pork belly', 'soy sauce', 'scallion', 'egg'],
    cooking_method: ['Boiled'],
    course: 'Main Course',
    diet_classification: ['Meat-based'],
    dish_category: ['noodles', 'broth'],
    food_groups: ['Protein', 'Grains'],
    ...extra,
  };
}

/**
 * The dish as an admin completes it in the Food Manager's form before approving: the
 * submission's draft with an icon, the four hint fields and a description on target.
 */
function completed(draft: Json, extra: Json = {}) {
  return {
    ...draft,
    icon: '🍜',
    texture_emphasis: ['springy'],
    serving_context: ['ramen shop'],
    form_factor: ['bowl'],
    common_accompaniments: ['gyoza'],
    description: onTargetDescription(String(draft.name)),
    ...extra,
  };
}

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe('POST /api/public/food-submissions', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('stores a submission as pending with its address and time, arrays from comma text', async () => {
    const ip = freshIp();
    const { status, body } = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: dish('Tonkotsu Ramen', { submitter_name: 'Kenji' }),
      ip,
    });
    expect(status).toBe(201);
    expect(body.submission).toEqual({ id: 1, name: 'Tonkotsu Ramen', status: 'pending' });
    const stored = JSON.parse(readFileSync(join(server.dataDir, 'submissions.json'), 'utf8')).submissions[0];
    expect(stored).toMatchObject({
      status: 'pending',
      ip,
      submitted_at: '2026-03-10T15:00:00.000Z',
      regions: ['Asia'],
      main_ingredients: ['wheat noodles', 'pork belly'],
      course: ['Main Course'],
      submitter_name: 'Kenji',
      submitted_by: null,
    });
  });

  it('requires every field the spec names, saying which is missing', async () => {
    const { food_groups: _dropped, ...incomplete } = dish('Shoyu Ramen');
    const { status, body } = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: incomplete,
      ip: freshIp(),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('food_groups is required');
    const empty = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: dish('Shoyu Ramen', { ingredients: ' , ' }),
      ip: freshIp(),
    });
    expect(empty.body.error).toBe('ingredients: needs at least one value');
  });

  it('accepts 5 per hour from an anonymous address, then 429 with Retry-After, and again after the hour', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 5; i++)
      expect((await server.send('POST', '/api/public/food-submissions', { json: dish(`Dish ${i}`), ip })).status).toBe(
        201,
      );
    const sixth = await server.send<Json>('POST', '/api/public/food-submissions', { json: dish('Dish 6'), ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await server.send('POST', '/api/public/food-submissions', { json: dish('Dish 7'), ip: freshIp() })).status,
    ).toBe(201);
    server.advance(3600_000);
    expect((await server.send('POST', '/api/public/food-submissions', { json: dish('Dish 8'), ip })).status).toBe(201);
  });

  it('accepts 20 per hour from a signed-in player, whatever the address', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 20; i++) {
      const { status } = await server.send('POST', '/api/public/food-submissions', {
        json: dish(`Signed ${i}`),
        token: server.userToken,
        ip,
      });
      expect(status).toBe(201);
    }
    const over = await server.send('POST', '/api/public/food-submissions', {
      json: dish('Signed 21'),
      token: server.userToken,
      ip: freshIp(),
    });
    expect(over.status).toBe(429);
  });

  it('refuses a blocked address on the submission and on every admin write, but not on reads', async () => {
    const ip = freshIp();
    const blocked = await server.asAdmin<Json>('POST', '/api/admin/blocked-ips', { ip, reason: 'spam' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.blockedIp).toMatchObject({ ip_address: ip, reason: 'spam', blocked_by: 'alice' });
    const refused = await server.send<Json>('POST', '/api/public/food-submissions', { json: dish('Spam'), ip });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your IP address has been blocked');
    const adminWrite = await server.asAdmin<Json>(
      'POST',
      '/api/admin/daily-challenges',
      { date: '2027-01-04', food: 'hummus' },
      ip,
    );
    expect(adminWrite.status).toBe(403);
    expect(adminWrite.body.error).toBe('Your IP address has been blocked');
    expect((await server.asAdmin('GET', '/api/admin/foods', undefined, ip)).status).toBe(200);
    // Unblocked, it may submit again.
    await server.asAdmin('POST', `/api/admin/blocked-ips/${blocked.body.blockedIp.id}/unblock`);
    expect((await server.send('POST', '/api/public/food-submissions', { json: dish('Not spam'), ip })).status).toBe(
      201,
    );
    const list = await server.asAdmin<Json>('GET', '/api/admin/blocked-ips');
    expect(list.body.blockedIps).toEqual([]);
  });

  it('will not let an admin block their own address', async () => {
    const { status, body } = await server.asAdmin<Json>(
      'POST',
      '/api/admin/blocked-ips',
      { ip: '192.0.2.50' },
      '192.0.2.50',
    );
    expect(status).toBe(400);
    expect(body.error).toContain('your own address');
  });
});

describe('reviewing submissions', () => {
  let server: AdminServer;
  const submit = async (name: string, extra: Json = {}, ip = freshIp()) =>
    (await server.send<Json>('POST', '/api/public/food-submissions', { json: dish(name, extra), ip })).body.submission
      .id as number;
  const list = async (status?: string) =>
    (
      await server.asAdmin<{ submissions: Json[] }>(
        'GET',
        `/api/admin/food-submissions${status ? `?status=${status}` : ''}`,
      )
    ).body.submissions;

  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('lists pending submissions by default, newest first, Anonymous when unnamed, without addresses', async () => {
    const a = await submit('Miso Ramen');
    const b = await submit('Tsukemen', { submitter_name: 'Yui' });
    const pending = await list();
    expect(pending.map((s) => s.id)).toEqual([b, a]);
    expect(pending.map((s) => s.submitter_name)).toEqual(['Yui', 'Anonymous']);
    expect(pending[0]).not.toHaveProperty('ip');
  });

  it('refuses to approve until the admin fills in what a dish needs, naming it', async () => {
    const id = await submit('Shio Ramen');
    const head = server.repo.git('rev-parse', 'HEAD');
    const { status, body } = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/approve`);
    expect(status).toBe(400);
    expect(body.error).toBe(
      'Fill in flavor_profile, temperature before approving (edit the submission): a dish needs them and the ' +
        'submission has none',
    );
    expect(server.repo.git('rev-parse', 'HEAD')).toBe(head);
    expect((await list()).find((s) => s.id === id)?.status).toBe('pending');
  });

  it(
    'edits with lists coerced to arrays, then approves: the dish is committed and the ' + 'submission approved',
    async () => {
      const id = await submit('Shio Ramen Deluxe', { description: 'A **clear** salty broth.' });
      const edit = await server.asAdmin<Json>('PUT', `/api/admin/food-submissions/${id}`, {
        flavor_profile: 'savory, umami',
        temperature: 'hot',
        key_ingredients: '["wheat noodles","sea salt"]',
      });
      expect(edit.status).toBe(200);
      expect(edit.body.submission).toMatchObject({
        flavor_profile: ['savory', 'umami'],
        temperature: ['hot'],
        key_ingredients: ['wheat noodles', 'sea salt'],
      });
      // As submitted (no icon, no hints), it does not go live: the gate names what is missing.
      const bare = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/approve`, {
        review_notes: 'Welcome',
      });
      expect(bare.status).toBe(400);
      expect(bare.body.error).toBe(
        'Not saved: Shio Ramen Deluxe has no icon: choose one (icon); Shio Ramen Deluxe has no hint in ' +
          'texture_emphasis, serving_context, form_factor, common_accompaniments.',
      );
      expect(server.repo.git('log', '-1', '--format=%s')).not.toContain('Shio Ramen Deluxe');
      // Completed in the Food Manager's form; its short description needs the admin's confirmation.
      const draft = (await list()).find((s) => s.id === id)!.draft;
      const completedFood = completed(draft, { description: 'A **clear** salty broth.' });
      const asked = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/approve`, {
        review_notes: 'Welcome',
        food: completedFood,
      });
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({ code: 'confirm', warnings: [{ kind: 'description-short' }] });
      const { status, body } = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/approve`, {
        review_notes: 'Welcome',
        food: completedFood,
        confirm: asked.body.confirm,
      });
      expect(status).toBe(200);
      expect(body.submission).toMatchObject({
        status: 'approved',
        reviewed_by: 'alice',
        review_notes: 'Welcome',
        reviewed_at: '2026-03-10T15:00:00.000Z',
        food_slug: 'shio-ramen-deluxe',
      });
      expect(server.repo.git('log', '-1', '--format=%an|%s')).toBe(
        `alice|foods: add “Shio Ramen Deluxe” (submission ${id})`,
      );
      const food = parse(readFileSync(join(server.repo.contentDir, 'foods', 'shio-ramen-deluxe.yaml'), 'utf8'));
      expect(food).toMatchObject({
        name: 'Shio Ramen Deluxe',
        key_ingredients: ['wheat noodles', 'sea salt'],
        core_components: ['noodles', 'broth'],
        preparation_method: ['Boiled'],
        dietary_identity: ['Meat-based'],
        course_placement: ['Main'],
        flavor_profile: ['savory', 'umami'],
        temperature: ['hot'],
        icon: '🍜',
        texture_emphasis: ['springy'],
        description: 'A **clear** salty broth.',
      });
      expect((await server.get<{ names: string[] }>('/api/public/foods/names')).body.names).toContain(
        'Shio Ramen Deluxe',
      );
      const again = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/approve`);
      expect(again.status).toBe(409);
    },
  );

  it("rejects with notes, and re-approves a rejected one with 'Re-approved'", async () => {
    const id = await submit('Kitsune Udon', { cooking_method: 'Boiled' });
    await server.asAdmin(`PUT`, `/api/admin/food-submissions/${id}`, {
      flavor_profile: ['savory', 'sweet'],
      temperature: ['hot'],
    });
    const rejected = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/reject`, {
      review_notes: 'Check the broth',
    });
    expect(rejected.body.submission).toMatchObject({ status: 'rejected', review_notes: 'Check the broth' });
    expect((await list('rejected')).map((s) => s.id)).toContain(id);
    const draft = (await list('rejected')).find((s) => s.id === id)!.draft;
    // Completed as a dish of its own: not a near twin of the ramen approved before.
    const reapproved = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/reapprove`, {
      food: completed(draft, {
        core_components: ['noodles', 'fried tofu'],
        key_ingredients: ['udon', 'aburaage'],
        dietary_identity: ['Vegetarian'],
        temperature: ['hot', 'warm'],
      }),
    });
    expect(reapproved.status).toBe(200);
    expect(reapproved.body.submission).toMatchObject({ status: 'approved', review_notes: 'Re-approved' });
    expect(server.repo.git('log', '-1', '--format=%s')).toBe(`foods: add “Kitsune Udon” (submission ${id})`);
    const pendingReapprove = await server.asAdmin<Json>(
      'POST',
      `/api/admin/food-submissions/${await submit('Tempura Udon')}/reapprove`,
    );
    expect(pendingReapprove.status).toBe(409);
  });

  it('deletes one, and all rejected at once with their count', async () => {
    const one = await submit('To Delete');
    expect((await server.asAdmin('DELETE', `/api/admin/food-submissions/${one}`)).status).toBe(200);
    expect((await list('all')).some((s) => s.id === one)).toBe(false);
    for (const name of ['Reject A', 'Reject B'])
      await server.asAdmin('POST', `/api/admin/food-submissions/${await submit(name)}/reject`);
    const { body } = await server.asAdmin<Json>('DELETE', '/api/admin/food-submissions?status=rejected');
    expect(body.count).toBe(2);
    expect(await list('rejected')).toEqual([]);
    expect((await server.asAdmin<Json>('DELETE', '/api/admin/food-submissions?status=rejected')).body.count).toBe(0);
  });

  it("reports a submission: its address is blocked with 'Reported by admin' and it is marked reported", async () => {
    const ip = freshIp();
    const id = await submit('Spam Dish', {}, ip);
    const { status, body } = await server.asAdmin<Json>('POST', `/api/admin/food-submissions/${id}/report`);
    expect(status).toBe(200);
    expect(body.submission.reported).toBe(true);
    expect(body.blockedIp).toMatchObject({ ip_address: ip, reason: 'Reported by admin' });
    expect((await server.send('POST', '/api/public/food-submissions', { json: dish('More spam'), ip })).status).toBe(
      403,
    );
  });
});

describe('deleting an account', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it("anonymises the player's approved and pending submissions and deletes the rejected ones", async () => {
    const send = async (name: string) =>
      (
        await server.send<Json>('POST', '/api/public/food-submissions', {
          json: dish(name, { submitter_name: 'Bob B.', flavor_profile: 'savory' }),
          token: server.userToken,
          ip: freshIp(),
        })
      ).body.submission.id as number;
    const approved = await send('Bob Ramen');
    const rejected = await send('Bob Soup');
    const pending = await send('Bob Noodles');
    const other = (
      await server.send<Json>('POST', '/api/public/food-submissions', { json: dish('Someone Else'), ip: freshIp() })
    ).body.submission.id;
    await server.asAdmin('PUT', `/api/admin/food-submissions/${approved}`, {
      flavor_profile: ['savory'],
      temperature: ['hot'],
    });
    const draft = (await server.asAdmin<Json>('GET', '/api/admin/food-submissions')).body.submissions.find(
      (s: Json) => s.id === approved,
    ).draft;
    expect(
      (await server.asAdmin('POST', `/api/admin/food-submissions/${approved}/approve`, { food: completed(draft) }))
        .status,
    ).toBe(200);
    await server.asAdmin('POST', `/api/admin/food-submissions/${rejected}/reject`);

    const deleted = await server.send('DELETE', '/api/users/account', { token: server.userToken });
    expect(deleted.status).toBe(200);
    const stored: Json[] = JSON.parse(readFileSync(join(server.dataDir, 'submissions.json'), 'utf8')).submissions;
    expect(stored.map((s) => s.id).sort()).toEqual([approved, pending, other].sort());
    for (const id of [approved, pending]) {
      expect(stored.find((s) => s.id === id)).toMatchObject({ submitted_by: null, submitter_name: null, ip: null });
    }
    expect(stored.find((s) => s.id === other)?.ip).not.toBeNull();
    expect(stored.find((s) => s.id === approved)?.status).toBe('approved');
  });
});

describe('review bodies', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it(
    'refuses an approve, reject or re-approve body past the limit while it arrives, ' + 'without reading the rest',
    async () => {
      for (const action of ['approve', 'reject', 'reapprove']) {
        // A body that passes the limit and then never ends: only a reader that stops at the
        // limit can answer at all.
        const chunk = new TextEncoder().encode('x'.repeat(16_384));
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent < 80_000) {
              sent += chunk.length;
              controller.enqueue(chunk);
            }
          },
        });
        const res = await fetch(`${server.url}/api/admin/food-submissions/1/${action}`, {
          method: 'POST',
          body: stream,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` },
          duplex: 'half',
          signal: AbortSignal.timeout(10_000),
        } as RequestInit);
        expect(res.status).toBe(413);
      }
    },
  );
});
