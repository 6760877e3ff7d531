/**
 * Challenge completions: one per player per date, counted once. A marker per player and
 * date says who has completed; a counter per date makes the stats cheap to read. The
 * marker is set only if absent and the counter incremented, each in one indivisible step
 * of the store, which Redis does itself: so several API instances sharing one Redis
 * never lose an increment, and a repeat is never counted twice, wherever it arrives.
 *
 * In this process the two steps also run under one lock per date, so that a repeat never
 * answers a count that misses the first completion's increment. An instance that stops
 * between the two steps leaves the counter one short; recount() rebuilds a counter from
 * the markers, which are the truth.
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
  // A lock name, never a stored key: the counter's own key is locked by increment().
  const lockKey = (date: string) => storeKey('completions', 'record', date);

  async function count(date: string): Promise<number> {
    return (await store.get<number>(countKey(date))) ?? 0;
  }

  return {
    record(date, playerId) {
      return store.exclusive(lockKey(date), async () => {
        if (!(await store.setIfAbsent(playerKey(date, playerId), 1))) return { counted: false, count: await count(date) };
        return { counted: true, count: await store.increment(countKey(date)) };
      });
    },
    count,
    async counts(dates) {
      const values = await Promise.all(dates.map(count));
      return new Map(dates.map((d, i) => [d, values[i]!]));
    },
    recount(date) {
      return store.exclusive(lockKey(date), async () => {
        const n = (await store.keys(storeKey('completions', 'player', date))).length;
        await store.set(countKey(date), n);
        return n;
      });
    },
  };
}
