/**
 * Challenge completions: one per player per date, counted once. A marker per player and
 * date says who has finished and how (the tries of a win, or a give-up); counters per
 * date (wins, give-ups, wins per number of tries) make the stats cheap to read. The
 * marker is set only if absent and each counter incremented, each in one indivisible
 * step of the store, which Redis does itself: so several API instances sharing one Redis
 * never lose an increment, and a repeat is never counted twice, wherever it arrives.
 *
 * In this process the steps also run under one lock per date, so that a repeat never
 * answers a count that misses the first completion's increment. An instance that stops
 * between the steps leaves a counter short; recount() rebuilds a date's counters from
 * the markers, which are the truth. No personal data is kept: the player id is the
 * browser's random id.
 */
import { storeKey, type KeyedStore } from './keyed-store.ts';

/** How a player finished a date: a win in `guessCount` tries, or a give-up. */
export interface CompletionOutcome {
  /** The tries of the win (or before the give-up); absent from clients that did not send it. */
  guessCount?: number;
  /** True for a give-up: counted apart from wins. */
  gaveUp: boolean;
}

/** Why a completion was not counted: a repeat of the player's, or its household's daily share already counted. */
export type NotCountedReason = 'repeat' | 'address-limit';

/** What recording a completion did. */
export interface CompletionResult {
  /** True when this call counted the completion. */
  counted: boolean;
  /** Why it was not counted. */
  reason?: NotCountedReason;
  /** The date's number of wins after this call. */
  count: number;
}

/** How long a household's daily tally is kept: the day, and a day of slack for clocks and time zones. */
const HOUSEHOLD_TALLY_SECONDS = 2 * 24 * 3600;

/** One date's figures, as GET /api/public/challenge-stats/{date} answers them. */
export interface DateStats {
  /** Players who found the dish. */
  completions: number;
  /** Players who gave up. */
  gaveUp: number;
  /** Wins per number of tries (only wins whose tries were reported). */
  distribution: Record<string, number>;
}

/** What recounting a date found. */
export interface Recount {
  date: string;
  /** The figures its counters held. */
  before: DateStats;
  /** The figures its markers give, now in its counters. */
  after: DateStats;
  /** True when the two differed and the counters were written again. */
  repaired: boolean;
}

/** Completions per date, one per player. */
export interface CompletionStore {
  /**
   * Counts a player's completion of `date` once; with a `household` (api/http/household.ts),
   * at most `perHousehold` of them a date (later ones answer `address-limit` and leave no
   * trace).
   */
  record(date: string, playerId: string, outcome?: CompletionOutcome, household?: string): Promise<CompletionResult>;
  /** The date's number of wins. */
  count(date: string): Promise<number>;
  counts(dates: readonly string[]): Promise<Map<string, number>>;
  /** Wins, give-ups and the distribution of tries of one date. */
  stats(date: string): Promise<DateStats>;
  /**
   * Computes a date's figures from its player markers (the truth) and, when its counters
   * say otherwise (a short count, a file emptied by a kill), writes them again.
   */
  recount(date: string): Promise<Recount>;
}

/** The marker's value: 1 from before outcomes were kept (a win of unknown tries), else the outcome. */
type Marker = 1 | CompletionOutcome;

/**
 * The completion store over a keyed store (keys under 'completions:'). `perHousehold`:
 * the most completions a date counted from one household (options.completionsPerHousehold).
 */
export function createCompletionStore(store: KeyedStore, perHousehold = Number.POSITIVE_INFINITY): CompletionStore {
  const countKey = (date: string) => storeKey('completions', 'count', date);
  const gaveUpKey = (date: string) => storeKey('completions', 'gave-up', date);
  const triesPrefix = (date: string) => storeKey('completions', 'tries', date);
  const triesKey = (date: string, tries: number) => storeKey('completions', 'tries', date, String(tries));
  const playerKey = (date: string, playerId: string) => storeKey('completions', 'player', date, playerId);
  const householdKey = (date: string, household: string) => storeKey('completions', 'household', date, household);
  // A lock name, never a stored key: the counter's own key is locked by increment().
  const lockKey = (date: string) => storeKey('completions', 'record', date);

  async function count(date: string): Promise<number> {
    return (await store.get<number>(countKey(date))) ?? 0;
  }

  async function distribution(date: string): Promise<Record<string, number>> {
    const keys = await store.keys(triesPrefix(date));
    const values = await Promise.all(keys.map((k) => store.get<number>(k)));
    const result: Record<string, number> = {};
    keys.forEach((key, i) => {
      const tries = key.slice(key.lastIndexOf(':') + 1);
      if (values[i]) result[tries] = values[i]!;
    });
    return Object.fromEntries(Object.entries(result).sort(([a], [b]) => Number(a) - Number(b)));
  }

  async function stats(date: string): Promise<DateStats> {
    const [completions, gaveUp, tries] = await Promise.all([
      count(date),
      store.get<number>(gaveUpKey(date)),
      distribution(date),
    ]);
    return { completions, gaveUp: gaveUp ?? 0, distribution: tries };
  }

  return {
    record(date, playerId, outcome = { gaveUp: false }, household) {
      return store.exclusive(lockKey(date), async () => {
        const marker: Marker = outcome;
        const repeat = async (): Promise<CompletionResult> => ({
          counted: false,
          reason: 'repeat',
          count: await count(date),
        });
        if (await store.has(playerKey(date, playerId))) return await repeat();
        // The household's share is claimed before the marker, so a marker always stands for
        // a counted completion and recount() needs to know nothing of households.
        const tally = household === undefined ? undefined : householdKey(date, household);
        if (tally !== undefined) {
          const claimed = await store.increment(tally, 1, { ttlSeconds: HOUSEHOLD_TALLY_SECONDS });
          if (claimed > perHousehold) return { counted: false, reason: 'address-limit', count: await count(date) };
        }
        if (!(await store.setIfAbsent(playerKey(date, playerId), marker))) {
          // Another instance counted this player a moment ago: the claim is given back.
          if (tally !== undefined) await store.increment(tally, -1, { ttlSeconds: HOUSEHOLD_TALLY_SECONDS });
          return await repeat();
        }
        if (outcome.gaveUp) {
          await store.increment(gaveUpKey(date));
          return { counted: true, count: await count(date) };
        }
        const wins = await store.increment(countKey(date));
        if (outcome.guessCount !== undefined) await store.increment(triesKey(date, outcome.guessCount));
        return { counted: true, count: wins };
      });
    },
    count,
    async counts(dates) {
      const values = await Promise.all(dates.map(count));
      return new Map(dates.map((d, i) => [d, values[i]!]));
    },
    stats,
    recount(date) {
      return store.exclusive(lockKey(date), async () => {
        const keys = await store.keys(storeKey('completions', 'player', date));
        const markers = await Promise.all(keys.map((k) => store.get<Marker>(k)));
        let wins = 0;
        let gaveUp = 0;
        const tries = new Map<number, number>();
        for (const marker of markers) {
          if (marker === undefined) continue;
          if (marker !== 1 && marker.gaveUp) {
            gaveUp++;
            continue;
          }
          wins++;
          if (marker !== 1 && marker.guessCount !== undefined)
            tries.set(marker.guessCount, (tries.get(marker.guessCount) ?? 0) + 1);
        }
        const after: DateStats = {
          completions: wins,
          gaveUp,
          distribution: Object.fromEntries([...tries].sort(([a], [b]) => a - b).map(([n, c]) => [String(n), c])),
        };
        const before = await stats(date);
        if (JSON.stringify(before) === JSON.stringify(after)) return { date, before, after, repaired: false };
        for (const key of await store.keys(triesPrefix(date))) await store.delete(key);
        for (const [n, c] of tries) await store.set(triesKey(date, n), c);
        await store.set(gaveUpKey(date), gaveUp);
        await store.set(countKey(date), wins);
        return { date, before, after, repaired: true };
      });
    },
  };
}

/** How many of the latest challenge days are always recounted when a server starts. */
export const RECOUNT_DAYS = 7;

/** How long a starting server spends checking older days, beyond the latest RECOUNT_DAYS. */
export const STARTUP_RECOUNT_BUDGET_MS = 1000;

/** What recountDays did. */
export interface RecountReport {
  /** The days whose counters disagreed with their markers, now repaired. */
  repaired: Recount[];
  /** How many days were checked. */
  checked: number;
  /** The days left unchecked when the time ran out, newest first. */
  unchecked: string[];
}

/**
 * Checks the days of `dates` up to `today`, newest first, and repairs each whose counters
 * disagree with its markers (the truth: see recount). The latest `always` days are checked
 * whatever the time; older ones while `budgetMs` lasts (default: no limit). What a kill
 * between a marker and its counters, or in the middle of a write, left wrong is made right.
 */
export async function recountDays(
  completions: CompletionStore,
  dates: readonly string[],
  today: string,
  options: { always?: number; budgetMs?: number; clock?: () => number } = {},
): Promise<RecountReport> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const days = dates.filter((d) => d <= today).reverse();
  const always = options.always ?? days.length;
  const report: RecountReport = { repaired: [], checked: 0, unchecked: [] };
  for (const [i, date] of days.entries()) {
    if (i >= always && options.budgetMs !== undefined && clock() - started >= options.budgetMs) {
      report.unchecked = days.slice(i);
      break;
    }
    const result = await completions.recount(date);
    report.checked++;
    if (result.repaired) report.repaired.push(result);
  }
  return report;
}

/** The lines a recount report prints: one per repaired day, and what was left unchecked. */
export function describeRecount(report: RecountReport): string[] {
  const figure = (s: DateStats) =>
    `${s.completions} wins, ${s.gaveUp} give-ups, tries ${JSON.stringify(s.distribution)}`;
  const lines = report.repaired.map((r) => `${r.date}: ${figure(r.before)} -> ${figure(r.after)}`);
  const left = report.unchecked;
  if (left.length > 0) {
    const days =
      left.length === 1 ? `1 older day (${left[0]})` : `${left.length} older days (${left.at(-1)} to ${left[0]})`;
    lines.push(`${days} not checked: run \`platter recount --all\``);
  }
  return lines;
}
