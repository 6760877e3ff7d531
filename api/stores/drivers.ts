/**
 * The unstorage instances behind the stores: files under the data directory by default,
 * memory in tests and for data that may vanish on restart (rate-limit windows), and a
 * Redis server when several API instances must share one set of data (REDIS_URL).
 */
import type { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import redisDriver from 'unstorage/drivers/redis';
import { atomicFsDriver } from './atomic-fs-driver.ts';
import { acquirePostgres } from './open-records.ts';
import { postgresKvDriver } from './postgres-kv-driver.ts';
import { describePostgres } from './records-postgres.ts';

/** A Redis server holding the stores, shared by every API instance pointed at it. */
export interface RedisStorage {
  kind: 'redis';
  /**
   * The server's `redis://` or `rediss://` (TLS) URL, with the password and database
   * number when needed: `redis://:secret@cache.internal:6379/2`.
   */
  url: string;
}

/** A PostgreSQL database holding the keyed values (DATABASE_URL without REDIS_URL). */
export interface PostgresStorage {
  kind: 'postgres';
  /** The database's postgres:// URL. */
  url: string;
}

/** Which driver keeps a store's values: 'fs' (the default), 'memory', a Redis server or PostgreSQL. */
export type StorageKind = 'fs' | 'memory' | RedisStorage | PostgresStorage;

/** The name of the app's keyed store (api/context.ts): its folder under the data directory, its Redis key prefix. */
export const KEYED_STORE_NAME = 'store';

/** Every Redis key of a store starts with this, so Platter can share a server with others. */
export const REDIS_KEY_PREFIX = 'platter';

/**
 * A command waits for at most this many reconnection attempts before it fails: a request
 * made while Redis is down answers 500 within about a second instead of hanging, and the
 * client goes on reconnecting in the background.
 */
const REDIS_RETRIES_PER_COMMAND = 3;

/**
 * An unstorage instance of the given kind. The fs driver writes one file per key under
 * `<dataDir>/<name>/`, ':' in a key becoming a directory level, each write whole
 * (api/stores/atomic-fs-driver.ts); the Redis driver writes
 * one string key per key, named `platter:<name>:<key>`. Redis is connected to at once
 * and in the background, so building the storage never blocks or throws, and an
 * unreachable server is logged at startup rather than at the first request; `log` hears
 * when Redis goes away and comes back.
 */
export function createDriverStorage(
  kind: StorageKind,
  dataDir: string,
  name: string,
  log: (message: string) => void = console.error,
): Storage {
  if (kind === 'memory') return createStorage({ driver: memoryDriver() });
  if (kind === 'fs') return createStorage({ driver: atomicFsDriver({ base: join(dataDir, name) }) });
  if (kind.kind === 'postgres') {
    const { pool, release } = acquirePostgres(kind.url);
    return createStorage({ driver: postgresKvDriver({ pool, base: name, release }) });
  }
  const driver = redisDriver({
    url: kind.url,
    base: `${REDIS_KEY_PREFIX}:${name}`,
    maxRetriesPerRequest: REDIS_RETRIES_PER_COMMAND,
  });
  reportOutages(driver.getInstance!(), describeStorage(kind), log);
  return createStorage({ driver });
}

/**
 * Logs the first error of an outage and the recovery, where ioredis alone would print
 * every failed reconnection attempt, several a second.
 */
function reportOutages(client: EventEmitter, where: string, log: (message: string) => void): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`The ${where} is unreachable (${error.message}); requests that use the stores fail until it is back.`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log(`The ${where} is reachable again.`);
  });
}

/** The storage kind for logs, naming a Redis server by its URL without the password. */
export function describeStorage(kind: StorageKind): string {
  if (typeof kind === 'string') return `${kind} store`;
  if (kind.kind === 'postgres') return `keyed store in ${describePostgres(kind.url)}`;
  const url = new URL(kind.url);
  if (url.password) url.password = '***';
  return `Redis store at ${url.href}`;
}
