/**
 * The embedded records driver: each collection is a private JSON file under the data
 * directory (`{ "version": 1, "next_id": n, "<listKey>": [ … ] }`, the format the files
 * have always had), or with perRecordFiles a folder of one small file per record. Every
 * write goes through api/stores/record-file.ts: under a lock file shared with the CLI,
 * from the file as it is on disk, written atomically.
 */
import { constants, existsSync, readdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { openRecordFile, type RecordFile } from './record-file.ts';
import {
  DuplicateRecordError,
  uniqueKey,
  type CollectionSpec,
  type RecordCollection,
  type RecordStore,
  type WithId,
} from './records.ts';

type Whole<T> = { version: 1; next_id: number } & Record<string, T[]>;

/** Checks a record's unique fields against the others; throws DuplicateRecordError. */
function checkUnique<T extends WithId>(spec: CollectionSpec<z.ZodType<T>>, records: readonly T[], record: T): void {
  for (const other of records) {
    if (other === record) continue;
    if (String(other.id) === String(record.id)) throw new DuplicateRecordError(spec.name, 'id');
    for (const field of spec.unique ?? []) {
      const value = uniqueKey((record as Record<string, unknown>)[field]);
      if (value !== '' && uniqueKey((other as Record<string, unknown>)[field]) === value)
        throw new DuplicateRecordError(spec.name, field);
    }
  }
}

/** Refuses a lookup by a field the spec does not declare, as PostgreSQL (which has no index for it) would. */
function checkLookup(spec: { name: string; lookup?: readonly string[] }, field: string): void {
  if (!(spec.lookup ?? []).includes(field))
    throw new Error(`${spec.name}: listBy(${JSON.stringify(field)}) needs the field among the spec's lookup fields`);
}

/** A collection kept in one JSON file. */
function wholeFileCollection<T extends WithId>(
  dataDir: string,
  spec: CollectionSpec<z.ZodType<T>>,
): RecordCollection<T> {
  const listKey = spec.listKey ?? spec.name;
  const fileSchema = z.object({
    version: z.literal(1).default(1),
    ...(spec.numericIds ? { next_id: z.number().int().positive().default(1) } : {}),
    [listKey]: z.array(spec.schema).default([]),
  });
  const file = openRecordFile(join(dataDir, spec.file), {
    schema: fileSchema,
    defaults: () =>
      ({ version: 1, ...(spec.numericIds ? { next_id: 1 } : {}), [listKey]: [] }) as z.output<typeof fileSchema>,
  }) as unknown as RecordFile<Whole<T>>;
  const listOf = (data: Whole<T>): T[] => data[listKey] as T[];
  const same = (id: T['id']) => (r: T) => String(r.id) === String(id);

  return {
    async list() {
      return structuredClone(listOf(await file.read()));
    },
    async get(id) {
      const found = listOf(await file.read()).find(same(id));
      return found && structuredClone(found);
    },
    async findBy(field, value) {
      const wanted = uniqueKey(value);
      const found = listOf(await file.read()).find((r) => uniqueKey(r[field]) === wanted);
      return found && structuredClone(found);
    },
    async listBy(field, value) {
      checkLookup(spec, field);
      return structuredClone(listOf(await file.read()).filter((r) => String(r[field]) === value));
    },
    insert(make) {
      return file.update((data) => {
        const record = spec.schema.parse(make(spec.numericIds ? data.next_id : 0));
        checkUnique(spec, listOf(data), record);
        if (spec.numericIds) data.next_id = Math.max(data.next_id, Number(record.id)) + 1;
        listOf(data).push(record);
        return structuredClone(record);
      });
    },
    update(id, change) {
      return file.update((data) => {
        const record = listOf(data).find(same(id));
        if (!record) return undefined;
        change(record);
        checkUnique(spec, listOf(data), record);
        return structuredClone(record);
      });
    },
    upsert(id, make) {
      return file.update((data) => {
        const list = listOf(data);
        const index = list.findIndex(same(id));
        const record = spec.schema.parse(make(index >= 0 ? list[index] : undefined));
        if (String(record.id) !== String(id))
          throw new Error(`${spec.name}: upsert of ${id} made a record with id ${record.id}`);
        if (index >= 0) list[index] = record;
        else list.push(record);
        checkUnique(spec, list, record);
        return structuredClone(record);
      });
    },
    remove(id) {
      return file.update((data) => {
        const record = listOf(data).find(same(id));
        if (record) (data as Record<string, T[]>)[listKey] = listOf(data).filter((r) => r !== record);
        return record;
      });
    },
    updateWhere(match, change) {
      return file.update((data) => {
        const changed = listOf(data).filter(match);
        for (const record of changed) change(record);
        return structuredClone(changed);
      });
    },
    removeWhere(match) {
      return file.update((data) => {
        const removed = listOf(data).filter(match);
        (data as Record<string, T[]>)[listKey] = listOf(data).filter((r) => !match(r));
        return removed;
      });
    },
  };
}

/** What a record id may be as a file name. */
const FILE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A collection kept as one JSON file per record (no unique fields but the id, no numeric ids). */
function filePerRecordCollection<T extends WithId>(
  dataDir: string,
  spec: CollectionSpec<z.ZodType<T>>,
): RecordCollection<T> {
  if (spec.numericIds || (spec.unique ?? []).length > 0)
    throw new Error(`${spec.name}: one file per record supports neither numeric ids nor unique fields`);
  const dir = join(dataDir, spec.file);
  const files = new Map<string, RecordFile<T | null>>();
  const fileOf = (id: T['id']): RecordFile<T | null> => {
    const name = String(id);
    if (!FILE_ID.test(name))
      throw new Error(
        `${spec.name}: ${JSON.stringify(name)} cannot be a record id (letters, digits, '_' and '-' only)`,
      );
    let file = files.get(name);
    if (!file) {
      file = openRecordFile(join(dir, `${name}.json`), { schema: spec.schema.nullable(), defaults: () => null });
      files.set(name, file);
    }
    return file;
  };
  const ids = (): string[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length))
          .filter((id) => FILE_ID.test(id))
      : [];
  const all = async (): Promise<T[]> => {
    const records: (T | null)[] = await Promise.all(ids().map((id) => fileOf(id).read()));
    return records.filter((r) => r !== null).map((r) => structuredClone(r) as T);
  };

  const collection: RecordCollection<T> = {
    list: all,
    async get(id) {
      const record = await fileOf(id).read();
      return record === null ? undefined : structuredClone(record);
    },
    async findBy(field, value) {
      const wanted = uniqueKey(value);
      return (await all()).find((r) => uniqueKey(r[field]) === wanted);
    },
    async listBy(field, value) {
      checkLookup(spec, field);
      return (await all()).filter((r) => String(r[field]) === value);
    },
    async insert(make) {
      const record = spec.schema.parse(make(0));
      await fileOf(record.id).replace((current) => {
        if (current !== null) throw new DuplicateRecordError(spec.name, 'id');
        return record;
      });
      return structuredClone(record);
    },
    async update(id, change) {
      if ((await fileOf(id).read()) === null) return undefined;
      let written: T | undefined;
      await fileOf(id).replace((current) => {
        if (current === null) return null;
        change(current);
        written = spec.schema.parse(current);
        return written;
      });
      return written && structuredClone(written);
    },
    async upsert(id, make) {
      const written = await fileOf(id).replace((current) => spec.schema.parse(make(current ?? undefined)));
      return structuredClone(written as T);
    },
    async remove(id) {
      const record = await collection.get(id);
      if (record) await fileOf(id).remove();
      return record;
    },
    async updateWhere(match, change) {
      const changed: T[] = [];
      for (const record of await all()) {
        if (!match(record)) continue;
        const written = await collection.update(record.id, (draft) => {
          if (match(draft)) change(draft);
        });
        if (written) changed.push(written);
      }
      return changed;
    },
    async removeWhere(match) {
      const removed: T[] = [];
      for (const record of await all()) {
        if (match(record) && (await collection.remove(record.id))) removed.push(record);
      }
      return removed;
    },
  };
  return collection;
}

/** The lowdb records store of a data directory. */
export function openLowdbRecords(dataDir: string): RecordStore {
  const made = new Map<string, RecordCollection<WithId>>();
  return {
    description: `lowdb files in ${dataDir}`,
    shared: false,
    collection(spec) {
      let c = made.get(spec.name);
      if (!c) {
        c = (
          spec.perRecordFiles ? filePerRecordCollection(dataDir, spec) : wholeFileCollection(dataDir, spec)
        ) as RecordCollection<WithId>;
        made.set(spec.name, c);
      }
      return c as never;
    },
    async ready() {},
    async ping() {
      await access(dataDir, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
