/**
 * What every route group shares: the options, the clock, the content (and a way to reload
 * it after a write), the stores and the server cache. Route groups receive it from
 * createApp; a new group (accounts, admin) needs nothing else.
 */
import { startOfPuzzleDay } from '../core/day-start.ts';
import { addDays, puzzleDate } from '../core/days.ts';
import { createAfterAnswer, type AfterAnswer } from './after-answer.ts';
import { createContentLoader } from '../core/node/content.ts';
import { headCommitSync } from '../core/node/git.ts';
import { prepareContent, type ContentState } from './content-state.ts';
import { createRateLimiter, createSharedRateLimiter, type RateLimiter, withLocalFallback } from './http/rate-limit.ts';
import { startContentSync, type ContentSync } from './content-sync.ts';
import { createRedisCounter, type RedisCounter } from './stores/redis-counter.ts';
import { openRecordStore } from './stores/open-records.ts';
import type { RecordStore } from './stores/records.ts';
import { ResponseCache } from './http/response-cache.ts';
import { resolveOptions, type AppOptions, type ResolvedOptions } from './options.ts';
import { createCompletionStore, type CompletionStore } from './stores/completions.ts';
import { createDriverStorage, KEYED_STORE_NAME } from './stores/drivers.ts';
import { createKeyedStore, type KeyedStore } from './stores/keyed-store.ts';
import { createMemoryStore } from './stores/memory-store.ts';
import { ensurePrivateDir } from './stores/record-file.ts';
import { countingErrors } from './stores/error-count.ts';
import { createMetrics, type Metrics } from './metrics.ts';

/** The stores every route group can use. */
export interface AppStores {
  /** Persistent keyed data (driver per options.storage). */
  data: KeyedStore;
  completions: CompletionStore;
  /**
   * Rate-limit windows of this process, in memory: a window lost on restart costs nothing,
   * and a file write per request would slow the server more than any abuser could. With
   * Redis the limiter counts there instead (api/http/rate-limit.ts), shared by every instance.
   */
  rateLimits: KeyedStore;
  /** Users, submissions, blocked IPs, contact messages, synced progress: lowdb files or PostgreSQL. */
  records: RecordStore;
}

/** What createApp gives every route group. */
export interface AppContext {
  readonly options: ResolvedOptions;
  /** The clock seam: every route asks this, never `new Date()`. */
  now(): Date;
  /** Today's puzzle date (America/New_York) by the clock seam. */
  today(): string;
  /** Whole seconds until the next puzzle starts, by the clock seam. */
  secondsUntilReset(): number;
  /** The content as currently served. */
  readonly state: ContentState;
  /** Re-reads the content directory (after an admin write) and drops cached answers. */
  reloadContent(): ContentState;
  readonly stores: AppStores;
  readonly cache: ResponseCache;
  readonly rateLimiter: RateLimiter | undefined;
  /** Origins allowed by CORS. */
  readonly corsOrigins: ReadonlySet<string>;
  /** Announces content commits (writer) or follows them (reader); api/content-sync.ts. */
  readonly contentSync: ContentSync;
  /** The Prometheus metrics (api/metrics.ts), when options.metrics.enabled. */
  readonly metrics: Metrics | undefined;
  /** Work left for after an answer (the account mails): api/after-answer.ts. */
  readonly afterAnswer: AfterAnswer;
  log(message: string): void;
  logError(error: unknown): void;
  /** Stops timers and releases the stores. */
  close(): Promise<void>;
}

/**
 * The rate limiter of the options: in this process's memory, or counted in Redis (shared
 * by every instance) with this process's own as the fallback while Redis is away.
 */
function rateLimiterOf(
  settings: ResolvedOptions['rateLimit'],
  windows: KeyedStore,
  redis: RedisCounter | undefined,
): RateLimiter | undefined {
  if (!settings) return undefined;
  const limits = { work: settings.work, read: settings.read };
  const local = createRateLimiter(windows, limits, settings.windowSeconds);
  return redis ? withLocalFallback(createSharedRateLimiter(redis, limits, settings.windowSeconds), local) : local;
}

/** Builds the shared context: loads content and opens the stores. */
export function createContext(input: AppOptions): AppContext {
  const options = resolveOptions(input);
  const now = options.now;
  const nowMs = () => now().getTime();
  let version = 0;
  const log = (message: string) => {
    if (!options.silent) console.log(message);
  };
  const logError = (error: unknown) => {
    if (!options.silent) console.error(error);
  };

  // Remembers the dish files it read, so a reload (after an admin write) parses only what changed.
  const loadContent = createContentLoader();
  function load(): ContentState {
    // HEAD before the files: if it moves while they are read, the next check sees a newer HEAD and loads again.
    const commit = headCommitSync(options.contentDir) ?? null;
    const { content, problems } = loadContent(options.contentDir);
    const errors = problems.filter((p) => p.severity === 'error');
    if (errors.length > 0) {
      log(
        `Content has ${errors.length} problem(s); the bad files are left out. Run \`npx platter validate\` ` +
          'for details.',
      );
    }
    // The time is the machine's, not the clock seam's: it says when this process loaded the content.
    return prepareContent(content, problems, ++version, { commit, loadedAt: new Date().toISOString() });
  }

  let state = load();
  const cache = new ResponseCache(nowMs);
  // The data directory holds password hashes, sessions and addresses: its owner's only.
  ensurePrivateDir(options.dataDir);
  // Read at each scrape, once the context exists.
  let ctx: AppContext | undefined;
  const metrics = options.metrics.enabled
    ? createMetrics(() => ({
        today: ctx!.today,
        completions: ctx!.stores.completions,
        contentDir: options.contentDir,
        contentVersion: () => state.version,
      }))
    : undefined;
  const keyed = createKeyedStore(
    createDriverStorage(options.storage, options.dataDir, KEYED_STORE_NAME, logError),
    nowMs,
  );
  const opened = openRecordStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  // With metrics on, a failed store call is counted (platter_store_errors_total).
  const data = metrics ? countingErrors(keyed, () => metrics.storeError('keyed')) : keyed;
  const records = metrics ? countingErrors(opened, () => metrics.storeError('records')) : opened;
  // Connect and migrate now, so a wrong DATABASE_URL is reported at start, not at the first sign-in.
  records.ready().catch(logError);
  const rateLimits = createMemoryStore(nowMs);
  const redisLimits =
    typeof options.storage === 'object' && options.storage.kind === 'redis'
      ? createRedisCounter(options.storage.url)
      : undefined;
  const rateLimiter = rateLimiterOf(options.rateLimit, rateLimits, redisLimits);
  // Expired windows are never read again; sweep them so memory follows live clients only.
  const sweeper = setInterval(() => void rateLimits.sweep(), 60_000);
  sweeper.unref();
  // Expired sessions and other lapsed records are never read again either: sweep the
  // persistent store hourly, so files (or Redis keys) do not pile up.
  const dataSweeper = setInterval(() => void data.sweep().catch(logError), 3_600_000);
  dataSweeper.unref();

  // Today and the instant the next puzzle starts, computed once per day: the Intl time-zone
  // maths behind them costs more than serving a cached answer.
  let day = { date: '', startsAt: 0, endsAt: 0 };
  const currentDay = (t: number) => {
    if (t < day.startsAt || t >= day.endsAt) {
      const date = puzzleDate(new Date(t));
      day = { date, startsAt: startOfPuzzleDay(date).getTime(), endsAt: startOfPuzzleDay(addDays(date, 1)).getTime() };
    }
    return day;
  };

  let contentSync: ContentSync | undefined;
  const afterAnswer = createAfterAnswer(logError);
  ctx = {
    options,
    now,
    today: () => currentDay(nowMs()).date,
    secondsUntilReset() {
      const t = nowMs();
      return Math.max(0, Math.ceil((currentDay(t).endsAt - t) / 1000));
    },
    get state() {
      return state;
    },
    reloadContent() {
      state = load();
      cache.clear();
      return state;
    },
    stores: { data, completions: createCompletionStore(data, options.completionsPerHousehold), rateLimits, records },
    cache,
    rateLimiter,
    corsOrigins: new Set(options.corsOrigins),
    get contentSync() {
      return contentSync!;
    },
    metrics,
    afterAnswer,
    log,
    logError,
    async close() {
      await afterAnswer.idle();
      await contentSync?.close();
      clearInterval(sweeper);
      clearInterval(dataSweeper);
      await Promise.all([data.dispose(), rateLimits.dispose(), records.close(), redisLimits?.close()]);
    },
  };
  contentSync = startContentSync(ctx);
  return ctx;
}
