/** `platter calendar next`: the first date from today on that has no dish. */
import type { Command } from 'commander';
import { addDays } from '../../../core/days.ts';
import { loadForCommand, resolveToday } from '../../_context.ts';
import { printJson } from '../../_output.ts';

export function defineCalendarNextCommand(calendar: Command): Command {
  return calendar
    .command('next')
    .description('print the next free date, starting from today (the first date `calendar bulk` would fill)')
    .option('--today <date>', "today's date (default: the puzzle date in America/New_York)")
    .option('--json', 'print { date, today } as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter calendar next
  $ platter calendar set "$(platter calendar next)" "Pad Thai"`,
    )
    .action((opts: { today?: string; json?: boolean }, cmd: Command) => {
      const today = resolveToday(opts.today);
      const { content } = loadForCommand(cmd);
      let date = today;
      while (content.calendar[date] !== undefined) date = addDays(date, 1);
      if (opts.json) printJson({ date, today });
      else console.log(date);
    });
}
