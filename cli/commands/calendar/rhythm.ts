/**
 * `platter calendar rhythm`: rearranges the days to come so that the week has a rhythm
 * (core/rhythm.ts): easier early in the week, harder at the weekend, never three hard or
 * three easy days in a row. Played days (today and before) never move.
 */
import type { Command } from 'commander';
import { addDays } from '../../../core/days.ts';
import { feedbackReport } from '../../../core/feedback.ts';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import { rhythmBreaks, rhythmOf, WEEKDAYS, WEEKLY_PATTERN } from '../../../core/rhythm.ts';
import { assertLoadedCleanly, assertNoNewErrors, loadForCommand, resolveToday } from '../../_context.ts';
import { plural, printJson } from '../../_output.ts';
import { addGateOptions, commitIfAsked, type GateFlags, passGate } from '../../_gate.ts';
import { COMMIT } from '../../../core/commit-messages.ts';

export function defineCalendarRhythmCommand(calendar: Command): Command {
  const rhythmCommand = calendar
    .command('rhythm')
    .description('rearrange the days after today into the weekly rhythm of difficulty (played days never move)')
    .option('--today <date>', "today's date (default: the puzzle date in America/New_York)")
    .option('--dry-run', 'show what would change without writing it')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
The week: ${WEEKDAYS.map((d, i) => `${d} ${WEEKLY_PATTERN[i]}`).join(', ')}; never three hard or
three easy days in a row (levels as \`platter audit --feedback\` rates them). The same dishes
stay on the days to come; none comes back within 365 days.

Examples:
  $ platter calendar rhythm --dry-run
  $ platter calendar rhythm`,
    );
  return addGateOptions(rhythmCommand).action(
    async (opts: GateFlags & { dryRun?: boolean; json?: boolean }, cmd: Command) => {
      const today = resolveToday(opts.today);
      const loaded = loadForCommand(cmd);
      assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
      const { calendar: current, foods, relations, root } = loaded.content;
      const { difficulty } = feedbackReport(foods, { relations });
      const rhythm = rhythmOf(foods, current, difficulty);
      const tomorrow = addDays(today, 1);
      const before = rhythmBreaks(rhythm.days, tomorrow);
      const plan = rhythm.plan((date) => date > today);
      const after = rhythmBreaks(rhythmOf(foods, plan.calendar, difficulty).days, tomorrow);
      assertNoNewErrors(loaded.content, { ...loaded.content, calendar: plan.calendar });
      // The gate confirms what the plan promises: no played day moves.
      const write = !opts.dryRun && plan.changed.length > 0;
      const pass = write
        ? await passGate(root, loaded.content, { ...loaded.content, calendar: plan.calendar }, opts)
        : undefined;
      const file = write ? writeCalendar(root, plan.calendar) : undefined;
      if (opts.json) {
        printJson({
          written: write,
          changed: plan.changed,
          offPattern: plan.offPattern,
          breaksBefore: before,
          breaksAfter: after,
        });
      } else {
        console.log(
          `${opts.dryRun ? 'Would change' : 'Changed'} ${plural(plan.changed.length, 'day')} after ${today}; ` +
            `runs of 3 or more hard or easy days: ${before.length} before, ${after.length} after.`,
        );
        console.log(
          `${plural(plan.offPattern.length, 'day')} could not get their weekday's level (not enough dishes of it).`,
        );
      }
      if (pass && file) await commitIfAsked(pass, [file], COMMIT.rhythm(plan.changed));
    },
  );
}
