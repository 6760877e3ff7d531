/**
 * manifest.json of a backup folder: what the backup holds and how to check it. Written
 * last, so a folder without one is not a finished backup; `platter restore` reads it
 * first and checks every file's SHA-256 before it changes anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** This format; a restore refuses a manifest of another. */
export const BACKUP_FORMAT = 1;

/** The manifest's file name inside a backup folder. */
export const MANIFEST_FILE = 'manifest.json';

/** A backup folder's name: platter-<UTC date>T<hhmmss>Z. */
export const BACKUP_NAME = /^platter-\d{4}-\d\d-\d\dT\d{6}Z$/;

/** The folder name of a backup made at `at`. */
export function backupName(at: Date): string {
  return `platter-${at.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
}

export const ManifestSchema = z.object({
  /** BACKUP_FORMAT of the Platter that wrote it. */
  format: z.literal(BACKUP_FORMAT),
  /** When the backup was made (ISO). */
  created_at: z.string(),
  /** package.json's version of the Platter that wrote it. */
  platter_version: z.string(),
  /**
   * The records: a PostgreSQL dump (pg_dump's custom format) when DATABASE_URL was set,
   * else the data directory's files, each copied under its lock.
   */
  records: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('postgres'), file: z.string() }),
    z.object({ kind: z.literal('files'), dir: z.string(), files: z.number().int().min(0) }),
  ]),
  /** The keyed values kept (completions and anything else not listed as skipped), one JSON line each. */
  keyed: z.object({
    file: z.string(),
    values: z.number().int().min(0),
    /** Key prefixes left out on purpose, each with why. */
    skipped: z.array(z.object({ prefix: z.string(), what: z.string(), why: z.string() })),
  }),
  /** The content repository: a git bundle of every branch and tag; absent when the content is not in git. */
  content: z
    .object({
      file: z.string(),
      /** The commit HEAD named, and its branch (absent for a detached HEAD). */
      head: z.string(),
      branch: z.string().optional(),
      /** Where the content directory is inside the repository ('' when it is the top). */
      subdir: z.string(),
      /** The repository's origin, to point the restored copy at again. */
      remote: z.string().optional(),
    })
    .optional(),
  /** SHA-256 of every file of the backup but the manifest, by its path inside the folder. */
  checksums: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The SHA-256 of a file, read as a stream (a dump may be large). */
export function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
