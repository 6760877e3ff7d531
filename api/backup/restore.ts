/**
 * `platter restore <folder>`: puts a backup (api/backup/backup.ts) back into a
 * deployment. First, with nothing changed yet: every file is checked against the
 * manifest's SHA-256, the backup's kind of records must be the deployment's (a dump needs
 * DATABASE_URL, data files need it unset), and the deployment must be empty: no record
 * in the database or the data files, no keyed value but zero counters, and content that
 * is missing, the backup's own, or behind it. Anything else is refused, naming what is
 * there, unless `force`: then the records and keyed values there are replaced and the
 * content reset to the backup's (its previous head kept). Then the records, the keyed
 * values and the content are put back, in that order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIssues } from '../../core/issues.ts';
import { describePostgres } from '../stores/records-postgres.ts';
import { type ContentPlan, planContentRestore, restoreContent } from './content-bundle.ts';
import { copyDataFilesIn, filesWithRecords, listDataFiles, removeDataFiles } from './data-files.ts';
import type { Deployment } from './deployment.ts';
import {
  importKeyedValues,
  keyedValuesHeld,
  openKeyedStorage,
  readKeyedValues,
  skippedSummary,
} from './keyed-values.ts';
import { BACKUP_NAME, MANIFEST_FILE, type Manifest, ManifestSchema, sha256Of } from './manifest.ts';
import { countPostgresRecords, restorePostgres } from './postgres-dump.ts';

export interface RestoreOptions {
  /** Replace what the deployment holds instead of refusing. */
  force?: boolean;
  /** Leave the content as it is (its remote holds it). */
  skipContent?: boolean;
  log?: (line: string) => void;
}

/** A restore refused before anything changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  readonly reasons: readonly string[];
  constructor(message: string, reasons: readonly string[] = []) {
    super(message);
    this.reasons = reasons;
  }
}

/** Reads and checks a backup folder's manifest and files. */
export async function readBackup(folder: string): Promise<Manifest> {
  const manifestPath = join(folder, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    const inside = existsSync(folder)
      ? readdirSync(folder)
          .filter((n) => BACKUP_NAME.test(n))
          .sort()
      : [];
    const hint = inside.length > 0 ? `; the newest backup in it is ${join(folder, inside.at(-1)!)}` : '';
    throw new RestoreRefusedError(`${folder} is not a Platter backup (it has no ${MANIFEST_FILE})${hint}`);
  }
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const parsed = ManifestSchema.safeParse(manifest);
  if (!parsed.success)
    throw new RestoreRefusedError(
      `${manifestPath} is not a manifest this Platter reads ` +
        `(${formatIssues(parsed.error.issues, 'manifest', manifest)})`,
    );
  const bad: string[] = [];
  for (const [file, sum] of Object.entries(parsed.data.checksums)) {
    const path = join(folder, file);
    if (!existsSync(path)) bad.push(`${file} is missing`);
    else if ((await sha256Of(path)) !== sum) bad.push(`${file} does not match its checksum`);
  }
  if (bad.length > 0) throw new RestoreRefusedError(`The backup at ${folder} is damaged; nothing was changed`, bad);
  return parsed.data;
}

/** Restores the backup at `folder` into `deployment`; answers what was done, a line each. */
export async function restoreBackup(
  folder: string,
  deployment: Deployment,
  options: RestoreOptions = {},
): Promise<string[]> {
  const log = options.log ?? (() => {});
  const manifest = await readBackup(folder);
  const done: string[] = [];
  const say = (line: string) => {
    done.push(line);
    log(line);
  };

  if (manifest.records.kind === 'postgres' && !deployment.databaseUrl)
    throw new RestoreRefusedError(
      'This backup holds a PostgreSQL dump, and DATABASE_URL is not set: set it to the database to restore into',
    );
  if (manifest.records.kind === 'files' && deployment.databaseUrl)
    throw new RestoreRefusedError(
      'This backup holds data files (records kept without a database), and DATABASE_URL is set: unset it to ' +
        `restore them into ${deployment.dataDir}`,
    );

  // What is there already, before anything changes.
  const occupied: string[] = [];
  if (deployment.databaseUrl) {
    const n = await countPostgresRecords(deployment.databaseUrl);
    if (n > 0) occupied.push(`${describePostgres(deployment.databaseUrl)} holds ${n} records`);
  } else {
    const files = filesWithRecords(deployment.dataDir);
    if (files.length > 0)
      occupied.push(
        `${deployment.dataDir} holds records in ${files.length} files: ` +
          `${files.slice(0, 5).join(', ')}${files.length > 5 ? ' …' : ''}`,
      );
  }
  const storage = openKeyedStorage(deployment.storage, deployment.dataDir);
  let plan: ContentPlan | undefined;
  try {
    const held = await keyedValuesHeld(storage);
    if (held.length > 0)
      occupied.push(`the keyed store holds ${held.length} values (${held.slice(0, 3).join(', ')} …)`);
    if (manifest.content && !options.skipContent) {
      plan = await planContentRestore(deployment.contentDir, manifest.content, join(folder, manifest.content.file));
      if (plan.action === 'reset' || plan.action === 'move-aside') occupied.push(plan.why);
    }
    if (occupied.length > 0 && !options.force)
      throw new RestoreRefusedError(
        'The deployment is not empty; nothing was changed. Restore into an empty one, or pass --force to ' +
          'replace what is there',
        occupied,
      );
    if (occupied.length > 0) log(`Replacing what is there (--force): ${occupied.join('; ')}`);

    if (manifest.records.kind === 'postgres') {
      await restorePostgres(deployment.databaseUrl!, join(folder, manifest.records.file));
      say(`Restored the records into ${describePostgres(deployment.databaseUrl!)}.`);
    } else {
      if (options.force) await removeDataFiles(deployment.dataDir);
      const from = join(folder, manifest.records.dir);
      const files = existsSync(from) ? listDataFiles(from) : [];
      await copyDataFilesIn(from, files, deployment.dataDir);
      say(`Restored ${files.length} data files into ${deployment.dataDir}.`);
    }

    const values = readKeyedValues(join(folder, manifest.keyed.file));
    await importKeyedValues(storage, values, options.force ?? false);
    say(`Restored ${values.length} keyed values (completions). Not in the backup: ${skippedSummary()}.`);
  } finally {
    await storage.dispose();
  }

  if (!manifest.content) say('The backup holds no content repository; the content was left as it is.');
  else if (options.skipContent) say('The content was left as it is (--skip-content).');
  else if (plan) say(await restoreContent(plan, join(folder, manifest.content.file), manifest.content));
  return done;
}
