/**
 * `platter calendar bulk`: the spec's bulk set (an ordered list of dishes on the earliest
 * free dates within 365 days from today), and --auto, which chooses the dishes itself.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import {
  ALL_FOODS_USED,
  BULK_WINDOW_DAYS,
  bulkWindow,
  freeDates,
  planAutoSchedule,
  planBulk,
} from '../../../core/calendar.ts';
import { feedbackReport } from '../../../core/feedback.ts';
import { rhythmOf } from '../../../core/rhythm.ts';
import { CONTENT_FILES } from '../../../core/content-paths.ts';
import { writeCalendar } from '../../../core/node/write.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import {
  assertLoadedCleanly,
  assertNoNewErrors,
  findFood,
  loadForCommand,
  parseDate,
  resolveToday,
} from '../../_context.ts';
import { CliError } from '../../_errors.ts';
import { formatTable, plural, printJson } from '../../_output.ts';
import { alreadyUsedWarnings } from './_used.ts';
import { addGateOptions, commitIfAsked, type GateFlags, passGate } from '../../_gate.ts';
import { COMMIT } from '../../../core/commit-messages.ts';

interface BulkOptions extends GateFlags {
  file?: string;
  auto?: boolean;
  seed?: string;
  from?: string;
  through?: string;
  today?: string;
  dryRun?: boolean;
  json?: boolean;
}

/** Dishes from a file: one per line; blank lines and # comments skipped. */
function readFoodList(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`--file: cannot read ${file} (${(e as Error).message})`);
  }
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l !== '');
}

/** Every requested dish, or one error naming all that were not found. */
function resolveAll(foods: readonly FoodRecord[], queries: readonly string[]): FoodRecord[] {
  const found: FoodRecord[] = [];
  const missing: string[] = [];
  for (const q of queries) {
    try {
      found.push(findFood(foods, q));
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      missing.push(e.message);
    }
  }
  if (missing.length > 0)
    throw new CliError(`${plural(missing.length, 'dish', 'dishes')} not found; nothing was scheduled`, {
      details: missing,
    });
  return found;
}

export function defineCalendarBulkCommand(calendar: Command): Command {
  const bulk = calendar
    .command('bulk')
    .description(
      'put dishes, in order, on the earliest free dates within 365 days from today (or let --auto choose them)',
    )
    .argument('[foods...]', 'dishes (slug, name or alias), in the order to schedule them')
    .option('--file <file>', 'read the dishes from a file, one per line (# starts a comment)')
    .option(
      '--auto',
      'fill every free date of the window, choosing dishes: none repeated within 365 days, neighbours from ' +
        'different regions, cuisines spread out, in the weekly rhythm of difficulty (see calendar rhythm)',
    )
    .option('--seed <n>', 'with --auto: the seed that breaks ties (same seed, same calendar)')
    .option('--from <date>', 'first date of the window (default: today)')
    .option('--through <date>', `last date of the window (default: ${BULK_WINDOW_DAYS - 1} days after --from)`)
    .option('--today <date>', "today's date (default: the puzzle date in America/New_York)")
    .option('--dry-run', 'show the plan without writing it')
    .option('--json', 'print the plan as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter calendar bulk pad-thai pho "Fish and Chips"
  $ platter calendar bulk --file next-month.txt --dry-run
  $ platter calendar bulk --auto --from 2026-09-01 --through 2027-12-31 --seed 1`,
    );
  return addGateOptions(bulk).action(async (queries: string[], opts: BulkOptions, cmd: Command) => {
    const today = resolveToday(opts.today);
    const from = opts.from === undefined ? today : parseDate(opts.from, '--from');
    const through = opts.through === undefined ? bulkWindow(from).through : parseDate(opts.through, '--through');
    if (through < from) throw new CliError(`--through ${through} is before --from ${from}`);
    const seed = opts.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(opts.seed);
    if (!Number.isSafeInteger(seed)) throw new CliError(`--seed: "${opts.seed}" is not a whole number`);

    const loaded = loadForCommand(cmd);
    assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
    const { calendar: current, foods, root } = loaded.content;
    const warnings: string[] = [];
    let assignments: [string, string][];
    if (opts.auto) {
      if (queries.length > 0 || opts.file)
        throw new CliError('--auto chooses the dishes itself: give either --auto or a list of dishes, not both');
      if (freeDates(current, from, through).length === 0) {
        console.log(`No free dates from ${from} through ${through}.`);
        return;
      }
      const { difficulty } = feedbackReport(foods, { relations: loaded.content.relations });
      const hard = new Set(Object.entries(difficulty).flatMap(([slug, d]) => (d.level === 'hard' ? [slug] : [])));
      const plan = planAutoSchedule(foods, current, from, through, seed, hard);
      if (plan.assignments.length === 0) throw new CliError(ALL_FOODS_USED);
      // Then the weekly rhythm (core/rhythm.ts) among the days just filled; other days stay.
      const filled = new Set(plan.assignments.map(([date]) => date));
      const rhythm = rhythmOf(foods, { ...current, ...Object.fromEntries(plan.assignments) }, difficulty).plan((d) =>
        filled.has(d),
      );
      assignments = plan.assignments.map(([date]) => [date, rhythm.calendar[date]!]);
      if (plan.unfilled.length > 0) {
        warnings.push(
          `warning: ${plural(plan.unfilled.length, 'date')} left free, every dish being used within 365 days ` +
            `of them: ${plan.unfilled[0]}${plan.unfilled.length > 1 ? ` ... ${plan.unfilled.at(-1)}` : ''}`,
        );
      }
      if (plan.hardNextToHard.length > 0) {
        warnings.push(
          `warning: on ${plan.hardNextToHard.join(', ')} only a hard dish was eligible, next to another hard day`,
        );
      }
      if (plan.sameRegionAsNeighbour.length > 0) {
        warnings.push(
          `warning: on ${plan.sameRegionAsNeighbour.join(', ')} no eligible dish came from another region ` +
            'than the day before or after',
        );
      }
    } else {
      const chosen = resolveAll(foods, [...queries, ...(opts.file ? readFoodList(opts.file) : [])]);
      const plan = planBulk(
        current,
        chosen.map((f) => f.slug),
        from,
        through,
      );
      if (!plan.ok) throw new CliError(plan.message);
      assignments = plan.assignments;
      warnings.push(...alreadyUsedWarnings(current, chosen));
    }

    const next = { ...current, ...Object.fromEntries(assignments) };
    assertNoNewErrors(loaded.content, { ...loaded.content, calendar: next });
    // A window that reaches back before today would fill dates before played days: the gate asks.
    const pass = opts.dryRun
      ? undefined
      : await passGate(root, loaded.content, { ...loaded.content, calendar: next }, opts);
    const file = opts.dryRun ? undefined : writeCalendar(root, next);
    const commit = () =>
      pass && file ? commitIfAsked(pass, [file], COMMIT.setDays(assignments.map(([d]) => d))) : undefined;
    if (opts.json) {
      printJson({
        written: !opts.dryRun,
        from,
        through,
        ...(opts.auto ? { seed } : {}),
        assignments: assignments.map(([date, slug]) => ({ date, slug })),
        warnings,
      });
      await commit();
      return;
    }
    const names = new Map(foods.map((f) => [f.slug, f.name]));
    console.log(
      formatTable(
        ['DATE', 'DISH'],
        assignments.map(([d, s]) => [d, `${names.get(s)} (${s})`]),
      ),
    );
    for (const w of warnings) console.log(w);
    if (opts.auto) console.log(`seed ${seed} (pass --seed ${seed} to get the same plan again)`);
    console.log(
      opts.dryRun
        ? `Dry run: would set ${assignments.length} challenges (nothing written).`
        : `Successfully set ${assignments.length} challenges!`,
    );
    await commit();
  });
}
