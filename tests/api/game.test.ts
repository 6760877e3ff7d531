import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { COUNTRY_NAMES } from '../../core/countries.ts';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  FLAVOR_PROFILES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
} from '../../core/enums.ts';
import { loadContent } from '../../core/node/content.ts';
import { scoreCell, scoreGuess, type ScorableFood } from '../../core/scoring.ts';
import { FIXTURE_CONTENT, startTestServer, type TestServer } from './_server.ts';

let server: TestServer;
const fixture = loadContent(FIXTURE_CONTENT).content;
const ctx = { relations: fixture.relations };
const byName = (name: string) => fixture.foods.find((f) => f.name === name)!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('POST /api/game/score-cell', () => {
  it('scores one category of foods given by name', async () => {
    expect(
      await server.post('/api/game/score-cell', { guess: 'Pizza Margherita', answer: 'Gazpacho', field: 'origin' }),
    ).toEqual({
      status: 200,
      body: {
        success: true,
        color: 'yellow',
        matches: [{ value: 'Italy', kind: 'close', reason: 'same sub-region: Southern Europe' }],
        field: 'origin',
      },
    });
  });

  it('accepts food objects, with list fields as JSON text as the spec allows', async () => {
    const guess = { ...byName('Hummus'), temperature: '["warm"]' };
    const { body } = await server.post('/api/game/score-cell', { guess, answer: 'Pad Thai', field: 'temperature' });
    expect(body).toEqual({
      success: true,
      color: 'yellow',
      matches: [{ value: 'warm', kind: 'close', reason: 'related: hot' }],
      field: 'temperature',
    });
  });

  it('refuses a missing field, a wrong type and an unknown category', async () => {
    expect(await server.post('/api/game/score-cell', { guess: 'Hummus', field: 'origin' })).toEqual({
      status: 400,
      body: { error: 'answer is required' },
    });
    expect(await server.post('/api/game/score-cell', { guess: 42, answer: 'Hummus', field: 'origin' })).toEqual({
      status: 400,
      body: { error: 'guess: expected a food name or a food object' },
    });
    expect(
      (await server.post('/api/game/score-cell', { guess: 'Hummus', answer: 'Hummus', field: 'colour' })).body,
    ).toEqual({
      error: expect.stringMatching(/^field: expected one of core_components, /),
    });
  });

  it('names the bad value of a food object, with a did-you-mean', async () => {
    const guess = { ...byName('Hummus'), regions: ['Asai'] };
    expect(await server.post('/api/game/score-cell', { guess, answer: 'Hummus', field: 'regions' })).toEqual({
      status: 400,
      body: { error: 'guess.regions[0]: "Asai" is not a region (did you mean "Asia"?)' },
    });
    const { name, ...nameless } = byName('Hummus');
    expect(name).toBe('Hummus');
    expect(await server.post('/api/game/score-cell', { guess: nameless, answer: 'Hummus', field: 'regions' })).toEqual({
      status: 400,
      body: { error: 'guess.name is required' },
    });
  });

  it('answers 404 for an unknown food name, naming the field', async () => {
    expect(await server.post('/api/game/score-cell', { guess: 'Haggis', answer: 'Hummus', field: 'origin' })).toEqual({
      status: 404,
      body: { error: 'guess: Food not found: "Haggis"' },
    });
  });

  it('answers 400 for malformed JSON and for an empty body', async () => {
    const bad = await server.call('/api/game/score-cell', {
      method: 'POST',
      body: '{"guess": "Hummus",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^body: malformed JSON/);
    const empty = await server.call('/api/game/score-cell', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'body: expected a JSON object, got an empty body' });
  });
});

describe('POST /api/game/score-guess', () => {
  it('scores every category by default, or the ones asked for', async () => {
    const all = await server.post<{ scores: Record<string, unknown> }>('/api/game/score-guess', {
      guess: 'Gazpacho',
      answer: 'Guacamole',
    });
    expect(all.body.scores).toEqual(scoreGuess(byName('Gazpacho'), byName('Guacamole'), ctx));
    const some = await server.post<{ scores: Record<string, unknown> }>('/api/game/score-guess', {
      guess: 'Gazpacho',
      answer: 'Guacamole',
      fields: ['temperature'],
    });
    expect(Object.keys(some.body.scores)).toEqual(['temperature']);
  });

  it('refuses an empty or repeated field list', async () => {
    expect(await server.post('/api/game/score-guess', { guess: 'Gazpacho', answer: 'Hummus', fields: [] })).toEqual({
      status: 400,
      body: { error: 'fields: needs at least one category' },
    });
    expect(
      await server.post('/api/game/score-guess', { guess: 'Gazpacho', answer: 'Hummus', fields: ['origin', 'origin'] }),
    ).toEqual({
      status: 400,
      body: { error: 'fields: lists a category twice' },
    });
  });
});

describe('POST /api/game/format-guess and format-display', () => {
  it('formats each cell as escaped HTML and plain text, with details by default', async () => {
    const { body } = await server.post<{
      formatted: Record<string, { color: string; html: string; plainText: string }>;
    }>('/api/game/format-guess', {
      guess: 'Fruit Salad',
      answer: 'Gazpacho',
      fields: ['temperature', 'preparation_method'],
    });
    expect(body.formatted).toEqual({
      temperature: { color: 'green', html: '<u><strong>cold</strong></u>', plainText: 'cold (exact)' },
      preparation_method: {
        color: 'yellow',
        html: '<u title="related: No-cook">Assembled</u>, <u title="related: No-cook">Raw</u>',
        plainText: 'Assembled (close: related: No-cook), Raw (close: related: No-cook)',
      },
    });
  });

  it('formats one cell without details when asked', async () => {
    expect(
      await server.post('/api/game/format-display', {
        guess: 'Fruit Salad',
        answer: 'Gazpacho',
        field: 'preparation_method',
        showDetailedMatches: false,
      }),
    ).toEqual({ status: 200, body: { success: true, html: 'Assembled, Raw', plainText: 'Assembled, Raw' } });
  });

  it('escapes HTML in values sent by a client', async () => {
    const guess = { ...byName('Hummus'), key_ingredients: ['<img src=x onerror=alert(1)>'] };
    const { body } = await server.post<{ html: string }>('/api/game/format-display', {
      guess,
      answer: 'Hummus',
      field: 'key_ingredients',
    });
    expect(body.html).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('POST /api/game/validate-win', () => {
  it('says whether the guess names the answer and where the win is', async () => {
    expect(
      (
        await server.post('/api/game/validate-win', {
          guess: 'pho bo',
          answer: 'Phở Bò',
          challengeId: '2026-03-06',
          guesses: ['Pad Thai', 'pho bo'],
        })
      ).body,
    ).toEqual({
      success: true,
      isWin: true,
      winningGuessIndex: 1,
    });
    expect((await server.post('/api/game/validate-win', { guess: 'Pad Thai', answer: 'Phở Bò' })).body).toEqual({
      success: true,
      isWin: false,
      winningGuessIndex: -1,
    });
  });
});

describe('POST /api/game/calculate-wrong-guesses', () => {
  it('counts the wrong guesses, names or objects', async () => {
    expect(
      (
        await server.post('/api/game/calculate-wrong-guesses', {
          guesses: ['Hummus', byName('Gazpacho'), 'Guacamole'],
          answer: 'Guacamole',
        })
      ).body,
    ).toEqual({
      success: true,
      wrongGuessCount: 2,
    });
  });

  it('needs the guesses as a list', async () => {
    expect(await server.post('/api/game/calculate-wrong-guesses', { guesses: 'Hummus', answer: 'Guacamole' })).toEqual({
      status: 400,
      body: { error: 'guesses: expected a list of foods (names or objects)' },
    });
  });
});

describe('POST /api/game/generate-share-text', () => {
  it("builds today's share text with the home link", async () => {
    const { body } = await server.post<{ shareText: string }>('/api/game/generate-share-text', {
      guesses: ['Hummus', 'Guacamole'],
      answer: 'Guacamole',
      challengeNumber: 6,
      challengeDate: '2026-03-10',
      hasGivenUp: false,
      includeUrl: true,
    });
    expect(body.shareText).toBe(
      'Platter Day #6 2/∞\n\n🟩🟥🟥🟥🟥🟥🟨🟩🟨\n🟩🟩🟩🟩🟩🟩🟩🟩🟩\n\nhttps://platter.example/',
    );
  });

  it('links a past day to its archive page, in the colour-blind palette, after giving up', async () => {
    const { body } = await server.post<{ shareText: string }>('/api/game/generate-share-text', {
      guesses: ['Hummus'],
      answer: 'Pad Thai',
      challengeNumber: 1,
      challengeDate: '2026-03-05',
      hasGivenUp: true,
      includeUrl: true,
      palette: 'colorblind',
    });
    // Hummus against Pad Thai: only course (Side ~ Main) is yellow; one shared flavour (savory) is not enough.
    expect(body.shareText).toBe(
      'Platter Day #1 gave up after 1 try\n\n⬛⬛⬛⬛⬛⬛⬛⬛🟦\n\nhttps://platter.example/archive/1',
    );
  });

  it('names the unknown guess', async () => {
    expect(
      await server.post('/api/game/generate-share-text', {
        guesses: ['Hummus', 'Haggis'],
        answer: 'Pad Thai',
        challengeNumber: 1,
      }),
    ).toEqual({
      status: 404,
      body: { error: 'guesses[1]: Food not found: "Haggis"' },
    });
  });
});

/** Any food the schema accepts, built from the real vocabularies. */
const pick = <T>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 });
const words = fc.uniqueArray(
  fc.constantFrom(
    'rice',
    'noodles',
    'tomato',
    'tomato sauce',
    'garlic',
    'egg',
    'beef',
    'pasta',
    'olive oil',
    'lime',
    'sauce',
  ),
  {
    minLength: 1,
    maxLength: 4,
  },
);
const anyFood: fc.Arbitrary<ScorableFood> = fc.record({
  name: fc.constant('Generated'),
  origin: pick(
    ['Italy', 'Spain', 'France', 'Thailand', 'Vietnam', 'Mexico', 'Japan', 'Various'].filter((c) =>
      COUNTRY_NAMES.includes(c),
    ),
  ),
  regions: pick(REGIONS),
  core_components: words,
  key_ingredients: words,
  ingredients: words,
  preparation_method: pick(PREPARATION_METHODS),
  flavor_profile: pick(FLAVOR_PROFILES),
  dietary_identity: pick(DIETARY_IDENTITIES),
  temperature: pick(TEMPERATURES),
  course_placement: pick(COURSE_PLACEMENTS),
});

describe('the API scores exactly as core/ does', () => {
  it('for any pair of fixture foods, by name or as objects', async () => {
    const names = fixture.foods.map((f) => f.name);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.constantFrom(...names),
        fc.boolean(),
        async (guessName, answerName, asObjects) => {
          const guess = byName(guessName);
          const answer = byName(answerName);
          const { status, body } = await server.post(
            '/api/game/score-guess',
            asObjects ? { guess, answer } : { guess: guessName, answer: answerName },
          );
          expect(status).toBe(200);
          expect(body).toEqual({ success: true, scores: scoreGuess(guess, answer, ctx) });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('for any generated pair of foods, cell by cell', async () => {
    await fc.assert(
      fc.asyncProperty(anyFood, anyFood, fc.constantFrom(...SCORED_CATEGORIES), async (guess, answer, field) => {
        const { body } = await server.post('/api/game/score-cell', { guess, answer, field });
        const cell = scoreCell(guess, answer, field, ctx);
        expect(body).toEqual({ success: true, color: cell.color, matches: cell.matches, field });
      }),
      { numRuns: 100 },
    );
  });
});

describe('a dish named by an alias', () => {
  it(
    'scores a guess typed as an alias ("cold tomato soup" for Gazpacho), as the game and ' + 'the CLI accept it',
    async () => {
      const byAlias = await server.post<{ scores: Record<string, { color: string }> }>('/api/game/score-guess', {
        guess: 'Cold Tomato Soup',
        answer: 'gazpacho',
      });
      expect(byAlias.status).toBe(200);
      const byName = await server.post<{ scores: Record<string, { color: string }> }>('/api/game/score-guess', {
        guess: 'Gazpacho',
        answer: 'Gazpacho',
      });
      expect(byAlias.body.scores).toEqual(byName.body.scores);
      expect(Object.values(byAlias.body.scores).every((cell) => cell.color === 'green')).toBe(true);
    },
  );
});
