/**
 * The daily challenge administration's routes: the whole calendar (future days included),
 * setting and unsetting one day, the bulk set (the spec's earliest free dates within 365
 * days, planned by core/calendar.ts like `platter calendar bulk`), a bulk unset, and
 * the completion statistics. Every change is one commit.
 */
import { getRouterParam, type H3 } from 'h3';
import { z } from 'zod';
import { challengeNumber } from '../../core/days.ts';
import { bulkWindow, datesOf, insertDay, planBulk } from '../../core/calendar.ts';
import { CONTENT_FILES } from '../../core/content-paths.ts';
import { calendarToYaml, contentPath } from '../../core/node/write.ts';
import { IsoDate, type Calendar } from '../../core/schemas/calendar.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import type { AppContext } from '../context.ts';
import { difficultyOf } from '../content-state.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { routeMeta } from '../http/pipeline.ts';
import { readJson, validate } from '../http/validate.ts';
import type { ContentPlan, WriteBase, WriteOutcome } from '../admin/write-plan.ts';
import { findFoodIn } from '../../core/search.ts';
import { adminReader, adminWriter } from '../admin/guard.ts';
import { COMMIT } from '../../core/commit-messages.ts';
import { adminOf } from '../admin/services.ts';
import { ABSENT_VERSION } from '../admin/versions.ts';
import { GateFields, gateRequest } from '../admin/gate-input.ts';
import { readQuery } from '../http/validate.ts';

/**
 * The version of one calendar day is the slug it holds ('absent' when free): a write
 * based on a day that someone else changed since is refused, one based on another day
 * is not.
 */
export function dayVersion(calendar: Record<string, string>, date: string): string {
  return calendar[date] ?? ABSENT_VERSION;
}

const FoodRef = z.string({ error: 'expected a food name or slug' }).trim().min(1, 'Please select a food').max(200);

/** POST /api/admin/daily-challenges body: the spec's date and food. */
const SetBody = z.object({
  date: IsoDate,
  /** The dish: its name or slug. */
  food: FoodRef,
  /** What the screen showed on that date: the slug, or 'absent' when free. */
  version: z.string().max(200).optional(),
  /**
   * When the date holds a dish: 'replace' it (the default, the spec's set), or 'insert'
   * the new one and move that day and the scheduled days after it, up to the first free
   * date, one day later.
   */
  mode: z.enum(['replace', 'insert'], { error: "expected 'replace' or 'insert'" }).optional(),
  ...GateFields.shape,
});

/** POST /api/admin/daily-challenges/bulk body. */
const BulkBody = z.object({
  /** The dishes, in order, for the earliest free dates. */
  foods: z.array(FoodRef, { error: 'expected a list of food names' }).max(366, 'at most 366 foods at once'),
  /** The calendar file's version the screen loaded. */
  version: z.string().max(100).optional(),
  ...GateFields.shape,
});

/** POST /api/admin/daily-challenges/bulk-delete body. */
const BulkDeleteBody = z.object({
  dates: z.array(IsoDate, { error: 'expected a list of dates' }).min(1, 'select at least one date').max(1000),
  version: z.string().max(100).optional(),
  ...GateFields.shape,
});

/** DELETE /api/admin/daily-challenges/:date query. */
const DeleteDayQuery = z.object({
  /** What the screen showed on that date. */
  version: z.string().max(200).optional(),
  ...GateFields.shape,
});

function resolveFood(base: WriteBase, ref: string): FoodRecord {
  const food = findFoodIn(base.content.foods, ref);
  if (!food) throw notFound(`Food not found: "${ref}"`);
  return food;
}

/** "“Ramen” was already used in a challenge on 2026-01-02" for each dish already scheduled elsewhere. */
function alreadyUsed(
  calendar: Record<string, string>,
  foods: readonly FoodRecord[],
  except: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const food of new Set(foods)) {
    const dates = datesOf(calendar, food.slug).filter((d) => !except.has(d));
    if (dates.length > 0) out.push(`"${food.name}" was already used in a challenge on ${dates.join(', ')}`);
  }
  return out;
}

/** The change that makes `calendar` the new calendar.yaml, with its commit message and the route's result. */
function calendarPlan<R>(b: WriteBase, calendar: Calendar, message: string, result: R): ContentPlan<R> {
  return {
    message,
    next: { ...b.content, calendar },
    files: { [CONTENT_FILES.calendar]: calendarToYaml(calendar) },
    result,
  };
}

/** What every calendar write answers besides its own fields: the calendar's new version, the commit and HEAD. */
function written(outcome: WriteOutcome<unknown>) {
  return { version: outcome.versions[CONTENT_FILES.calendar], commit: outcome.commit, head: outcome.head };
}

/** Registers the calendar routes (admin only; writes refused from blocked addresses). */
export function adminCalendarRoutes(app: H3, ctx: AppContext): void {
  const admin = adminOf(ctx);
  const meta = routeMeta('no-store', 'read');
  const calendarVersion = (b: WriteBase) => b.fileVersion(CONTENT_FILES.calendar);
  const calendarFile = () => CONTENT_FILES.calendar;

  app.get(
    '/api/admin/daily-challenges',
    async (event) => {
      await adminReader(event, ctx);
      const state = ctx.state;
      const difficulty = difficultyOf(state);
      const challenges = state.dates.map((date) => {
        const slug = state.content.calendar[date]!;
        const food = state.foodsByKey.get(slug);
        return {
          date,
          food: food?.name ?? slug,
          slug,
          challengeNumber: challengeNumber(state.dates, date)!,
          version: slug,
          difficulty: difficulty[slug],
        };
      });
      return {
        challenges,
        today: ctx.today(),
        version: admin.versions.of(contentPath(state.content.root, CONTENT_FILES.calendar)),
        head: await admin.writer.head(),
      };
    },
    meta,
  );

  app.post(
    '/api/admin/daily-challenges',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, SetBody, ctx.options.bodyLimit);
      const outcome = await admin.writer.write({
        author,
        ...gateRequest(body),
        expect: [
          {
            thing: 'calendar day',
            given: body.version,
            current: (b) => dayVersion(b.content.calendar, body.date),
            file: calendarFile,
          },
        ],
        plan: (b) => {
          const food = resolveFood(b, body.food);
          const used = alreadyUsed(b.content.calendar, [food], new Set([body.date]));
          const before = b.content.calendar[body.date];
          if (body.mode === 'insert' && before !== undefined && before !== food.slug) {
            const { calendar, moved } = insertDay(b.content.calendar, body.date, food.slug);
            return calendarPlan(b, calendar, COMMIT.insertDay(body.date, food.slug, moved), {
              food,
              used,
              replaced: undefined,
              moved,
            });
          }
          const calendar = { ...b.content.calendar, [body.date]: food.slug };
          const replaced =
            before !== undefined && before !== food.slug ? b.content.foods.find((f) => f.slug === before) : undefined;
          return calendarPlan(b, calendar, COMMIT.setDay(body.date, food.slug, before), {
            food,
            used,
            replaced,
            moved: [] as string[],
          });
        },
      });
      const replaced = outcome.result.replaced;
      return {
        success: true,
        challenge: { date: body.date, food: outcome.result.food.name, slug: outcome.result.food.slug },
        /** The dish that lost its day, if the date held another. */
        replaced: replaced ? { name: replaced.name, slug: replaced.slug } : null,
        /** With mode 'insert': the dates whose dishes moved one day later. */
        moved: outcome.result.moved,
        alreadyUsed: outcome.result.used,
        ...written(outcome),
        warnings: outcome.warnings,
      };
    },
    meta,
  );

  app.post(
    '/api/admin/daily-challenges/bulk',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, BulkBody, ctx.options.bodyLimit);
      const today = ctx.today();
      const outcome = await admin.writer.write({
        author,
        ...gateRequest(body),
        expect: [{ thing: 'calendar', given: body.version, current: calendarVersion, file: calendarFile }],
        plan: (b) => {
          const foods = body.foods.map((ref) => resolveFood(b, ref));
          const { from, through } = bulkWindow(today);
          const planned = planBulk(
            b.content.calendar,
            foods.map((f) => f.slug),
            from,
            through,
          );
          if (!planned.ok) throw badRequest(planned.message);
          const calendar = { ...b.content.calendar, ...Object.fromEntries(planned.assignments) };
          const dates = planned.assignments.map(([d]) => d);
          return calendarPlan(b, calendar, COMMIT.setDays(dates), {
            assignments: planned.assignments.map(([date, slug], i) => ({ date, food: foods[i]!.name, slug })),
            used: alreadyUsed(b.content.calendar, foods, new Set()),
          });
        },
      });
      return {
        success: true,
        count: outcome.result.assignments.length,
        challenges: outcome.result.assignments,
        alreadyUsed: outcome.result.used,
        ...written(outcome),
        warnings: outcome.warnings,
      };
    },
    meta,
  );

  app.post(
    '/api/admin/daily-challenges/bulk-delete',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const body = await readJson(event, BulkDeleteBody, ctx.options.bodyLimit);
      const dates = [...new Set(body.dates)].sort();
      const outcome = await admin.writer.write({
        author,
        ...gateRequest(body),
        expect: [{ thing: 'calendar', given: body.version, current: calendarVersion, file: calendarFile }],
        plan: (b) => {
          const missing = dates.filter((d) => b.content.calendar[d] === undefined);
          if (missing.length > 0) throw notFound(`No challenge on ${missing.join(', ')}`);
          const calendar = Object.fromEntries(Object.entries(b.content.calendar).filter(([d]) => !dates.includes(d)));
          return calendarPlan(b, calendar, COMMIT.unsetDays(dates), dates);
        },
      });
      return { success: true, count: outcome.result.length, deleted: outcome.result, ...written(outcome) };
    },
    meta,
  );

  app.delete(
    '/api/admin/daily-challenges/:date',
    async (event) => {
      const { author } = await adminWriter(event, ctx);
      const date = validate(IsoDate, getRouterParam(event, 'date', { decode: true }), 'date');
      const query = readQuery(event, DeleteDayQuery);
      const version = query.version;
      const outcome = await admin.writer.write({
        author,
        ...gateRequest(query),
        expect: [
          {
            thing: 'calendar day',
            given: version,
            current: (b) => dayVersion(b.content.calendar, date),
            file: calendarFile,
          },
        ],
        plan: (b) => {
          if (b.content.calendar[date] === undefined) throw notFound(`No challenge on ${date}`);
          const { [date]: _removed, ...calendar } = b.content.calendar;
          return calendarPlan(b, calendar, COMMIT.unsetDay(date), date);
        },
      });
      return { success: true, date: outcome.result, ...written(outcome) };
    },
    meta,
  );

  app.get(
    '/api/admin/challenge-stats',
    async (event) => {
      await adminReader(event, ctx);
      const state = ctx.state;
      const counts = await ctx.stores.completions.counts(state.dates);
      const stats = state.dates.map((date) => {
        const food = state.foodsByKey.get(state.content.calendar[date]!);
        return {
          date,
          food: food?.name ?? null,
          challengeNumber: challengeNumber(state.dates, date)!,
          completion_count: counts.get(date) ?? 0,
        };
      });
      return {
        stats,
        totalChallenges: stats.length,
        totalCompletions: stats.reduce((sum, s) => sum + s.completion_count, 0),
      };
    },
    meta,
  );
}
