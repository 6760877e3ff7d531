/** `platter calendar unset`: frees one date; a played date only on purpose. */
import type { Command } from 'commander';
import { COMMIT } from '../../../core/commit-messages.ts';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import { assertLoadedCleanly, loadForCommand, parseDate } from '../../_context.ts';
import { CliError } from '../../_errors.ts';
import { addGateOptions, commitIfAsked, type GateFlags, passGate } from '../../_gate.ts';

export function defineCalendarUnsetCommand(calendar: Command): Command {
  const unset = calendar
    .command('unset')
    .description('remove the dish of a date; a played date (today or earlier) only on purpose')
    .argument('<date>', 'YYYY-MM-DD')
    .addHelpText(
      'after',
      `
Example:
  $ platter calendar unset 2026-09-01`,
    );
  return addGateOptions(unset).action(async (dateArg: string, opts: GateFlags, cmd: Command) => {
    const date = parseDate(dateArg, 'date');
    const loaded = loadForCommand(cmd);
    assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
    const { calendar: current, root } = loaded.content;
    const slug = current[date];
    if (slug === undefined) throw new CliError(`there is no challenge on ${date}; see \`platter calendar list\``);
    const next = Object.fromEntries(Object.entries(current).filter(([d]) => d !== date));
    const pass = await passGate(root, loaded.content, { ...loaded.content, calendar: next }, opts);
    const file = writeCalendar(root, next);
    console.log('Challenge deleted!');
    console.log(`${date} no longer has ${slug}`);
    await commitIfAsked(pass, [file], COMMIT.unsetDay(date));
  });
}
