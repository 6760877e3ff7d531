import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../core/node/content.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { FIXTURE_CONTENT, startTestServer, type TestServer } from './_server.ts';

let server: TestServer;
const fixture = loadContent(FIXTURE_CONTENT).content;
const food = (slug: string) => fixture.foods.find((f) => f.slug === slug)!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /api/daily-challenge/next-challenge-time', () => {
  it('gives the seconds until midnight in New York', async () => {
    // 15:00Z on 2026-03-10 is 11:00 EDT: 13 hours to go.
    expect(await server.get('/api/daily-challenge/next-challenge-time')).toEqual({
      status: 200,
      body: { secondsUntilReset: 13 * 3600 },
    });
  });
});

describe('GET /api/public/daily-challenge/today', () => {
  it("gives today's full food, date and challengeNumber", async () => {
    const { status, body } = await server.get('/api/public/daily-challenge/today');
    expect(status).toBe(200);
    expect(body).toEqual({ hasChallenge: true, food: food('guacamole'), date: '2026-03-10', challengeNumber: 6 });
  });

  it('says hasChallenge false with food null on a day the calendar does not cover', async () => {
    const late = await startTestServer({ now: () => new Date('2026-04-01T12:00:00Z') });
    try {
      expect((await late.get('/api/public/daily-challenge/today')).body).toEqual({
        hasChallenge: false,
        food: null,
        date: '2026-04-01',
        challengeNumber: null,
      });
    } finally {
      await late.stop();
    }
  });
});

describe('GET /api/public/daily-challenge/:date', () => {
  it("gives a past day's challenge", async () => {
    expect(await server.get('/api/public/daily-challenge/2026-03-06')).toEqual({
      status: 200,
      body: { hasChallenge: true, food: food('pho-bo'), date: '2026-03-06', challengeNumber: 2 },
    });
  });

  it("gives today's challenge by date too", async () => {
    expect((await server.get('/api/public/daily-challenge/2026-03-10')).body).toMatchObject({
      challengeNumber: 6,
      food: { name: 'Guacamole' },
    });
  });

  it('refuses a future date with 403 and no trace of the answer', async () => {
    const res = await server.call('/api/public/daily-challenge/2026-03-11');
    const text = await res.text();
    expect(res.status).toBe(403);
    expect(JSON.parse(text)).toEqual({
      error: 'date: 2026-03-11 is after today (2026-03-10); a challenge opens at midnight New York time',
    });
    expect(text).not.toMatch(/tacos|pastor/i);
  });

  it('answers 404 for a past date without a challenge', async () => {
    expect(await server.get('/api/public/daily-challenge/2026-03-01')).toEqual({
      status: 404,
      body: { error: 'No challenge found for this date' },
    });
  });

  it('answers 400 for a malformed or impossible date, naming the field', async () => {
    expect(await server.get('/api/public/daily-challenge/2026-3-6')).toEqual({
      status: 400,
      body: { error: 'date: expected a date written YYYY-MM-DD' },
    });
    expect(await server.get('/api/public/daily-challenge/2026-02-30')).toEqual({
      status: 400,
      body: { error: 'date: is not a real date' },
    });
  });
});

describe('GET /api/public/daily-challenges', () => {
  it('lists past days in data and days up to today in challenges, never a future day', async () => {
    const { body } = await server.get<{ data: unknown[]; challenges: { date: string }[] }>(
      '/api/public/daily-challenges',
    );
    expect(body.data).toEqual([
      { date: '2026-03-05', challengeNumber: 1 },
      { date: '2026-03-06', challengeNumber: 2 },
      { date: '2026-03-07', challengeNumber: 3 },
      { date: '2026-03-08', challengeNumber: 4 },
      { date: '2026-03-09', challengeNumber: 5 },
    ]);
    expect(body.challenges.map((c) => c.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});

describe('GET /api/public/foods', () => {
  type Page = { foods: FoodRecord[]; total: number };

  it('gives the first 50 foods by name with the total', async () => {
    const { body } = await server.get<Page>('/api/public/foods');
    expect(body.total).toBe(10);
    expect(body.foods.map((f) => f.name)).toEqual([
      'Crème Brûlée',
      'Fruit Salad',
      'Gazpacho',
      'Guacamole',
      'Hummus',
      'Pad Thai',
      'Phở Bò',
      'Pizza Margherita',
      'Spaghetti Carbonara',
      'Tacos al Pastor',
    ]);
    expect(body.foods[0]).toEqual(food('creme-brulee'));
  });

  it('pages with limit and offset, and accepts limit=all', async () => {
    const page = await server.get<Page>('/api/public/foods?limit=3&offset=2');
    expect(page.body.foods.map((f) => f.name)).toEqual(['Gazpacho', 'Guacamole', 'Hummus']);
    expect(page.body.total).toBe(10);
    expect((await server.get<Page>('/api/public/foods?limit=all&offset=8')).body.foods.map((f) => f.name)).toEqual([
      'Spaghetti Carbonara',
      'Tacos al Pastor',
    ]);
  });

  it('searches names and aliases, accents ignored', async () => {
    expect((await server.get<Page>('/api/public/foods?search=creme')).body.foods.map((f) => f.name)).toEqual([
      'Crème Brûlée',
    ]);
    expect((await server.get<Page>('/api/public/foods?search=houmous')).body.foods.map((f) => f.name)).toEqual([
      'Hummus',
    ]);
  });

  it('sorts by another field and descending', async () => {
    const { body } = await server.get<Page>('/api/public/foods?sortBy=origin&sortOrder=desc&limit=3');
    expect(body.foods.map((f) => f.origin[0])).toEqual(['Vietnam', 'Various', 'Thailand']);
  });

  it('answers forceFresh with no-store', async () => {
    const res = await server.call('/api/public/foods?forceFresh=true&limit=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as Page).foods).toHaveLength(1);
  });

  it('refuses bad query values, naming them', async () => {
    expect(await server.get('/api/public/foods?limit=0')).toEqual({
      status: 400,
      body: { error: `limit: expected a whole number of at least 1 or 'all', got "0"` },
    });
    expect(await server.get('/api/public/foods?offset=-1')).toEqual({
      status: 400,
      body: { error: 'offset: expected a whole number of at least 0, got "-1"' },
    });
    expect((await server.get('/api/public/foods?sortBy=price')).body).toEqual({
      error: expect.stringMatching(/^sortBy: expected one of name, slug, /),
    });
    expect(await server.get('/api/public/foods?sortOrder=up')).toEqual({
      status: 400,
      body: { error: 'sortOrder: expected asc or desc' },
    });
    expect(await server.get('/api/public/foods?forceFresh=yes')).toEqual({
      status: 400,
      body: { error: 'forceFresh: expected true or false' },
    });
  });
});

describe('GET /api/public/foods/names', () => {
  it('lists every name in name order', async () => {
    const { body } = await server.get<{ names: string[] }>('/api/public/foods/names');
    expect(body.names).toHaveLength(10);
    expect(body.names.slice(0, 3)).toEqual(['Crème Brûlée', 'Fruit Salad', 'Gazpacho']);
  });
});

describe('GET /api/public/food-names and /api/public/food-index', () => {
  it("give every dish's name, slug and aliases, and every dish without its description, in name order", async () => {
    const names = await server.get<{ names: (string | number)[][] }>('/api/public/food-names');
    expect(names.status).toBe(200);
    expect(names.body.names).toHaveLength(fixture.foods.length);
    const pho = food('pho-bo');
    // The slug is left out where it is the name's (slugify), as it is for every fixture dish.
    expect(names.body.names.find((n) => n[0] === pho.name)).toEqual([
      pho.name,
      '',
      pho.icon ?? '',
      pho.renown,
      ...pho.aliases,
    ]);
    expect(names.body.names.map((n) => n[0])).toEqual(
      [...fixture.foods.map((f) => f.name)].sort((a, b) => (a < b ? -1 : 1)),
    );

    const index = await server.get<{ foods: Record<string, unknown>[] }>('/api/public/food-index');
    expect(index.status).toBe(200);
    expect(index.body.foods).toHaveLength(fixture.foods.length);
    for (const f of index.body.foods) {
      expect(f).not.toHaveProperty('description');
      expect(f).not.toHaveProperty('serving_context');
      // The names file's fields are there, not here (the slug is here: joining needs no slugify).
      expect(f).not.toHaveProperty('aliases');
      expect(f).toHaveProperty('slug');
    }
    // Each other language's names, aligned with the names file: Gazpacho has a Japanese name.
    const ja = await server.get<{ locale: string; names: string[][] }>('/api/public/food-names/ja');
    expect(ja.body.locale).toBe('ja');
    expect(ja.body.names).toHaveLength(fixture.foods.length);
    expect(ja.body.names[names.body.names.findIndex((n) => n[0] === 'Gazpacho')]).toEqual([
      'ガスパチョ',
      'ガスパッチョ',
    ]);
    expect(ja.body.names.filter((n) => n.length > 0)).toHaveLength(1);
    expect(await server.get('/api/public/food-names/en')).toEqual({
      status: 400,
      body: { error: 'locale: expected one of es, fr, de, pt-BR, ja, got "en"' },
    });

    const guac = index.body.foods.find((f) => f.name === 'Guacamole')!;
    expect(guac.ingredients).toEqual(food('guacamole').ingredients);
    expect(guac.origin).toEqual(food('guacamole').origin);
  });
});

describe('GET /api/public/foods/:name', () => {
  it('finds a food by URL-encoded name, case and accents ignored, or by slug', async () => {
    expect((await server.get(`/api/public/foods/${encodeURIComponent('Phở Bò')}`)).body).toEqual({
      food: food('pho-bo'),
    });
    expect((await server.get('/api/public/foods/pho%20bo')).body).toEqual({ food: food('pho-bo') });
    // The dish's icon comes with it (the fixture gives Phở Bò a steaming bowl).
    expect((await server.get<{ food: { icon: string } }>('/api/public/foods/pho%20bo')).body.food.icon).toBe('🍜');
    expect((await server.get('/api/public/foods/spaghetti-carbonara')).body).toEqual({
      food: food('spaghetti-carbonara'),
    });
  });

  it("answers 404 'Food not found' and 400 'Food name is required'", async () => {
    expect(await server.get('/api/public/foods/Haggis')).toEqual({ status: 404, body: { error: 'Food not found' } });
    expect(await server.get('/api/public/foods/%20%20')).toEqual({
      status: 400,
      body: { error: 'Food name is required' },
    });
  });
});

describe('POST /api/public/foods/search-autocomplete', () => {
  it(
    'suggests names starting with the text, then a word of a name, then names containing ' +
      'it, leaving out guessed names',
    async () => {
      expect(
        await server.post('/api/public/foods/search-autocomplete', { query: 'sa', excludeGuessed: [], limit: 10 }),
      ).toEqual({
        status: 200,
        body: { success: true, suggestions: ['Fruit Salad'] },
      });
      const { body } = await server.post<{ suggestions: string[] }>('/api/public/foods/search-autocomplete', {
        query: 'p',
        excludeGuessed: ['pad thai'],
      });
      // The better known first (Pizza Margherita, 5); a word of the name starting with the text
      // (Tacos al Pastor) ranks before a name that only contains it.
      expect(body.suggestions).toEqual([
        'Pizza Margherita',
        'Phở Bò',
        'Tacos al Pastor',
        'Gazpacho',
        'Spaghetti Carbonara',
      ]);
    },
  );

  it("finds a dish by its name in any language, the player's locale first, and refuses an unknown locale", async () => {
    const suggest = async (query: string, locale?: string) =>
      (await server.post<{ suggestions: string[] }>('/api/public/foods/search-autocomplete', { query, locale })).body
        .suggestions;
    expect(await suggest('がすぱ', 'ja')).toEqual(['Gazpacho']);
    expect(await suggest('ガスパ')).toEqual(['Gazpacho']);
    expect(await suggest('ｶﾞｽﾊﾟｯﾁｮ', 'en')).toEqual(['Gazpacho']);
    expect(await server.post('/api/public/foods/search-autocomplete', { query: 'a', locale: 'xx' })).toEqual({
      status: 400,
      body: { error: 'locale: expected one of en, es, fr, de, pt-BR, ja' },
    });
  });

  it('respects the limit and refuses a bad one', async () => {
    expect(
      (await server.post<{ suggestions: string[] }>('/api/public/foods/search-autocomplete', { query: 'a', limit: 2 }))
        .body.suggestions,
    ).toHaveLength(2);
    expect(await server.post('/api/public/foods/search-autocomplete', { query: 'a', limit: 500 })).toEqual({
      status: 400,
      body: { error: 'limit: must be at most 50' },
    });
  });

  it('needs a query', async () => {
    expect(await server.post('/api/public/foods/search-autocomplete', { limit: 3 })).toEqual({
      status: 400,
      body: { error: 'query is required' },
    });
    expect(await server.post('/api/public/foods/search-autocomplete', { query: 7 })).toEqual({
      status: 400,
      body: { error: 'query: expected text' },
    });
  });
});

describe('GET /api/public/affiliate-products', () => {
  it('lists active products with id, title, link and image only', async () => {
    expect((await server.get('/api/public/affiliate-products')).body).toEqual({
      products: [
        { id: 1, title: 'Carbon Steel Wok', link: 'https://shop.example/wok', image: 'https://shop.example/wok.jpg' },
        { id: 2, title: 'Pasta Machine', link: 'https://shop.example/pasta', image: null },
      ],
    });
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON under /api', async () => {
    expect(await server.get('/api/public/nothing-here')).toEqual({
      status: 404,
      body: { error: 'No API route GET /api/public/nothing-here' },
    });
  });
});
