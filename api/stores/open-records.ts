/**
 * Which records store a process uses: PostgreSQL when a database URL is given
 * (DATABASE_URL for `npm start` and the CLI), else lowdb files in the data directory.
 * One pool per URL per process, shared with the keyed values kept in PostgreSQL.
 */
import { openLowdbRecords } from './records-lowdb.ts';
import { openPostgresPool, openPostgresRecords, type PostgresPool } from './records-postgres.ts';
import type { RecordStore } from './records.ts';

const pools = new Map<string, { pool: PostgresPool; users: number }>();

/** The process's pool for `url`, opened on first use; release() closes it after the last user. */
export function acquirePostgres(url: string): { pool: PostgresPool; release(): Promise<void> } {
  let entry = pools.get(url);
  if (!entry) {
    entry = { pool: openPostgresPool(url), users: 0 };
    pools.set(url, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    pool: held.pool,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users === 0) {
        pools.delete(url);
        await held.pool.close();
      }
    },
  };
}

/** Where records live. */
export interface RecordsConfig {
  dataDir: string;
  /** A postgres:// URL; lowdb files in dataDir when absent. */
  databaseUrl?: string | undefined;
}

/** Opens the records store `config` names. */
export function openRecordStore(config: RecordsConfig): RecordStore {
  if (!config.databaseUrl) return openLowdbRecords(config.dataDir);
  const { pool, release } = acquirePostgres(config.databaseUrl);
  const store = openPostgresRecords(pool, config.databaseUrl);
  return { ...store, collection: store.collection.bind(store), ready: store.ready, ping: store.ping, close: release };
}

/** The store a domain store was given: a data directory means its lowdb files (tests, older callers). */
export function recordsFrom(source: string | RecordStore): RecordStore {
  return typeof source === 'string' ? openLowdbRecords(source) : source;
}

/** Closes every pool of this process (the CLI, when its command is done). */
export async function closeAllPools(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((e) => e.pool.close()));
}
