/**
 * The PostgreSQL records driver (DATABASE_URL): one row per record in platter_records
 * (collection, id, data as jsonb), unique fields enforced by the database's unique
 * indexes, numeric ids from platter_counters, and every read-change-write in a
 * transaction holding the row's lock (SELECT … FOR UPDATE), so instances never overwrite
 * each other's changes. The schema is created and migrated on first use
 * (api/stores/postgres-migrations.ts).
 */
import postgres, { type Sql, type TransactionSql } from 'postgres';
import type { z } from 'zod';
import { LOOKUP_INDEXES, migrate, UNIQUE_INDEXES } from './postgres-migrations.ts';
import {
  DuplicateRecordError,
  type CollectionSpec,
  type RecordCollection,
  type RecordStore,
  type WithId,
} from './records.ts';

/** Connections per process: enough for a burst of requests, few enough for many instances. */
const POOL_SIZE = 10;

/** A connection pool and its migration, shared by the records store and the keyed values of one process. */
export interface PostgresPool {
  sql: Sql;
  /** Resolves once migrated (once per pool). */
  ready(): Promise<void>;
  /** Resolves when the server answers a query now. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The URL for logs, without its password. */
export function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return `PostgreSQL at ${u.href}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Opens a pool on `url`; nothing connects until the first query. */
export function openPostgresPool(url: string): PostgresPool {
  const sql = postgres(url, { max: POOL_SIZE, idle_timeout: 20, onnotice: () => {} });
  let migrated: Promise<void> | undefined;
  const ready = () => {
    migrated ??= migrate(sql).then(
      () => undefined,
      (error: unknown) => {
        migrated = undefined;
        throw new Error(`Cannot use ${describePostgres(url)}: ${(error as Error).message}`, { cause: error });
      },
    );
    return migrated;
  };
  return {
    sql,
    ready,
    async ping() {
      await ready();
      await sql`SELECT 1`;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

interface Row {
  data: unknown;
}

/** A unique-index violation as DuplicateRecordError, naming the field; other errors unchanged. */
function duplicateOf(collection: string, error: unknown): unknown {
  const e = error as { code?: string; constraint_name?: string };
  if (e.code !== '23505') return error;
  if (e.constraint_name === 'platter_records_pkey') return new DuplicateRecordError(collection, 'id');
  const field = (UNIQUE_INDEXES[collection] ?? []).find((f) => e.constraint_name === `platter_${collection}_${f}`);
  return new DuplicateRecordError(collection, field ?? 'id');
}

function collectionOf<T extends WithId>(pool: PostgresPool, spec: CollectionSpec<z.ZodType<T>>): RecordCollection<T> {
  const { sql } = pool;
  const name = spec.name;
  const declared = new Set(UNIQUE_INDEXES[name] ?? []);
  for (const f of spec.unique ?? [])
    if (!declared.has(f)) throw new Error(`${name}.${f} is declared unique but no migration makes an index for it`);
  const lookups = new Set(LOOKUP_INDEXES[name] ?? []);
  for (const f of spec.lookup ?? [])
    if (!lookups.has(f)) throw new Error(`${name}.${f} is declared a lookup field but no migration indexes it`);
  const parse = (row: Row): T => spec.schema.parse(row.data);
  const json = (record: T) => sql.json(record as never);

  /** Runs `work` in a transaction, turning a unique violation into DuplicateRecordError. */
  async function inTransaction<R>(work: (tx: TransactionSql) => Promise<R>): Promise<R> {
    await pool.ready();
    try {
      return (await sql.begin(work)) as R;
    } catch (error) {
      throw duplicateOf(name, error);
    }
  }
  const lockAll = (tx: TransactionSql) =>
    tx<Row[]>`SELECT id, data FROM platter_records WHERE collection = ${name} ORDER BY seq FOR UPDATE`;
  const write = (tx: TransactionSql, record: T) =>
    tx`UPDATE platter_records SET data = ${json(record)}, updated_at = now()
      WHERE collection = ${name} AND id = ${String(record.id)}`;

  return {
    async list() {
      await pool.ready();
      return (await sql<Row[]>`SELECT data FROM platter_records WHERE collection = ${name} ORDER BY seq`).map(parse);
    },
    async get(id) {
      await pool.ready();
      const [row] = await sql<
        Row[]
      >`SELECT data FROM platter_records WHERE collection = ${name} AND id = ${String(id)}`;
      return row && parse(row);
    },
    async findBy(field, value) {
      await pool.ready();
      const [row] = await sql<Row[]>`SELECT data FROM platter_records
        WHERE collection = ${name} AND lower(data->>${field}) = lower(${value.trim()}) ORDER BY seq LIMIT 1`;
      return row && parse(row);
    },
    async listBy(field, value) {
      if (!lookups.has(field))
        throw new Error(`${name}: listBy(${JSON.stringify(field)}) needs the field among the spec's lookup fields`);
      await pool.ready();
      // The field is written into the text (it is one of the declared names, checked above),
      // so that the planner matches the expression of its index; the value stays a parameter.
      return (
        await sql.unsafe<Row[]>(
          `SELECT data FROM platter_records WHERE collection = $1 AND data->>'${field}' = $2 ORDER BY seq`,
          [name, value],
        )
      ).map(parse);
    },
    insert(make) {
      return inTransaction(async (tx) => {
        let nextId = 0;
        if (spec.numericIds) {
          const [row] = await tx<{ id: string }[]>`
            INSERT INTO platter_counters (collection, next_id) VALUES (${name}, 2)
            ON CONFLICT (collection) DO UPDATE SET next_id = platter_counters.next_id + 1
            RETURNING next_id - 1 AS id`;
          nextId = Number(row!.id);
        }
        const record = spec.schema.parse(make(nextId));
        await tx`INSERT INTO platter_records (collection, id, data)
          VALUES (${name}, ${String(record.id)}, ${json(record)})`;
        return record;
      });
    },
    update(id, change) {
      return inTransaction(async (tx) => {
        const [row] = await tx<
          Row[]
        >`SELECT data FROM platter_records WHERE collection = ${name} AND id = ${String(id)} FOR UPDATE`;
        if (!row) return undefined;
        const record = parse(row);
        change(record);
        await write(tx, record);
        return record;
      });
    },
    upsert(id, make) {
      return inTransaction(async (tx) => {
        // Make the row exist first, so that FOR UPDATE has a row to lock even for a new record.
        await tx`INSERT INTO platter_records (collection, id, data) VALUES (${name}, ${String(id)}, 'null'::jsonb)
          ON CONFLICT DO NOTHING`;
        const [row] = await tx<
          Row[]
        >`SELECT data FROM platter_records WHERE collection = ${name} AND id = ${String(id)} FOR UPDATE`;
        const record = spec.schema.parse(make(row!.data === null ? undefined : parse(row!)));
        if (String(record.id) !== String(id))
          throw new Error(`${name}: upsert of ${id} made a record with id ${record.id}`);
        await write(tx, record);
        return record;
      });
    },
    async remove(id) {
      await pool.ready();
      const [row] = await sql<
        Row[]
      >`DELETE FROM platter_records WHERE collection = ${name} AND id = ${String(id)} RETURNING data`;
      return row && parse(row);
    },
    updateWhere(match, change) {
      return inTransaction(async (tx) => {
        const changed: T[] = [];
        for (const row of await lockAll(tx)) {
          const record = parse(row);
          if (!match(record)) continue;
          change(record);
          await write(tx, record);
          changed.push(record);
        }
        return changed;
      });
    },
    removeWhere(match) {
      return inTransaction(async (tx) => {
        const removed = (await lockAll(tx)).map(parse).filter(match);
        if (removed.length > 0)
          await tx`DELETE FROM platter_records
            WHERE collection = ${name} AND id IN ${tx(removed.map((r) => String(r.id)))}`;
        return removed;
      });
    },
  };
}

/** The PostgreSQL records store over `pool`. */
export function openPostgresRecords(pool: PostgresPool, url: string): RecordStore {
  const made = new Map<string, RecordCollection<WithId>>();
  return {
    description: describePostgres(url),
    shared: true,
    collection(spec) {
      let c = made.get(spec.name);
      if (!c) {
        c = collectionOf(pool, spec) as RecordCollection<WithId>;
        made.set(spec.name, c);
      }
      return c as never;
    },
    ready: () => pool.ready(),
    ping: () => pool.ping(),
    close: () => pool.close(),
  };
}
