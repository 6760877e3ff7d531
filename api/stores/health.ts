/**
 * Whether this instance's stores answer, for GET /api/health: the records store (lowdb
 * files or PostgreSQL) and the keyed store (files, Redis or PostgreSQL) are each asked,
 * every time, with a short timeout, so a load balancer learns within a couple of seconds
 * that a store went away, and which one, and learns it is back as soon as it is. The
 * answer names the kind of store only; addresses and the error go to the log, once per
 * change of state.
 */
import type { AppContext } from '../context.ts';
import type { StorageKind } from './drivers.ts';

/** How long a store may take to answer health before it counts as down. */
export const STORE_PING_TIMEOUT_MS = 1000;

/** One store's answer. */
export interface StoreStatus {
  /** Its kind: 'PostgreSQL', 'Redis', 'lowdb files', 'files' or 'memory'. */
  driver: string;
  ok: boolean;
  /** How long it took to answer (or to fail), ms. */
  ms: number;
  /** Why it is down (for the log; not in the public answer). */
  error?: string;
}

/** Both stores' answers. */
export interface StoresHealth {
  records: StoreStatus;
  keyed: StoreStatus;
}

/** The keyed store's kind in words. */
function keyedDriver(kind: StorageKind): string {
  if (kind === 'memory' || kind === 'fs') return kind === 'fs' ? 'files' : 'memory';
  return kind.kind === 'postgres' ? 'PostgreSQL' : 'Redis';
}

/** Runs `ping` against a timer; answers how it went. */
async function ask(driver: string, ping: () => Promise<void>, timeoutMs: number): Promise<StoreStatus> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ping(), late]);
    return { driver, ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { driver, ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks both stores at once. */
export async function checkStores(ctx: AppContext, timeoutMs = STORE_PING_TIMEOUT_MS): Promise<StoresHealth> {
  const { records, data } = ctx.stores;
  const [recordsStatus, keyedStatus] = await Promise.all([
    ask(records.shared ? 'PostgreSQL' : 'lowdb files', () => records.ping(), timeoutMs),
    ask(keyedDriver(ctx.options.storage), () => data.ping(), timeoutMs),
  ]);
  const health = { records: recordsStatus, keyed: keyedStatus };
  logChanges(ctx, health);
  return health;
}

const NAMES = { records: 'records store', keyed: 'keyed store' } as const;

/** The sentence naming each store that is down ('The records store (PostgreSQL) is unreachable.'), or undefined. */
export function outageOf(health: StoresHealth): string | undefined {
  const down = (Object.keys(NAMES) as (keyof StoresHealth)[]).filter((name) => !health[name].ok);
  if (down.length === 0) return undefined;
  const each = down.map((name) => `the ${NAMES[name]} (${health[name].driver})`);
  const sentence = `${each.join(' and ')} ${down.length === 1 ? 'is' : 'are'} unreachable.`;
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

/** The public part of the answers: kind, state and time of each store. */
export function publicStores(health: StoresHealth): Record<keyof StoresHealth, Omit<StoreStatus, 'error'>> {
  const strip = ({ error: _error, ...status }: StoreStatus) => status;
  return { records: strip(health.records), keyed: strip(health.keyed) };
}

/** The last state seen per app, so the log says when a store goes down and when it is back, once each. */
const lastSeen = new WeakMap<AppContext, Partial<Record<keyof StoresHealth, boolean>>>();

function logChanges(ctx: AppContext, health: StoresHealth): void {
  const seen = lastSeen.get(ctx) ?? {};
  for (const name of Object.keys(NAMES) as (keyof StoresHealth)[]) {
    const status = health[name];
    if (seen[name] === status.ok) continue;
    if (!status.ok) ctx.logError(`Health: the ${NAMES[name]} (${status.driver}) is unreachable: ${status.error}`);
    else if (seen[name] === false) ctx.log(`Health: the ${NAMES[name]} (${status.driver}) answers again.`);
    seen[name] = status.ok;
  }
  lastSeen.set(ctx, seen);
}
