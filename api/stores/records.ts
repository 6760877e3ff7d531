/**
 * The records store: collections of records with an id (users, submissions, blocked IPs,
 * contact messages, players' synced progress), with two drivers behind one interface:
 * - lowdb (api/stores/records-lowdb.ts), the embedded default: one private JSON file per
 *   collection under the data directory (or one file per record), shared safely with the
 *   CLI through a lock file. For one machine.
 * - PostgreSQL (api/stores/records-postgres.ts) when DATABASE_URL is set: one row per
 *   record, the schema created and migrated by the app, so any number of API instances
 *   (and the CLI) share the records.
 * Both pass the one conformance suite in tests/api/records.test.ts: the same answers, the
 * same uniqueness (two sign-ups with one email at once: one wins), and read-change-write
 * of one record with no other writer in between, across processes.
 */
import type { z } from 'zod';

/** What every record has. */
export interface WithId {
  id: string | number;
}

/** What a collection is: its name, the shape of one record, and its rules. */
export interface CollectionSpec<S extends z.ZodType<WithId>> {
  /** The collection's name: the PostgreSQL collection key, and the lowdb file's list key. */
  name: string;
  /** The lowdb file (or, with perRecordFiles, folder) inside the data directory. */
  file: string;
  /** The key of the record list inside the lowdb file. Default the name. */
  listKey?: string;
  /** One record's shape; a stored record is parsed with it on every read (defaults fill in). */
  schema: S;
  /**
   * Fields unique case-insensitively across the collection. PostgreSQL enforces them with
   * the unique indexes of its migrations (api/stores/postgres-migrations.ts), which must
   * name the same fields.
   */
  unique?: readonly string[];
  /**
   * Fields listBy looks records up by. PostgreSQL finds them through the indexes of its
   * migrations (api/stores/postgres-migrations.ts, LOOKUP_INDEXES), which must name the same fields.
   */
  lookup?: readonly string[];
  /** Ids are handed out 1, 2, 3 … by the store (insert's `make` receives the next one). */
  numericIds?: boolean;
  /**
   * lowdb only: one file per record (<file>/<id>.json) instead of one file for the whole
   * collection, for collections written often by many people (players' progress), so a
   * write never rewrites everyone's records.
   */
  perRecordFiles?: boolean;
}

/** A new record broke a unique field; `field` names it. */
export class DuplicateRecordError extends Error {
  readonly field: string;
  constructor(collection: string, field: string) {
    super(`${collection}: another record has the same ${field}`);
    this.field = field;
  }
}

/** One collection, whatever the driver. Reads answer parsed copies: change records with update(). */
export interface RecordCollection<T extends WithId> {
  /** Every record, oldest first. */
  list(): Promise<T[]>;
  get(id: T['id']): Promise<T | undefined>;
  /** The record whose `field` equals `value`, ignoring case (meant for the unique fields). */
  findBy(field: string & keyof T, value: string): Promise<T | undefined>;
  /**
   * Every record whose `field` (one of the spec's `lookup` fields) equals `value` exactly,
   * oldest first: a player's memberships, a league's members.
   */
  listBy(field: string & keyof T, value: string): Promise<T[]>;
  /**
   * Adds the record `make` builds (given the next numeric id for numericIds collections,
   * else 0). Throws DuplicateRecordError when its id or a unique field is taken.
   */
  insert(make: (nextId: number) => T): Promise<T>;
  /**
   * Changes one record in place with no other write to it in between (across processes
   * and instances); answers the record as written, or undefined when there is none. A
   * throw from `change` writes nothing.
   */
  update(id: T['id'], change: (draft: T) => void): Promise<T | undefined>;
  /**
   * Creates or changes one record in one step: `make` gets the current record (undefined
   * when there is none) and answers the record to keep, whose id must be `id`.
   */
  upsert(id: T['id'], make: (current: T | undefined) => T): Promise<T>;
  /** Removes one record; answers it, or undefined when there was none. */
  remove(id: T['id']): Promise<T | undefined>;
  /** Changes every record `match` picks, in one step; answers the changed records. */
  updateWhere(match: (record: T) => boolean, change: (draft: T) => void): Promise<T[]>;
  /** Removes every record `match` picks, in one step; answers the removed records. */
  removeWhere(match: (record: T) => boolean): Promise<T[]>;
}

/** A records store: the collections of one data directory or one database. */
export interface RecordStore {
  /** 'lowdb files in data/' or 'PostgreSQL at …' for logs. */
  readonly description: string;
  /** Whether the records are shared between machines (PostgreSQL). */
  readonly shared: boolean;
  collection<S extends z.ZodType<WithId>>(spec: CollectionSpec<S>): RecordCollection<z.output<S>>;
  /** Resolves once the store can be used (PostgreSQL: connected and migrated); rejects with why not. */
  ready(): Promise<void>;
  /**
   * Asks the store whether it answers now (PostgreSQL: a query; lowdb: the data directory
   * can be read and written); rejects with why not. For /api/health, every time it is asked.
   */
  ping(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Case-folded comparison key of a unique field's value. */
export const uniqueKey = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();
