/** `platter calendar set`: puts one dish on one date, warning when it was already used; a played date only on
 * purpose.
 */
import type { Command } from 'commander';
import { COMMIT } from '../../../core/commit-messages.ts';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import { assertLoadedCleanly, assertNoNewErrors, findFood, loadForCommand, parseDate } from '../../_context.ts';
import { addGateOptions, commitIfAsked, type GateFlags, passGate } from '../../_gate.ts';
import { alreadyUsedWarnings } from './_used.ts';

export function defineCalendarSetCommand(calendar: Command): Command {
  const set = calendar
    .command('set')
    .description('set the dish of a date (replacing the one there); a played date (today or earlier) only on purpose')
    .argument('<date>', 'YYYY-MM-DD')
    .argument('<food>', 'slug, name or alias')
    .addHelpText(
      'after',
      `
A date up to today has been played: players' results, streaks and shared boards point at
its answer, so it changes only with --rewrite-history "why", and the change is committed
with that reason.

Examples:
  $ platter calendar set 2026-09-01 "Pad Thai"
  $ platter calendar set 2026-03-08 hummus --rewrite-history "the photo showed another dish"`,
    );
  return addGateOptions(set).action(async (dateArg: string, query: string, opts: GateFlags, cmd: Command) => {
    const date = parseDate(dateArg, 'date');
    const loaded = loadForCommand(cmd);
    assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
    const { calendar: current, foods, root } = loaded.content;
    const food = findFood(foods, query);
    const replaced = current[date] !== undefined && current[date] !== food.slug ? current[date] : undefined;
    const next = { ...current, [date]: food.slug };
    assertNoNewErrors(loaded.content, { ...loaded.content, calendar: next });
    const pass = await passGate(root, loaded.content, { ...loaded.content, calendar: next }, opts);
    const file = writeCalendar(root, next);
    console.log('Challenge set!');
    console.log(`${date}: ${food.slug} (${food.name})${replaced ? `, replacing ${replaced}` : ''}`);
    for (const line of alreadyUsedWarnings(current, [food], new Set([date]))) console.log(line);
    await commitIfAsked(pass, [file], COMMIT.setDay(date, food.slug, replaced));
  });
}
