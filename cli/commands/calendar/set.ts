/** `platter calendar set`: puts one dish on one date, warning when it was already used. */
import type { Command } from 'commander';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import { assertLoadedCleanly, assertNoNewErrors, findFood, loadForCommand, parseDate } from '../../_context.ts';
import { alreadyUsedWarnings } from './_used.ts';

export function defineCalendarSetCommand(calendar: Command): Command {
  return calendar
    .command('set')
    .description('set the dish of a date (replacing the one there)')
    .argument('<date>', 'YYYY-MM-DD')
    .argument('<food>', 'slug, name or alias')
    .addHelpText(
      'after',
      `
Example:
  $ platter calendar set 2026-09-01 "Pad Thai"`,
    )
    .action((dateArg: string, query: string, _opts: unknown, cmd: Command) => {
      const date = parseDate(dateArg, 'date');
      const loaded = loadForCommand(cmd);
      assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
      const { calendar: current, foods, root } = loaded.content;
      const food = findFood(foods, query);
      const replaced = current[date] !== undefined && current[date] !== food.slug ? current[date] : undefined;
      const next = { ...current, [date]: food.slug };
      assertNoNewErrors(loaded.content, { ...loaded.content, calendar: next });
      writeCalendar(root, next);
      console.log('Challenge set!');
      console.log(`${date}: ${food.slug} (${food.name})${replaced ? `, replacing ${replaced}` : ''}`);
      for (const line of alreadyUsedWarnings(current, [food], new Set([date]))) console.log(line);
    });
}
