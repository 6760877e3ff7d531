/**
 * The PostgreSQL schema, as numbered migrations the app applies on start, in order, each
 * in one transaction, recorded in platter_migrations. A migration is never edited once
 * released: a change of schema is a new entry at the end. Instances starting at once take
 * an advisory lock, so each migration runs exactly once.
 */
import type { Sql } from 'postgres';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Unique fields per collection: the index name is platter_<collection>_<field>. */
export const UNIQUE_INDEXES: Readonly<Record<string, readonly string[]>> = {
  users: ['username', 'email'],
  blocked_ips: ['ip_address'],
  leagues: ['invite'],
  league_members: ['player_slot', 'pair'],
};

/**
 * Fields records are looked up by (RecordCollection.listBy), per collection: the index is
 * platter_<collection>_by_<field>, made by the migration that introduced the collection.
 */
export const LOOKUP_INDEXES: Readonly<Record<string, readonly string[]>> = {
  league_members: ['league_id', 'user_id'],
};

/** The unique index of one field, as platter_<collection>_<field>. */
const uniqueIndex = (collection: string, field: string) =>
  `CREATE UNIQUE INDEX platter_${collection}_${field} ON platter_records (lower(data->>'${field}')) WHERE ` +
  `collection = '${collection}';`;

/** The unique indexes of the first migration, frozen: later ones are made by their own migrations. */
const FIRST_UNIQUE_INDEXES = [
  uniqueIndex('users', 'username'),
  uniqueIndex('users', 'email'),
  uniqueIndex('blocked_ips', 'ip_address'),
];

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'records and counters',
    sql: `
CREATE TABLE platter_records (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigserial NOT NULL,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection, id)
);
CREATE INDEX platter_records_order ON platter_records (collection, seq);
CREATE TABLE platter_counters (
  collection text PRIMARY KEY,
  next_id bigint NOT NULL
);
${FIRST_UNIQUE_INDEXES.join('\n')}`,
  },
  {
    version: 2,
    name: 'keyed values (sessions, completions) when there is no Redis',
    sql: `
CREATE TABLE platter_kv (
  key text PRIMARY KEY,
  value text NOT NULL
);`,
  },
  {
    version: 3,
    name:
      'leagues: one invite per league; memberships unique per player slot and per pair, found by ' +
      'league and by player',
    sql: `
${uniqueIndex('leagues', 'invite')}
${uniqueIndex('league_members', 'player_slot')}
${uniqueIndex('league_members', 'pair')}
CREATE INDEX platter_league_members_by_league_id ON platter_records ((data->>'league_id'))
  WHERE collection = 'league_members';
CREATE INDEX platter_league_members_by_user_id ON platter_records ((data->>'user_id'))
  WHERE collection = 'league_members';`,
  },
];

/** An arbitrary constant naming Platter's migration lock. */
const MIGRATION_LOCK = 7_262_853;

/** Applies every migration the database lacks; answers the versions applied now. */
export async function migrate(sql: Sql): Promise<number[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS platter_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set(
      (await tx<{ version: number }[]>`SELECT version FROM platter_migrations`).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      await tx.unsafe(m.sql);
      await tx`INSERT INTO platter_migrations (version, name) VALUES (${m.version}, ${m.name})`;
      applied.push(m.version);
    }
    return applied;
  });
}
