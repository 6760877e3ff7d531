/**
 * The `platter` CLI: one commander program; each command lives in cli/commands/. Errors
 * go through one handler (cli/_errors.ts) and set process.exitCode; nothing here calls
 * process.exit(), so output is always flushed.
 */
import { closeAllPools } from '../api/stores/open-records.ts';
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { defineAuditCommand } from './commands/audit.ts';
import { defineBackupCommand } from './commands/backup.ts';
import { defineCalendarCommand } from './commands/calendar.ts';
import { defineCountriesCommand } from './commands/countries.ts';
import { defineFmtCommand } from './commands/fmt.ts';
import { defineFoodsCommand } from './commands/foods.ts';
import { defineImagesCommand } from './commands/images.ts';
import { defineRecountCommand } from './commands/recount.ts';
import { defineRestoreCommand } from './commands/restore.ts';
import { defineReviewCommand } from './commands/review.ts';
import { defineStatsCommand } from './commands/stats.ts';
import { defineUsersCommand } from './commands/users.ts';
import { defineValidateCommand } from './commands/validate.ts';
import { handleError } from './_errors.ts';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** The program with every command; separate from main() so tests can inspect it. */
export function createProgram(): Command {
  const program = new Command('platter')
    .description('Validate and edit Platter content: dishes, the challenge calendar, images.')
    .version(version())
    .option('--content <dir>', 'the content directory', 'content')
    // Settings set here before the subcommands are created are inherited by them.
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureHelp({ sortSubcommands: false, showGlobalOptions: true })
    .addHelpText(
      'after',
      `
Examples:
  $ platter validate
  $ platter foods show "pad thai"
  $ platter calendar bulk --auto --from 2026-09-01 --through 2027-12-31
  $ platter --content tests/fixtures/content-small foods list`,
    );
  defineValidateCommand(program);
  defineFmtCommand(program);
  defineFoodsCommand(program);
  defineCalendarCommand(program);
  defineImagesCommand(program);
  defineStatsCommand(program);
  defineAuditCommand(program);
  defineReviewCommand(program);
  defineCountriesCommand(program);
  defineUsersCommand(program);
  defineRecountCommand(program);
  defineBackupCommand(program);
  defineRestoreCommand(program);
  return program;
}

/** Runs the CLI with `argv` (the arguments after the command name). */
export async function main(argv: string[]): Promise<void> {
  try {
    await createProgram().parseAsync(argv, { from: 'user' });
  } catch (error) {
    handleError(error);
  } finally {
    // A command that used PostgreSQL (DATABASE_URL) leaves a pool open: close it so the process ends.
    await closeAllPools();
  }
}
