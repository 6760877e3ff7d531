/** `platter calendar`: the challenge calendar, one subcommand per module in cli/commands/calendar/. */
import type { Command } from 'commander';
import { defineCalendarBulkCommand } from './calendar/bulk.ts';
import { defineCalendarListCommand } from './calendar/list.ts';
import { defineCalendarNextCommand } from './calendar/next.ts';
import { defineCalendarRhythmCommand } from './calendar/rhythm.ts';
import { defineCalendarSetCommand } from './calendar/set.ts';
import { defineCalendarUnsetCommand } from './calendar/unset.ts';

export function defineCalendarCommand(program: Command): Command {
  const calendar = program
    .command('calendar')
    .description('the challenge calendar: one dish per day (a date in America/New_York)')
    .addHelpText(
      'after',
      `
"Today" is the puzzle date in America/New_York; --today YYYY-MM-DD or the PLATTER_NOW
environment variable (a date or an ISO time) overrides it.

Examples:
  $ platter calendar list --from 2026-09-01 --to 2026-09-30
  $ platter calendar set 2026-09-01 "Pad Thai"
  $ platter calendar bulk --auto --seed 7
  $ platter calendar rhythm --dry-run`,
    );
  defineCalendarListCommand(calendar);
  defineCalendarSetCommand(calendar);
  defineCalendarUnsetCommand(calendar);
  defineCalendarNextCommand(calendar);
  defineCalendarBulkCommand(calendar);
  defineCalendarRhythmCommand(calendar);
  return calendar;
}
