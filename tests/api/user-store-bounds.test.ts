/**
 * Every store a user can write has a bound per user (docs/api.md, "Bounds per user"), so
 * that no one account, script or household can grow the server's data without end. The
 * hourly rate limits alone left the totals open: 25 logins of one account kept 25
 * sessions, one account could keep sending dishes for review and messages forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_PER_SUBMITTER } from '../../api/admin/submissions.ts';
import { CONTACT_PER_DAY, CONTACT_PER_HOUR } from '../../api/routes/contact.ts';
import { SESSIONS_PER_USER } from '../../api/accounts/sessions.ts';
import { CONTACT_KEPT_PER_SENDER, createContactStore } from '../../api/accounts/contact-messages.ts';
import { startAdminServer, type AdminServer } from './admin-support.ts';

type Json = Record<string, any>;

let server: AdminServer;
beforeAll(async () => {
  server = await startAdminServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;

describe('sessions', () => {
  it(`keeps at most ${SESSIONS_PER_USER} sessions per account: a new sign-in ends the oldest`, async () => {
    await server.addUser('many-devices', 'correct horse battery');
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER + 5; i++) {
      tokens.push(await server.login('many-devices', 'correct horse battery', { ip: `203.0.113.${i + 1}` }));
      server.advance(1000);
    }
    const live = async (token: string) =>
      ((await server.send<Json>('GET', '/api/session', { token })).body.session?.user?.username ?? null) !== null;
    const states = [];
    for (const token of tokens) states.push(await live(token));
    expect(states).toEqual([...Array(5).fill(false), ...Array(SESSIONS_PER_USER).fill(true)]);
  });
});

describe('food submissions', () => {
  const dish = (name: string) => ({
    name,
    origin: ['Japan'],
    regions: ['Asia'],
    main_ingredients: ['rice'],
    ingredients: ['rice', 'nori'],
    cooking_method: ['Boiled'],
    course: ['Main Course'],
    diet_classification: ['Vegetarian'],
    dish_category: ['rice'],
    food_groups: ['Grains'],
  });

  it(`keeps at most ${PENDING_PER_SUBMITTER} dishes waiting for review per account, and per household`, async () => {
    await server.addUser('eager-cook', 'correct horse battery');
    const token = await server.login('eager-cook', 'correct horse battery');
    const ids: number[] = [];
    for (let i = 0; i < PENDING_PER_SUBMITTER; i++) {
      // Past the hourly limit of 20 each time: the bound on what waits is what is tested.
      server.advance(HOUR);
      const { status, body } = await server.send<Json>('POST', '/api/public/food-submissions', {
        json: dish(`Waiting Dish ${i}`),
        token,
        ip: '192.0.2.10',
      });
      expect([i, status]).toEqual([i, 201]);
      ids.push(body.submission.id);
    }
    server.advance(HOUR);
    const over = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: dish('One Dish Too Many'),
      token,
      ip: '192.0.2.10',
    });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(
      `You have ${PENDING_PER_SUBMITTER} dishes waiting for review. Please wait until they are reviewed ` +
        'before sending more.',
    );
    // A review makes room.
    expect((await server.asAdmin('POST', `/api/admin/food-submissions/${ids[0]}/reject`, {})).status).toBe(200);
    const again = await server.send<Json>('POST', '/api/public/food-submissions', {
      json: dish('One Dish Too Many'),
      token,
      ip: '192.0.2.10',
    });
    expect(again.status).toBe(201);

    // A visitor without an account counts by household: an IPv6 /56 is one.
    for (let i = 0; i < PENDING_PER_SUBMITTER; i++) {
      server.advance(HOUR);
      const ip = `2001:db8:77:${(i % 200).toString(16)}::1`;
      const { status } = await server.send('POST', '/api/public/food-submissions', { json: dish(`Visitor ${i}`), ip });
      expect([i, status]).toEqual([i, 201]);
    }
    server.advance(HOUR);
    const visitor = await server.send('POST', '/api/public/food-submissions', {
      json: dish('Visitor Too Many'),
      ip: '2001:db8:77:ff::2',
    });
    expect(visitor.status).toBe(429);
  });
});

describe('contact messages', () => {
  const message = (n: number) => ({
    name: 'Chatty Visitor',
    email: 'chatty@example.com',
    title: `Message ${n}`,
    topic: 'General',
    message: 'Hello again.',
  });

  it(
    `takes ${CONTACT_PER_HOUR} an hour and ${CONTACT_PER_DAY} a day per sender, and keeps a sender's latest ` +
      `${CONTACT_KEPT_PER_SENDER}`,
    async () => {
      const send = (n: number, ip = '198.51.100.200') =>
        server.send<Json>('POST', '/api/contact', { json: message(n), ip });
      let n = 0;
      // The day's window starts at midnight UTC: begin a minute after one.
      server.advance(24 * HOUR - (server.now().getTime() % (24 * HOUR)) + 60_000);
      // A day: four hours of five messages, then the day's limit.
      for (let hour = 0; hour < CONTACT_PER_DAY / CONTACT_PER_HOUR; hour++) {
        for (let i = 0; i < CONTACT_PER_HOUR; i++) expect((await send(++n)).status).toBe(200);
        expect((await send(n + 1)).status).toBe(429);
        server.advance(HOUR);
      }
      const daily = await send(n + 1);
      expect(daily.status).toBe(429);
      expect(daily.body.error).toMatch(new RegExp(`^Too many requests: at most ${CONTACT_PER_DAY} per 1440 minutes`));
      // Over the following days the store keeps the sender's latest messages only.
      while (n < CONTACT_KEPT_PER_SENDER + 10) {
        server.advance(24 * HOUR);
        for (let i = 0; i < CONTACT_PER_HOUR; i++) expect((await send(++n)).status).toBe(200);
      }
      const kept = (await createContactStore(server.dataDir).list()).filter((m) => m.name === 'Chatty Visitor');
      expect(kept).toHaveLength(CONTACT_KEPT_PER_SENDER);
      expect(kept.at(-1)!.title).toBe(`Message ${n}`);
      expect(kept[0]!.title).toBe(`Message ${n - CONTACT_KEPT_PER_SENDER + 1}`);
    },
  );
});
