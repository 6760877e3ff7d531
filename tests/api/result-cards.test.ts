/**
 * Result cards through the real server: a card made from a finished game has a page at
 * /r/<id> with Open Graph and Twitter card tags and a button that plays its day, and a
 * 1200×630 PNG picture; neither the page nor its metadata names a dish or shows a dish's
 * icon. A link changed by hand names no card, the same card gives the same link, bad
 * cards are refused naming the field, and making cards is limited per household; on
 * both record-store drivers. The fixture's today is 2026-03-10 (#6, Guacamole 🥑).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../core/node/content.ts';
import { DEFAULT_RESULT_CARDS_PER_DAY } from '../../api/options.ts';

/** The default hourly share of the day's cards. */
const RESULT_CARDS_PER_HOUR = Math.ceil(DEFAULT_RESULT_CARDS_PER_DAY / 3);
import { POSTGRES_SKIP_REASON, startPostgres, type TestPostgres } from '../../scripts/services/postgres.ts';
import { FIXTURE_CONTENT, startTestServer, type TestServer } from './_server.ts';

const fixture = loadContent(FIXTURE_CONTENT).content;
const WIN = { date: '2026-03-10', rows: ['ryyrgrryg', 'ggggggggg'], solved: true, hard: true, streak: 4 };

let pg: TestPostgres | undefined;
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
});

/** The records store's two drivers: lowdb files, and PostgreSQL where it is installed. */
const drivers = [
  { name: 'lowdb', skip: () => false as const, start: () => startTestServer() },
  {
    name: 'postgres',
    skip: () => (pg ? (false as const) : POSTGRES_SKIP_REASON),
    async start() {
      const url = await pg!.newDatabase();
      return startTestServer({ databaseUrl: url, storage: { kind: 'postgres', url } });
    },
  },
];

/** Every dish's name, alias, slug and icon: none may appear on a card. */
function dishWords(): string[] {
  return fixture.foods.flatMap((f) => [f.name, f.slug, ...(f.aliases ?? []), ...(f.icon ? [f.icon] : [])]);
}

describe.each(drivers)('a result card on $name', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!driver.skip()) server = await driver.start();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'has a page with preview tags, the grid, tries, hard mode and streak, a button to ' + 'play the day, and no dish',
    async (ctx) => {
      if (driver.skip()) return ctx.skip(driver.skip() as string);
      const made = await server.post<{ id: string; url: string }>('/api/result-cards', WIN, '198.51.100.1');
      expect(made.status).toBe(200);
      expect(made.body.url).toBe(`https://platter.example/r/${made.body.id}`);

      const res = await server.call(`/r/${made.body.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      const html = await res.text();
      const tag = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
      expect(tag('og:title')).toBe('Platter Day #6');
      expect(tag('og:description')).toBe('Solved in 2 tries · Hard mode · Streak: 4 days. Can you guess the dish?');
      expect(tag('og:image')).toBe(`https://platter.example/r/${made.body.id}/card.png`);
      expect([tag('og:image:width'), tag('og:image:height')]).toEqual(['1200', '630']);
      expect(tag('twitter:card')).toBe('summary_large_image');
      expect(tag('twitter:image')).toBe(tag('og:image'));
      expect(html.match(/class="c (green|yellow|red)"/g)).toHaveLength(18);
      // Today's card plays today's game; an older day's plays it from the archive.
      expect(html).toContain('<a class="play" href="/">Play Day #6</a>');
      const old = await server.post<{ id: string }>(
        '/api/result-cards',
        { ...WIN, date: '2026-03-09' },
        '198.51.100.1',
      );
      expect(await (await server.call(`/r/${old.body.id}`)).text()).toContain('href="/archive/5">Play Day #5</a>');

      for (const word of dishWords()) expect(html.toLowerCase()).not.toContain(word.toLowerCase());
      expect(html).not.toContain('/icons/');
    },
  );

  it('has a 1200×630 PNG picture', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const { body } = await server.post<{ id: string }>('/api/result-cards', WIN, '198.51.100.2');
    const res = await server.call(`/r/${body.id}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The picture carries no text metadata (a name could hide there).
    expect(meta.comments ?? []).toEqual([]);
  });

  it('cannot be turned into another card: the same card is the same link, a changed link names none', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const a = await server.post<{ id: string }>('/api/result-cards', WIN, '198.51.100.3');
    const again = await server.post<{ id: string }>('/api/result-cards', WIN, '198.51.100.3');
    expect(again.body.id).toBe(a.body.id);
    const other = await server.post<{ id: string }>('/api/result-cards', { ...WIN, streak: 5 }, '198.51.100.3');
    expect(other.body.id).not.toBe(a.body.id);
    const changed = `${a.body.id.slice(0, -1)}${a.body.id.endsWith('A') ? 'B' : 'A'}`;
    expect((await server.call(`/r/${changed}`)).status).toBe(404);
    expect((await server.call(`/r/${changed}/card.png`)).status).toBe(404);
    expect((await server.call('/r/..%2Fusers')).status).toBe(404);
  });

  it('refuses a card naming the field: a future day, a bad row, a win without a green row', async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const cases: [unknown, string][] = [
      [{ ...WIN, date: '2026-03-11' }, 'date: expected a challenge day up to today'],
      [{ ...WIN, rows: ['ggg'] }, 'rows'],
      [{ ...WIN, rows: ['ryyrgrryg'] }, 'rows: a solved game ends with an all-green row'],
      [{ ...WIN, streak: -1 }, 'streak'],
    ];
    for (const [card, error] of cases) {
      const res = await server.post<{ error: string }>('/api/result-cards', card, '198.51.100.4');
      expect([res.status, res.body.error]).toEqual([400, expect.stringContaining(error)]);
    }
  });

  it(`is limited to ${RESULT_CARDS_PER_HOUR} an hour per household`, async (ctx) => {
    if (driver.skip()) return ctx.skip(driver.skip() as string);
    const statuses: number[] = [];
    for (let i = 0; i <= RESULT_CARDS_PER_HOUR; i++)
      statuses.push((await server.post('/api/result-cards', { ...WIN, streak: i }, '203.0.113.9')).status);
    expect(statuses.slice(0, RESULT_CARDS_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses[RESULT_CARDS_PER_HOUR]).toBe(429);
    // Another household is not affected.
    expect((await server.post('/api/result-cards', WIN, '203.0.113.10')).status).toBe(200);
  });
});
