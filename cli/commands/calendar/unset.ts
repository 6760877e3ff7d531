/** `platter calendar unset`: frees one date. */
import type { Command } from 'commander';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import { assertLoadedCleanly, loadForCommand, parseDate } from '../../_context.ts';
import { CliError } from '../../_errors.ts';

export function defineCalendarUnsetCommand(calendar: Command): Command {
  return calendar
    .command('unset')
    .description('remove the dish of a date')
    .argument('<date>', 'YYYY-MM-DD')
    .addHelpText(
      'after',
      `
Example:
  $ platter calendar unset 2026-09-01`,
    )
    .action((dateArg: string, _opts: unknown, cmd: Command) => {
      const date = parseDate(dateArg, 'date');
      const loaded = loadForCommand(cmd);
      assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
      const { calendar: current, root } = loaded.content;
      const slug = current[date];
      if (slug === undefined) throw new CliError(`there is no challenge on ${date}; see \`platter calendar list\``);
      const next = Object.fromEntries(Object.entries(current).filter(([d]) => d !== date));
      writeCalendar(root, next);
      console.log('Challenge deleted!');
      console.log(`${date} no longer has ${slug}`);
    });
}
