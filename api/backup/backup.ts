/**
 * `platter backup <dir>`: one dated folder with everything a deployment needs back after
 * a loss: the records (a PostgreSQL dump, or the data directory's files copied under
 * their locks), the keyed values that matter (completions; sessions and other short-lived
 * values are left out, and the manifest says so), and a git bundle of the content
 * repository. Made in a hidden folder beside it and renamed when complete, so a folder
 * named platter-<time> is always a whole backup; manifest.json lists every file with its
 * SHA-256. The layout:
 *
 *   platter-2026-03-10T150000Z/
 *     manifest.json      what is here, checksums
 *     records.pgdump     with DATABASE_URL (pg_dump's custom format)
 *     data/…             without it: users.json, submissions.json, progress/<id>.json …
 *     keyed.jsonl        completions (one stored value per line)
 *     content.bundle     the content repository, every branch and tag
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePostgres } from '../stores/records-postgres.ts';
import { bundleContent } from './content-bundle.ts';
import { copyDataFilesOut } from './data-files.ts';
import type { Deployment } from './deployment.ts';
import { exportKeyedValues, openKeyedStorage, SKIPPED_KEYED_PREFIXES, skippedSummary } from './keyed-values.ts';
import { BACKUP_FORMAT, BACKUP_NAME, backupName, MANIFEST_FILE, type Manifest, sha256Of } from './manifest.ts';
import { dumpPostgres } from './postgres-dump.ts';

export interface BackupOptions {
  /** The backup's time (its folder's name). Default now. */
  now?: Date;
  /** Keep this many backups in the parent folder, removing older ones after this one is made. */
  keep?: number;
  log?: (line: string) => void;
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
  /** Older backups removed by `keep`. */
  removed: string[];
}

function platterVersion(): string {
  const pkg = fileURLToPath(new URL('../../package.json', import.meta.url));
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Every file under `dir`, relative with '/' separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** '1.2 MB', '830 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function sizeOf(dir: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

/** Makes a backup of `deployment` in a new folder under `parent`. */
export async function createBackup(
  deployment: Deployment,
  parent: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const name = backupName(now);
  const folder = join(parent, name);
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  if (readdirSync(parent).includes(name)) throw new Error(`${folder} exists already; wait a second and try again`);
  const partial = join(parent, `.${name}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  log(`Backing up to ${folder}`);
  try {
    let records: Manifest['records'];
    if (deployment.databaseUrl) {
      await dumpPostgres(deployment.databaseUrl, join(partial, 'records.pgdump'));
      records = { kind: 'postgres', file: 'records.pgdump' };
      log(
        `  records: ${describePostgres(deployment.databaseUrl)} -> records.pgdump ` +
          `(${formatSize(statSync(join(partial, 'records.pgdump')).size)})`,
      );
    } else {
      const files = await copyDataFilesOut(deployment.dataDir, join(partial, 'data'));
      records = { kind: 'files', dir: 'data', files: files.length };
      log(`  records: ${files.length} files of ${deployment.dataDir} -> data/, each under its lock`);
    }

    const storage = openKeyedStorage(deployment.storage, deployment.dataDir);
    let values: number;
    try {
      values = await exportKeyedValues(storage, join(partial, 'keyed.jsonl'), now.getTime());
    } finally {
      await storage.dispose();
    }
    log(`  keyed values: ${values} (completions) -> keyed.jsonl`);
    log(`  not kept: ${skippedSummary()}`);

    const content = await bundleContent(deployment.contentDir, join(partial, 'content.bundle'));
    if (content)
      log(
        `  content: ${deployment.contentDir} at ${content.head.slice(0, 12)}` +
          `${content.branch ? ` (${content.branch})` : ''} ` +
          `-> content.bundle (${formatSize(statSync(join(partial, 'content.bundle')).size)})`,
      );
    else log(`  content: ${deployment.contentDir} is not in a git repository with a commit; not in this backup`);

    const checksums: Record<string, string> = {};
    for (const file of filesUnder(partial)) checksums[file] = await sha256Of(join(partial, file));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      created_at: now.toISOString(),
      platter_version: platterVersion(),
      records,
      keyed: { file: 'keyed.jsonl', values, skipped: [...SKIPPED_KEYED_PREFIXES] },
      ...(content ? { content: { file: 'content.bundle', ...content } } : {}),
      checksums,
    };
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, folder);
    log(`Done: ${name}, ${formatSize(sizeOf(folder, filesUnder(folder)))}. Restore it with: platter restore ${folder}`);

    const removed: string[] = [];
    if (options.keep !== undefined) {
      const backups = readdirSync(parent)
        .filter((n) => BACKUP_NAME.test(n))
        .sort();
      for (const old of backups.slice(0, Math.max(0, backups.length - options.keep))) {
        rmSync(join(parent, old), { recursive: true, force: true });
        removed.push(old);
      }
      if (removed.length > 0)
        log(`Removed ${removed.length} older backup(s), keeping ${options.keep}: ${removed.join(', ')}`);
    }
    return { folder, manifest, removed };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
