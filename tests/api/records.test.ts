/**
 * The records store's conformance suite: every driver (lowdb files, PostgreSQL) gives the
 * same answers, keeps unique fields unique, and serialises read-change-write of a record
 * across two stores opened on the same data, as two API instances (or the server and the
 * CLI) would. PostgreSQL is Debian's server, started on a free port with its data in a
 * temporary folder; without it installed those runs skip with the reason.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openRecordStore } from '../../api/stores/open-records.ts';
import { DuplicateRecordError, type RecordStore } from '../../api/stores/records.ts';
import { createUserStore, AccountError } from '../../api/accounts/users.ts';
import { POSTGRES_SKIP_REASON, startPostgres, type TestPostgres } from '../../scripts/services/postgres.ts';

const Thing = z.object({
  id: z.number(),
  name: z.string(),
  count: z.number().default(0),
  tags: z.array(z.string()).default([]),
});
const THINGS = { name: 'things', file: 'things.json', schema: Thing, numericIds: true } as const;
const Progress = z.object({ id: z.string(), days: z.array(z.string()).default([]) });
/** A collection looked up by two fields (the memberships of leagues: PostgreSQL indexes them by name). */
const Member = z.object({ id: z.string(), league_id: z.string(), user_id: z.string() });
const MEMBERS = {
  name: 'league_members',
  file: 'members-test.json',
  schema: Member,
  lookup: ['league_id', 'user_id'],
} as const;
const PROGRESS = { name: 'progress_test', file: 'progress-test', schema: Progress, perRecordFiles: true } as const;

let pg: TestPostgres | undefined;
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
});

interface Driver {
  name: string;
  /** Two stores on the same fresh data, as two instances would open them. */
  open(): Promise<[RecordStore, RecordStore, () => Promise<void>]>;
  skip(): string | false;
}

const drivers: Driver[] = [
  {
    name: 'lowdb',
    skip: () => false,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'platter-records-'));
      const a = openRecordStore({ dataDir: dir });
      const b = openRecordStore({ dataDir: dir });
      return [a, b, async () => rmSync(dir, { recursive: true, force: true })];
    },
  },
  {
    name: 'postgres',
    skip: () => (pg ? false : POSTGRES_SKIP_REASON),
    async open() {
      const url = await pg!.newDatabase();
      const a = openRecordStore({ dataDir: '/nonexistent', databaseUrl: url });
      // A second pool, as a second process would have.
      const { openPostgresPool, openPostgresRecords } = await import('../../api/stores/records-postgres.ts');
      const pool = openPostgresPool(url);
      const b = openPostgresRecords(pool, url);
      return [
        a,
        b,
        async () => {
          await a.close();
          await b.close();
        },
      ];
    },
  },
];

describe.each(drivers)('records store: $name', (driver) => {
  const test = (title: string, body: (a: RecordStore, b: RecordStore) => Promise<void>) =>
    it(title, async (ctx) => {
      const why = driver.skip();
      if (why) return ctx.skip(why);
      const [a, b, done] = await driver.open();
      try {
        await body(a, b);
      } finally {
        await done();
      }
    }, 30_000);

  test('inserts with increasing ids, lists oldest first, gets and finds ignoring case', async (a, b) => {
    const things = a.collection(THINGS);
    const one = await things.insert((id) => ({ id, name: 'Ann', count: 0, tags: [] }));
    const two = await b.collection(THINGS).insert((id) => ({ id, name: 'Bob', count: 0, tags: [] }));
    expect([one.id, two.id]).toEqual([1, 2]);
    expect((await things.list()).map((t) => t.name)).toEqual(['Ann', 'Bob']);
    expect(await things.get(2)).toEqual({ id: 2, name: 'Bob', count: 0, tags: [] });
    expect(await things.get(3)).toBeUndefined();
    expect((await things.findBy('name', '  bOB '))?.id).toBe(2);
    expect(await things.findBy('name', 'Cy')).toBeUndefined();
  });

  test('answers a ping while the store answers', async (a, b) => {
    await expect(a.ping()).resolves.toBeUndefined();
    await expect(b.ping()).resolves.toBeUndefined();
  });

  test('fills schema defaults on read, and a change that throws writes nothing', async (a) => {
    const things = a.collection(THINGS);
    await things.insert((id) => Thing.parse({ id, name: 'Ann' }));
    await expect(
      things.update(1, (t) => {
        t.count = 99;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await things.get(1)).toEqual({ id: 1, name: 'Ann', count: 0, tags: [] });
    expect(await things.update(7, (t) => void (t.count = 1))).toBeUndefined();
  });

  test('concurrent changes of one record from two instances are all kept', async (a, b) => {
    await a.collection(THINGS).insert((id) => ({ id, name: 'counter', count: 0, tags: [] }));
    const stores = [a.collection(THINGS), b.collection(THINGS)];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        stores[i % 2]!.update(1, (t) => {
          t.count += 1;
          t.tags.push(String(i));
        }),
      ),
    );
    const after = await a.collection(THINGS).get(1);
    expect(after?.count).toBe(40);
    expect(new Set(after?.tags).size).toBe(40);
  });

  test('uniqueness race: two sign-ups with one email at once, one wins', async (a, b) => {
    const now = new Date('2026-11-24T12:00:00Z');
    const results = await Promise.allSettled([
      createUserStore(a).add({ username: 'ann', email: 'same@example.com', password: 'a long password' }, now),
      createUserStore(b).add({ username: 'bob', email: 'SAME@example.com', password: 'a long password' }, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AccountError);
    expect((lost.reason as Error).message).toMatch(/already has an account/);
    expect(await createUserStore(a).list()).toHaveLength(1);
    // The username is unique as well, ignoring case.
    await expect(
      createUserStore(b).add(
        {
          username: (await createUserStore(a).list())[0]!.username.toUpperCase(),
          email: 'other@example.com',
          password: 'a long password',
        },
        now,
      ),
    ).rejects.toThrow(/is taken/);
  });

  test('a duplicate id is refused with DuplicateRecordError', async (a) => {
    const progress = a.collection(PROGRESS);
    await progress.insert(() => ({ id: 'p1', days: [] }));
    await expect(progress.insert(() => ({ id: 'p1', days: ['x'] }))).rejects.toBeInstanceOf(DuplicateRecordError);
  });

  test('upsert creates then changes one record, concurrently from two instances', async (a, b) => {
    const stores = [a.collection(PROGRESS), b.collection(PROGRESS)];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stores[i % 2]!.upsert('player-1', (current) => ({ id: 'player-1', days: [...(current?.days ?? []), `d${i}`] })),
      ),
    );
    expect((await a.collection(PROGRESS).get('player-1'))?.days).toHaveLength(20);
    expect((await b.collection(PROGRESS).list()).map((p) => p.id)).toEqual(['player-1']);
    expect(await a.collection(PROGRESS).remove('player-1')).toMatchObject({ id: 'player-1' });
    expect(await b.collection(PROGRESS).get('player-1')).toBeUndefined();
    expect(await b.collection(PROGRESS).list()).toEqual([]);
  });

  test('updateWhere and removeWhere change exactly the records they pick', async (a, b) => {
    const things = a.collection(THINGS);
    for (const name of ['a1', 'b1', 'a2', 'b2']) await things.insert((id) => ({ id, name, count: 0, tags: [] }));
    const changed = await b.collection(THINGS).updateWhere(
      (t) => t.name.startsWith('a'),
      (t) => void (t.count = 5),
    );
    expect(changed.map((t) => t.name)).toEqual(['a1', 'a2']);
    const removed = await things.removeWhere((t) => t.name.startsWith('b'));
    expect(removed.map((t) => t.name)).toEqual(['b1', 'b2']);
    expect((await b.collection(THINGS).list()).map((t) => [t.name, t.count])).toEqual([
      ['a1', 5],
      ['a2', 5],
    ]);
    // Ids are never handed out twice, even after removals.
    expect((await things.insert((id) => ({ id, name: 'c', count: 0, tags: [] }))).id).toBe(5);
  });

  test('listBy answers the records whose lookup field equals the value exactly, oldest first', async (a, b) => {
    const members = a.collection(MEMBERS);
    const pairs: [string, string][] = [
      ['l1', 'ann'],
      ['l2', 'ann'],
      ['l1', 'bob'],
      ['L1', 'cy'],
    ];
    for (const [league, user] of pairs)
      await members.insert(() => ({ id: `${league}.${user}`, league_id: league, user_id: user }));
    expect((await b.collection(MEMBERS).listBy('league_id', 'l1')).map((m) => m.user_id)).toEqual(['ann', 'bob']);
    expect((await members.listBy('user_id', 'ann')).map((m) => m.league_id)).toEqual(['l1', 'l2']);
    expect(await members.listBy('user_id', 'dan')).toEqual([]);
    await members.remove('l1.ann');
    expect((await b.collection(MEMBERS).listBy('user_id', 'ann')).map((m) => m.league_id)).toEqual(['l2']);
    // A field no index covers is refused rather than scanned.
    await expect(a.collection(THINGS).listBy('name', 'Ann')).rejects.toThrow(/lookup fields/);
  });
});

describe('lowdb one file per record', () => {
  it('writes a small file per record, never one file of everyone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platter-records-'));
    try {
      const progress = openRecordStore({ dataDir: dir }).collection(PROGRESS);
      for (const id of ['p1', 'p2', 'p3']) await progress.upsert(id, () => ({ id, days: ['2026-11-24'] }));
      expect(readdirSync(join(dir, PROGRESS.file)).sort()).toEqual(['p1.json', 'p2.json', 'p3.json']);
      await expect(progress.get('../users')).rejects.toThrow(/cannot be a record id/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
