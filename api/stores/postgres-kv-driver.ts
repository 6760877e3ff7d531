/**
 * An unstorage driver on PostgreSQL's platter_kv table, for the keyed stores (sessions,
 * completions, login failures) when DATABASE_URL is set and REDIS_URL is not: then the
 * server writes nothing under data/. Lifetimes stay in the stored envelope, as with every
 * driver (api/stores/keyed-store.ts). Several instances should share Redis instead: its
 * scripts make counters exact across instances, which this driver does only in one process.
 */
import { defineDriver } from 'unstorage';
import type { PostgresPool } from './records-postgres.ts';

/** The driver over `pool`; keys are prefixed with `base:` so stores can share the table. */
export const postgresKvDriver = defineDriver(
  (options: { pool: PostgresPool; base: string; release?: () => Promise<void> }) => {
    const { pool, base } = options;
    const { sql } = pool;
    const full = (key: string) => `${base}:${key}`;
    const ready = () => pool.ready();
    return {
      name: 'platter-postgres',
      getInstance: () => sql,
      async hasItem(key) {
        await ready();
        return (await sql`SELECT 1 FROM platter_kv WHERE key = ${full(key)}`).length > 0;
      },
      async getItem(key) {
        await ready();
        const [row] = await sql<{ value: string }[]>`SELECT value FROM platter_kv WHERE key = ${full(key)}`;
        return row?.value ?? null;
      },
      async setItem(key, value) {
        await ready();
        await sql`INSERT INTO platter_kv (key, value) VALUES (${full(key)}, ${value})
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
      },
      async removeItem(key) {
        await ready();
        await sql`DELETE FROM platter_kv WHERE key = ${full(key)}`;
      },
      async getKeys(prefix) {
        await ready();
        const start = full(prefix ?? '');
        const rows = await sql<{ key: string }[]>`SELECT key FROM platter_kv WHERE starts_with(key, ${start})`;
        return rows.map((r) => r.key.slice(base.length + 1));
      },
      async clear(prefix) {
        await ready();
        await sql`DELETE FROM platter_kv WHERE starts_with(key, ${full(prefix ?? '')})`;
      },
      async dispose() {
        await options.release?.();
      },
    };
  },
);
