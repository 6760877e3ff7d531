/**
 * `platter backup <dir>`: a dated folder under <dir> with the records, the keyed values
 * that matter and the content repository (api/backup/backup.ts). Safe while the server
 * runs: data files are copied under their locks, PostgreSQL dumps a consistent snapshot.
 */
import type { Command } from 'commander';
import { createBackup } from '../../api/backup/backup.ts';
import { deploymentFor } from '../_deployment.ts';
import { CliError } from '../_errors.ts';
import { printJson } from '../_output.ts';

function keepCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new CliError(`--keep: "${value}" must be a whole number of backups, 1 or more`);
  return n;
}

export function defineBackupCommand(program: Command): Command {
  return program
    .command('backup')
    .description('back up the records, completions and content repository into a dated folder under <dir>')
    .argument('<dir>', 'where backups are kept (made when missing)')
    .option('--data <dir>', 'the data directory (default DATA_DIR, else ./data)')
    .option('--keep <n>', 'then keep only the <n> newest backups in <dir>', keepCount)
    .option('--json', 'print the new backup folder and its manifest as JSON')
    .addHelpText(
      'after',
      `
Reads the settings as \`npm start\` does: DATABASE_URL (the records are dumped with
pg_dump), else the lowdb files in DATA_DIR; REDIS_URL or DATA_DIR/store for the keyed
values (completions; sessions are not kept: everyone signs in again after a restore);
CONTENT_DIR (or --content) for the content repository, bundled with git. The folder is
named platter-<UTC time>, holds a manifest.json with every file's SHA-256, and appears
only when complete. Safe while the server runs.

Examples:
  $ platter backup /var/backups/platter
  $ platter backup /var/backups/platter --keep 14
  $ set -a; . /etc/platter/platter.env; set +a; platter backup /var/backups/platter
  $ DATA_DIR=/srv/platter/data platter --content /srv/platter/content backup /mnt/backups --json`,
    )
    .action(async (dir: string, opts: { keep?: number; json?: boolean }, cmd: Command) => {
      const deployment = deploymentFor(cmd);
      const result = await createBackup(deployment, dir, {
        ...(opts.keep === undefined ? {} : { keep: opts.keep }),
        log: opts.json ? () => {} : (line) => console.log(line),
      }).catch((error: unknown) => {
        throw new CliError(`the backup failed, and no backup folder was left: ${(error as Error).message}`);
      });
      if (opts.json) printJson({ folder: result.folder, removed: result.removed, manifest: result.manifest });
    });
}
