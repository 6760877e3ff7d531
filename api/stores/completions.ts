/**
 * Challenge completions: one per player per date, counted once. A marker per player and
 * date says who has completed; a counter per date makes the stats cheap to read. Both are
 * written under one in-process lock per date, so concurrent completions never lose an
 * increment and a repeat never counts twice.
 *
 * Several API instances sharing one store would each have their own lock; there the
 * counter must come from an atomic driver operation (Redis SET NX + INCR) or completions
 * must go to one instance. recount() rebuilds a counter from the markers, which are the
 * truth, if counts ever drift.
 */
import { storeKey, type KeyedStore } from './keyed-store.ts';

/** What recording a completion did. */
export interface CompletionResult {
  /** True when this call counted the completion; false for a repeat from the same player. */
  counted: boolean;
  /** The date's completion count after this call. */
  count: number;
}

/** Completions per date, one per player. */
export interface CompletionStore {
  record(date: string, playerId: string): Promise<CompletionResult>;
  count(date: string): Promise<number>;
  counts(dates: readonly string[]): Promise<Map<string, number>>;
  /** Recomputes a date's counter from its player markers and stores it. */
  recount(date: string): Promise<number>;
}

/** The completion store over a keyed store (keys under 'completions:'). */
export function createCompletionStore(store: KeyedStore): CompletionStore {
  const countKey = (date: string) => storeKey('completions', 'count', date);
  const playerKey = (date: string, playerId: string) => storeKey('completions', 'player', date, playerId);

  async function count(date: string): Promise<number> {
    return (await store.get<number>(countKey(date))) ?? 0;
  }

  return {
    record(date, playerId) {
      return store.exclusive(countKey(date), async () => {
        if (await store.has(playerKey(date, playerId))) return { counted: false, count: await count(date) };
        await store.set(playerKey(date, playerId), 1);
        const next = (await count(date)) + 1;
        await store.set(countKey(date), next);
        return { counted: true, count: next };
      });
    },
    count,
    async counts(dates) {
      const values = await Promise.all(dates.map(count));
      return new Map(dates.map((d, i) => [d, values[i]!]));
    },
    recount(date) {
      return store.exclusive(countKey(date), async () => {
        const n = (await store.keys(storeKey('completions', 'player', date))).length;
        await store.set(countKey(date), n);
        return n;
      });
    },
  };
}
