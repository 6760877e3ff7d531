/**
 * `platter restore <folder>`: puts a backup of `platter backup` back into an empty
 * deployment (api/backup/restore.ts); refuses one that holds data unless --force.
 */
import type { Command } from 'commander';
import { RestoreRefusedError, restoreBackup } from '../../api/backup/restore.ts';
import { deploymentFor } from '../_deployment.ts';
import { CliError } from '../_errors.ts';

export function defineRestoreCommand(program: Command): Command {
  return program
    .command('restore')
    .description('put a backup back: records, completions and the content repository')
    .argument('<folder>', 'a backup folder made by `platter backup` (platter-<time>, with its manifest.json)')
    .option('--data <dir>', 'the data directory (default DATA_DIR, else ./data)')
    .option('--force', 'replace the records, keyed values and content the deployment holds')
    .option('--skip-content', 'leave the content directory as it is (its git remote holds the content)')
    .addHelpText(
      'after',
      `
Restores into the deployment of this environment, as \`npm start\` reads it:
DATABASE_URL (pg_restore) or DATA_DIR (data files), REDIS_URL or DATA_DIR/store, and
CONTENT_DIR (or --content). Checks every file against the manifest first, and refuses,
changing nothing, when the deployment holds records, completions, or content on another
history: --force replaces them (the content's old head is kept as
refs/platter/before-restore). Stop the API instances before restoring; start them after.

Examples:
  $ platter restore /var/backups/platter/platter-2026-03-10T030000Z
  $ set -a; . /etc/platter/platter.env; set +a; platter restore /mnt/old/platter-2026-03-10T030000Z --skip-content
  $ DATA_DIR=/srv/platter/data platter restore ./platter-2026-03-10T030000Z --force`,
    )
    .action(async (folder: string, opts: { force?: boolean; skipContent?: boolean }, cmd: Command) => {
      const deployment = deploymentFor(cmd);
      try {
        await restoreBackup(folder, deployment, {
          force: opts.force ?? false,
          skipContent: opts.skipContent ?? false,
          log: (line) => console.log(line),
        });
      } catch (error) {
        if (error instanceof RestoreRefusedError) throw new CliError(error.message, { details: error.reasons });
        throw new CliError(`the restore failed: ${(error as Error).message}`);
      }
    });
}
