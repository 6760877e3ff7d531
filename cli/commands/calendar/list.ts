/** `platter calendar list`: the scheduled days with their challenge numbers. */
import type { Command } from 'commander';
import { challengeNumber } from '../../../core/days.ts';
import { loadForCommand, parseDate, resolveToday } from '../../_context.ts';
import { formatTable, plural, printJson } from '../../_output.ts';

export function defineCalendarListCommand(calendar: Command): Command {
  return calendar
    .command('list')
    .description('list scheduled days: date, Day #, dish')
    .option('--from <date>', 'first date to show (YYYY-MM-DD)')
    .option('--to <date>', 'last date to show (YYYY-MM-DD)')
    .option('--today <date>', "mark this date as today (default: today's puzzle date)")
    .option('--json', 'print [{ date, day, slug, name }] as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter calendar list
  $ platter calendar list --from 2026-12-01 --to 2026-12-31 --json`,
    )
    .action((opts: { from?: string; to?: string; today?: string; json?: boolean }, cmd: Command) => {
      const from = opts.from === undefined ? undefined : parseDate(opts.from, '--from');
      const to = opts.to === undefined ? undefined : parseDate(opts.to, '--to');
      const { content } = loadForCommand(cmd);
      const today = resolveToday(opts.today);
      const names = new Map(content.foods.map((f) => [f.slug, f.name]));
      const sorted = Object.keys(content.calendar).sort();
      const rows = sorted
        .filter((d) => (from === undefined || d >= from) && (to === undefined || d <= to))
        .map((date) => ({
          date,
          day: challengeNumber(sorted, date)!,
          slug: content.calendar[date]!,
          name: names.get(content.calendar[date]!) ?? null,
        }));
      if (opts.json) {
        printJson(rows);
        return;
      }
      if (rows.length === 0) {
        console.log(
          'No days scheduled in that range: add some with `platter calendar set` or `platter calendar bulk`.',
        );
        return;
      }
      console.log(
        formatTable(
          ['DATE', 'DAY', 'DISH', ''],
          rows.map((r) => [
            r.date,
            `#${r.day}`,
            r.name ? `${r.name} (${r.slug})` : `${r.slug} (unknown food!)`,
            r.date === today ? '<- today' : '',
          ]),
        ),
      );
      console.log(plural(rows.length, 'day'));
    });
}
