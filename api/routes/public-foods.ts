/**
 * The public food routes: the list (paged, searched, sorted), the names, one food, and
 * the autocomplete of the guess input.
 */
import { getRouterParam, type H3 } from 'h3';
import { z } from 'zod';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { buildFoodIndex, buildFoodNames, buildLocaleNames } from '../../core/food-files.ts';
import { foldText } from '../../core/normalise.ts';
import { namesContaining, suggestFromIndex } from '../../core/search.ts';
import { isTranslatedLocale, LOCALES, TRANSLATED_LOCALES } from '../../core/locales.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { compareText, findFood, type ContentState } from '../content-state.ts';
import type { AppContext } from '../context.ts';
import { HOURS_MAX_AGE } from '../http/cache-control.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { reply } from '../http/reply.ts';
import { readJson, readQuery } from '../http/validate.ts';

/** Fields the list can be sorted by: name, slug, or a category (by its first value). */
export const SORT_FIELDS = ['name', 'slug', ...SCORED_CATEGORIES] as const;

function wholeNumber(min: number, fallback: number, allowAll: boolean) {
  const expected = `a whole number of at least ${min}${allowAll ? " or 'all'" : ''}`;
  return z
    .string()
    .optional()
    .transform((v, ctx): number | 'all' => {
      if (v === undefined || v === '') return fallback;
      if (allowAll && v === 'all') return 'all';
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `expected ${expected}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });
}

/** GET /api/public/foods query. */
export const FoodsQuery = z.object({
  /** Page size, or 'all'. Default 50. */
  limit: wholeNumber(1, 50, true),
  /** Foods to skip. Default 0. */
  offset: wholeNumber(0, 0, false).transform((v) => (v === 'all' ? 0 : v)),
  /** Keeps foods whose name or alias, in any language, contains this text (case, accents, width and kana ignored). */
  search: z.string().max(100, 'at most 100 characters').optional(),
  /** Default name. */
  sortBy: z.enum(SORT_FIELDS, { error: `expected one of ${SORT_FIELDS.join(', ')}` }).default('name'),
  /** Default asc. */
  sortOrder: z.enum(['asc', 'desc'], { error: 'expected asc or desc' }).default('asc'),
  /** true: skip the server cache and tell caches not to keep the answer. */
  forceFresh: z
    .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
/** The food list query with its defaults filled in. */
export type FoodsQuery = z.output<typeof FoodsQuery>;

/** POST /api/public/foods/search-autocomplete body. */
export const AutocompleteBody = z.object({
  /** The text typed so far. */
  query: z.string({ error: 'expected text' }).max(100, 'at most 100 characters'),
  /** Names already guessed, left out of the suggestions. Default []. */
  excludeGuessed: z
    .array(z.string({ error: 'expected text' }).max(200), { error: 'expected a list of names' })
    .max(1000)
    .default([]),
  /** Default 10. */
  limit: z
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
  /** The player's language (core/locales.ts): its names rank as the dishes' names. Default 'en'. */
  locale: z.enum(LOCALES, { error: `expected one of ${LOCALES.join(', ')}` }).default('en'),
});

function sortKey(food: FoodRecord, field: (typeof SORT_FIELDS)[number]): string {
  if (field === 'name' || field === 'slug') return foldText(food[field]);
  return foldText(food[field].join(', '));
}

/** The page of foods a query asks for, with the number that matched before paging. */
export function listFoods(
  state: ContentState,
  q: FoodsQuery,
): { foods: FoodRecord[]; total: number; limit: number | 'all'; offset: number } {
  let foods = state.foods;
  if (q.search && foldText(q.search) !== '') {
    const names = new Set(namesContaining(state.search, q.search));
    foods = foods.filter((f) => names.has(f.name));
  }
  if (q.sortBy !== 'name' || q.sortOrder !== 'asc') {
    // state.foods is already in name order, so a stable sort keeps ties by name.
    const keyed = foods.map((f) => [sortKey(f, q.sortBy), f] as const);
    keyed.sort((a, b) => compareText(a[0], b[0]));
    foods = keyed.map(([, f]) => f);
    if (q.sortOrder === 'desc') foods.reverse();
  }
  const total = foods.length;
  const page = q.limit === 'all' ? foods.slice(q.offset) : foods.slice(q.offset, q.offset + q.limit);
  return { foods: page, total, limit: q.limit, offset: q.offset };
}

/** Registers the food list, names, one food and autocomplete routes. */
export function publicFoodsRoutes(app: H3, ctx: AppContext): void {
  const ttl = HOURS_MAX_AGE * 1000;

  app.get(
    '/api/public/foods',
    (event) => {
      const q = readQuery(event, FoodsQuery);
      const state = ctx.state;
      if (q.forceFresh) return reply(listFoods(state, q), { cache: 'no-store' });
      const key = [state.version, q.limit, q.offset, q.sortBy, q.sortOrder, foldText(q.search ?? '')].join(':');
      const cacheKey = `foods:${key}`;
      return ctx.cache.getOrCreate(cacheKey, ttl, () => reply(listFoods(state, q)));
    },
    routeMeta('hours', 'read'),
  );

  app.get(
    '/api/public/foods/names',
    () => {
      const state = ctx.state;
      return ctx.cache.getOrCreate(`names:${state.version}`, ttl, () =>
        reply({ names: state.foods.map((f) => f.name) }),
      );
    },
    routeMeta('hours', 'read'),
  );

  // The game's two files (core/food-index.ts), for a site built apart from this API; the
  // site's own build writes the same bodies as static files.
  app.get(
    '/api/public/food-names',
    () => {
      const state = ctx.state;
      return ctx.cache.getOrCreate(`food-names:${state.version}`, ttl, () => reply(buildFoodNames(state.foods)));
    },
    routeMeta('hours', 'read'),
  );

  app.get(
    '/api/public/food-names/:locale',
    (event) => {
      const locale = getRouterParam(event, 'locale') ?? '';
      if (!isTranslatedLocale(locale))
        throw badRequest(`locale: expected one of ${TRANSLATED_LOCALES.join(', ')}, got "${locale}"`);
      const state = ctx.state;
      return ctx.cache.getOrCreate(`food-names:${state.version}:${locale}`, ttl, () =>
        reply(buildLocaleNames(state.foods, locale)),
      );
    },
    routeMeta('hours', 'read'),
  );

  app.get(
    '/api/public/food-index',
    () => {
      const state = ctx.state;
      return ctx.cache.getOrCreate(`food-index:${state.version}`, ttl, () => reply(buildFoodIndex(state.foods)));
    },
    routeMeta('hours', 'read'),
  );

  app.get(
    '/api/public/foods/:name',
    (event) => {
      const name = (getRouterParam(event, 'name', { decode: true }) ?? '').trim();
      if (name === '') throw badRequest('Food name is required');
      const state = ctx.state;
      const food = findFood(state, name);
      if (!food) throw notFound('Food not found');
      return ctx.cache.getOrCreate(`food:${state.version}:${food.slug}`, ttl, () => reply({ food }));
    },
    routeMeta('hours', 'read'),
  );

  app.post(
    '/api/public/foods/search-autocomplete',
    async (event) => {
      const body = await readJson(event, AutocompleteBody, ctx.options.bodyLimit);
      const suggestions = suggestFromIndex(ctx.state.search, body.query, {
        exclude: body.excludeGuessed,
        limit: body.limit,
        locale: body.locale,
      });
      return { success: true, suggestions };
    },
    // A search, not a write: it counts against the read limit, so typing never uses up a game's budget.
    routeMeta('no-store', 'read'),
  );
}
