/**
 * One gate at every door, through the admin API (core/gate.ts): a played day (2026-03-10
 * and before in the fixture, today being 2026-03-10) changes only with `rewrite_history`,
 * whose reason the commit message then carries; a past answer's scored fields likewise;
 * a dish without an icon is refused with the reason; a near twin and a description below
 * target need the confirmation the 409 hands out. Every refusal leaves the repository as
 * it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCommit, newDish, repoState, startAdminServer, type AdminServer, type Json } from './admin-support.ts';

const calendar = (server: AdminServer) =>
  parse(readFileSync(join(server.repo.contentDir, 'calendar.yaml'), 'utf8')) as Record<string, string>;
const body = (server: AdminServer) => server.repo.git('log', '-1', '--format=%B');

describe('played days through the admin API', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  it('refuses to set a played day without rewrite_history, naming the day and its number', async () => {
    const before = repoState(server);
    const { status, body: answer } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-08',
      food: 'Hummus',
      version: 'spaghetti-carbonara',
    });
    expect(status).toBe(409);
    expect(answer.code).toBe('rewrite-history');
    expect(answer.error).toBe(
      'Not saved: the change rewrites a played day (2026-03-08 (#4), already played, changed from Spaghetti ' +
        'Carbonara to Hummus); players have played it: archives, streaks, statistics and shared results point ' +
        "at that day's answer. To change it anyway, send rewrite_history with the reason; it goes into the " +
        'commit message.',
    );
    expect(answer.played).toEqual([
      expect.objectContaining({ date: '2026-03-08', number: 4, kind: 'replaced', played: true }),
    ]);
    expect(repoState(server)).toBe(before);
  });

  it('refuses today too: today has been played by the time anyone looks', async () => {
    const { status, body: answer } = await server.asAdmin<Json>('DELETE', '/api/admin/daily-challenges/2026-03-10');
    expect(status).toBe(409);
    expect(answer.error).toContain('2026-03-10 (#6), already played, lost its dish Guacamole');
  });

  it('refuses a reason too short to mean anything, naming the field', async () => {
    const { status, body: answer } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-08',
      food: 'Hummus',
      rewrite_history: 'oops',
    });
    expect(status).toBe(400);
    expect(answer.error).toMatch(/^rewrite_history: say why the played days change, in at least 10 characters/);
  });

  it('sets a played day with a reason, which the commit message carries with the day', async () => {
    const { status } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-08',
      food: 'Hummus',
      rewrite_history: 'The carbonara photo was of another dish',
    });
    expect(status).toBe(200);
    expect(calendar(server)['2026-03-08']).toBe('hummus');
    expect(body(server)).toBe(
      [
        'calendar: set 2026-03-08 to hummus (replacing spaghetti-carbonara)',
        '',
        'Rewrites history on purpose:',
        '- 2026-03-08 (#4), already played, changed from Spaghetti Carbonara to Hummus',
        '',
        'Reason: The carbonara photo was of another dish',
      ].join('\n'),
    );
    // Back, on purpose too.
    await server.asAdmin('POST', '/api/admin/daily-challenges', {
      date: '2026-03-08',
      food: 'spaghetti-carbonara',
      rewrite_history: 'Put back as it was played',
    });
    expect(calendar(server)['2026-03-08']).toBe('spaghetti-carbonara');
  });

  it('refuses an insert on today, which would move the played day to tomorrow', async () => {
    const before = repoState(server);
    const { status, body: answer } = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-10',
      food: 'Hummus',
      mode: 'insert',
    });
    expect(status).toBe(409);
    expect(answer.error).toContain('2026-03-10 (#6), already played, changed from Guacamole to Hummus');
    expect(repoState(server)).toBe(before);
  });

  it('inserts, sets and deletes days to come as before: only played days are history', async () => {
    const set = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges', {
      date: '2026-03-11',
      food: 'Hummus',
      mode: 'insert',
    });
    expect(set.status).toBe(200);
    expect(lastCommit(server).subject).toMatch(/^calendar: insert hummus on 2026-03-11/);
    expect(body(server)).not.toContain('Rewrites history');
  });

  it('refuses a bulk delete that includes a played day, and takes it with a reason', async () => {
    const dates = ['2026-03-09', '2026-03-20'];
    await server.asAdmin('POST', '/api/admin/daily-challenges', { date: '2026-03-20', food: 'Pad Thai' });
    const before = repoState(server);
    const refused = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk-delete', { dates });
    expect(refused.status).toBe(409);
    expect(refused.body.played.map((d: Json) => d.date)).toEqual(['2026-03-09']);
    expect(repoState(server)).toBe(before);
    const done = await server.asAdmin<Json>('POST', '/api/admin/daily-challenges/bulk-delete', {
      dates,
      rewrite_history: 'Gazpacho day was a test',
    });
    expect(done.status).toBe(200);
    expect(body(server)).toContain('- 2026-03-09 (#5), already played, lost its dish Gazpacho');
  });

  it("refuses a change to a past answer's scored fields, and not to its other fields", async () => {
    const { body: list } = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const pho = list.foods.find((f: Json) => f.slug === 'pho-bo');
    const before = repoState(server);
    const rescored = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', {
      ...pho,
      flavor_profile: ['savory', 'herbal'],
    });
    expect(rescored.status).toBe(409);
    expect(rescored.body.error).toContain('Phở Bò, the answer of 2026-03-06, changed flavor_profile');
    expect(repoState(server)).toBe(before);
    // A hint is not scored: it goes through.
    const hinted = await server.asAdmin<Json>('PUT', '/api/admin/foods/pho-bo', {
      ...pho,
      serving_context: ['street stall', 'breakfast'],
    });
    expect(hinted.status).toBe(200);
  });
});

describe('the gate on dishes through the admin API', () => {
  let server: AdminServer;
  beforeAll(async () => {
    server = await startAdminServer();
  });
  afterAll(() => server.close());

  /** Phở Bò under another name with one box changed: a near twin. */
  async function phoTwin(): Promise<Json> {
    const { body: list } = await server.asAdmin<Json>('GET', '/api/admin/foods');
    const { slug: _slug, version: _version, ...pho } = list.foods.find((f: Json) => f.slug === 'pho-bo');
    return {
      ...pho,
      name: 'Pho Tai Lan',
      aliases: [],
      preparation_method: ['Stir Fried'],
      description: newDish('Pho Tai Lan').description,
    };
  }

  it('refuses a dish without an icon, with the reason', async () => {
    const before = repoState(server);
    const { icon: _icon, ...dish } = newDish();
    const { status, body: answer } = await server.asAdmin<Json>('POST', '/api/admin/foods', dish);
    expect(status).toBe(400);
    expect(answer.error).toBe('Not saved: Khao Man Gai has no icon: choose one (icon).');
    expect(repoState(server)).toBe(before);
  });

  it('asks to confirm a near twin, and saves with the token it gave', async () => {
    const twin = await phoTwin();
    const before = repoState(server);
    const asked = await server.asAdmin<Json>('POST', '/api/admin/foods', twin);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'confirm', warnings: [{ kind: 'near-twin', subject: 'Pho Tai Lan' }] });
    expect(asked.body.error).toBe(
      'Not saved yet: Pho Tai Lan and Phở Bò differ on only 1 of 9 boxes (Preparation). Send confirm with ' +
        'the token given to save anyway.',
    );
    expect(repoState(server)).toBe(before);
    // A token for other warnings confirms nothing.
    const wrong = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...twin, confirm: 'w-00000000' });
    expect(wrong.status).toBe(409);
    const saved = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...twin, confirm: asked.body.confirm });
    expect(saved.status).toBe(201);
    expect(lastCommit(server).subject).toBe('foods: add “Pho Tai Lan”');
  });

  it('asks to confirm a dish without hints and with a description below target, naming both', async () => {
    const dish = {
      ...newDish('Mango Sticky Rice'),
      origin: ['Thailand'],
      core_components: ['rice', 'mango'],
      key_ingredients: ['glutinous rice', 'mango', 'coconut milk'],
      ingredients: ['glutinous rice', 'mango', 'coconut milk', 'sugar', 'salt'],
      preparation_method: ['Steamed'],
      flavor_profile: ['sweet'],
      dietary_identity: ['Vegan'],
      course_placement: ['Dessert'],
      texture_emphasis: [],
      form_factor: [],
      description: 'Sticky rice with mango.',
    };
    const asked = await server.asAdmin<Json>('POST', '/api/admin/foods', dish);
    expect(asked.status).toBe(409);
    expect(asked.body.warnings.map((w: Json) => w.message)).toEqual([
      'Mango Sticky Rice has no hint in texture_emphasis, form_factor',
      "Mango Sticky Rice's description is below target: 4 words, quality 0 (aim for 300–800 words and a " +
        'quality score of 80 (green))',
    ]);
    const saved = await server.asAdmin<Json>('POST', '/api/admin/foods', { ...dish, confirm: asked.body.confirm });
    expect(saved.status).toBe(201);
  });
});
