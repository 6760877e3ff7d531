/**
 * `platter audit`: where the database is thin. The breadth figures of issue #3, the
 * spelling drift that costs players yellow cells, description lengths, missing images.
 */
import type { Command } from 'commander';
import { iconName, MAX_DISHES_PER_ICON } from '../../core/icons.ts';
import { CATEGORY_INFO, SCORED_CATEGORIES } from '../../core/categories.ts';
import { addDays } from '../../core/days.ts';
import { MAX_RUN, rhythmBreaks, WEEKDAYS, WEEKLY_PATTERN, weeklyShares } from '../../core/rhythm.ts';
import {
  DIFFICULTY_LEVELS,
  FEEDBACK_TARGETS,
  feedbackProblems,
  feedbackReport,
  percent,
  type Difficulty,
} from '../../core/feedback.ts';
import type { Calendar } from '../../core/schemas/calendar.ts';
import type { Relations } from '../../core/schemas/relations.ts';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
  VARIOUS,
} from '../../core/enums.ts';
import { descriptionQuality, QUALITY_COLOR_THRESHOLDS, TARGET_WORDS } from '../../core/description-quality.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { findNearDuplicates, nearDuplicateMessage } from '../../core/near-duplicates.ts';
import { loadForCommand, resolveToday } from '../_context.ts';
import { auditI18n, printI18n } from './audit-i18n.ts';
import { formatGrid, formatTable, plural, printJson } from '../_output.ts';

/** Issue #3's bars: what "broad enough" means for the database. */
export const AUDIT_TARGETS = {
  foods: 400,
  originCountries: 80,
  minPerPreparationMethod: 3,
  /** The Food Manager's quality check (admin.md section 5): its target length and its green. */
  descriptionWords: TARGET_WORDS,
  descriptionScore: QUALITY_COLOR_THRESHOLDS.green,
} as const;

/** How many dishes have each allowed value of a closed-vocabulary field (zeros included). */
function countBy(
  foods: readonly FoodRecord[],
  field: 'regions' | 'course_placement' | 'dietary_identity' | 'preparation_method' | 'temperature',
  allowed: readonly string[],
) {
  return allowed.map((value) => ({
    value,
    count: foods.filter((f) => (f[field] as readonly string[]).includes(value)).length,
  }));
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** How many dishes share each icon, most shared first (then in emoji order). */
export function iconCounts(foods: readonly FoodRecord[]): { icon: string; name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const f of foods) if (f.icon) counts.set(f.icon, (counts.get(f.icon) ?? 0) + 1);
  return [...counts]
    .map(([icon, count]) => ({ icon, name: iconName(icon), count }))
    .sort((a, b) => b.count - a.count || (a.icon < b.icon ? -1 : 1));
}

/** Every figure of the audit, as data (printed as tables, or as JSON with --json). */
export function auditContent(foods: readonly FoodRecord[], vocabulary?: Parameters<typeof findNearDuplicates>[1]) {
  const origins = new Set(foods.flatMap((f) => f.origin).filter((o) => o !== VARIOUS));
  const words = foods
    .map((f) => {
      const quality = descriptionQuality(f.description);
      return { slug: f.slug, words: quality.words, score: quality.score, color: quality.color };
    })
    .sort((a, b) => a.words - b.words);
  const counts = words.map((w) => w.words);
  const scores = words.map((w) => w.score).sort((a, b) => a - b);
  const { min, max } = AUDIT_TARGETS.descriptionWords;
  return {
    foods: foods.length,
    originCountries: origins.size,
    regions: countBy(foods, 'regions', REGIONS),
    coursePlacements: countBy(foods, 'course_placement', COURSE_PLACEMENTS),
    dietaryIdentities: countBy(foods, 'dietary_identity', DIETARY_IDENTITIES),
    preparationMethods: countBy(foods, 'preparation_method', PREPARATION_METHODS),
    temperatures: countBy(foods, 'temperature', TEMPERATURES),
    nearDuplicates: findNearDuplicates(foods, vocabulary).map((d) => ({ ...d, message: nearDuplicateMessage(d) })),
    descriptions: {
      min: counts[0] ?? 0,
      median: median(counts),
      max: counts.at(-1) ?? 0,
      outside: words.filter((w) => w.words < min || w.words > max),
      /** The quality check's score: how many dishes are green, orange and red, and the lowest and median score. */
      quality: {
        green: words.filter((w) => w.color === 'green').length,
        orange: words.filter((w) => w.color === 'orange').length,
        red: words.filter((w) => w.color === 'red').length,
        min: scores[0] ?? 0,
        median: median(scores),
        /** Dishes below green, lowest score first. */
        belowGreen: words
          .filter((w) => w.score < AUDIT_TARGETS.descriptionScore)
          .sort((a, b) => a.score - b.score || (a.slug < b.slug ? -1 : 1))
          .map(({ slug, score, words }) => ({ slug, score, words })),
      },
    },
    missingImages: foods.filter((f) => !f.image).map((f) => f.slug),
    icons: iconCounts(foods),
    missingIcons: foods.filter((f) => !f.icon).map((f) => f.slug),
  };
}

/** Each scheduled day with its dish's difficulty, earliest first. */
export function calendarDifficulty(
  calendar: Calendar,
  difficulty: Readonly<Record<string, Difficulty>>,
): ({ date: string; slug: string } & Difficulty)[] {
  return Object.keys(calendar)
    .sort()
    .flatMap((date) => {
      const slug = calendar[date]!;
      const d = difficulty[slug];
      return d ? [{ date, slug, ...d }] : [];
    });
}

/** The figures of `platter audit --feedback`: how much the boxes tell, and how hard each day is. */
export function auditFeedback(
  content: { foods: readonly FoodRecord[]; relations: Relations; calendar: Calendar },
  today: string,
) {
  const report = feedbackReport(content.foods, { relations: content.relations });
  const days = calendarDifficulty(content.calendar, report.difficulty);
  // The days to come keep the weekly rhythm (core/rhythm.ts); the past is played.
  const tomorrow = addDays(today, 1);
  const rhythm = rhythmBreaks(days, tomorrow);
  const weekly = weeklyShares(days.filter((d) => d.date >= tomorrow));
  const problems = [
    ...feedbackProblems(report),
    ...rhythm.map(
      (r) =>
        `${r.days} ${r.level} days in a row from ${r.from} through ${r.through} (at most ${MAX_RUN[r.level]}): ` +
        `run \`platter calendar rhythm\``,
    ),
  ];
  return {
    ...report,
    pairs: report.foods * (report.foods - 1),
    targets: FEEDBACK_TARGETS,
    problems,
    days,
    rhythm,
    weekly,
  };
}

function printFeedback(a: ReturnType<typeof auditFeedback>): void {
  const flag = (ok: boolean) => (ok ? ' ' : '!');
  console.log(
    `Feedback: ${plural(a.foods, 'dish', 'dishes')}, each scored against every other (${a.pairs.toLocaleString('en-US')} ` +
      'pairs)',
  );
  console.log(
    formatTable(
      ['', 'CATEGORY', 'GREEN', 'YELLOW', 'RED'],
      SCORED_CATEGORIES.map((field) => {
        const c = a.colours[field];
        return [
          flag(c.yellow <= FEEDBACK_TARGETS.maxYellowShare),
          CATEGORY_INFO[field].label,
          percent(c.green),
          percent(c.yellow),
          percent(c.red),
        ];
      }),
    ),
  );
  console.log(
    `\n${flag(a.averageLeft <= FEEDBACK_TARGETS.maxAverageLeft)} One guess leaves ${a.averageLeft.toFixed(1)} ` +
      `dishes on average (at most ${FEEDBACK_TARGETS.maxAverageLeft}); best opening guess: ` +
      `${a.bestOpening.name}, ${a.bestOpening.left.toFixed(1)}`,
  );
  const spread = Object.entries(a.solver.distribution)
    .map(([n, count]) => `${n}: ${count}`)
    .join(', ');
  console.log(
    `  A solver that always guesses the dish leaving the fewest needs ${a.solver.average.toFixed(2)} guesses ` +
      `on average, at most ${a.solver.worst} (${spread})`,
  );
  const levels = DIFFICULTY_LEVELS.map((l) => `${l} ${a.days.filter((d) => d.level === l).length}`).join(', ');
  console.log(
    `\n${flag(a.rhythm.length === 0)} Calendar: ${plural(a.days.length, 'scheduled day')} (${levels}); ` +
      `${plural(a.rhythm.length, 'run')} of 3 or more hard or easy days to come`,
  );
  console.log('  The week to come (easy / medium / hard days; the rhythm asks for the level in brackets):');
  console.log(
    formatTable(
      ['', 'DAY', 'EASY', 'MEDIUM', 'HARD'],
      WEEKDAYS.map((day, i) => [
        '',
        `${day} (${WEEKLY_PATTERN[i]})`,
        ...DIFFICULTY_LEVELS.map((l) => String(a.weekly[i]![l])),
      ]),
    ),
  );
  for (const p of a.problems) console.log(`! ${p}`);
}

export function defineAuditCommand(program: Command): Command {
  return program
    .command('audit')
    .description(
      'breadth of the database (countries, regions, courses, diets, methods), spelling drift, description ' +
        'lengths, missing images, icons shared',
    )
    .option(
      '--feedback',
      "how much the boxes tell: colours per category, dishes left after one guess, a solver, each day's " +
        'difficulty (fails when a target is missed)',
    )
    .option(
      '--today <date>',
      'with --feedback: the date that splits played days from future ones (default: today in New York)',
    )
    .option(
      '--i18n',
      'how complete each language is: UI messages per area, dish names, vocabulary per field, descriptions',
    )
    .option('--json', 'print every figure as JSON')
    .addHelpText(
      'after',
      `
"!" marks a gap against the targets: ${AUDIT_TARGETS.foods} dishes, ${AUDIT_TARGETS.originCountries} origin
countries, every region, course and diet used, every preparation method used by at least
${AUDIT_TARGETS.minPerPreparationMethod} dishes, descriptions of ${AUDIT_TARGETS.descriptionWords.min} to
${AUDIT_TARGETS.descriptionWords.max} words that the Food Manager's quality check rates green (at least
${AUDIT_TARGETS.descriptionScore} of 100).

With --feedback, "!" marks a box yellow in more than ${percent(FEEDBACK_TARGETS.maxYellowShare)} of pairs,
or one guess leaving more than ${FEEDBACK_TARGETS.maxAverageLeft} dishes on average; either makes the command fail
(npm test runs it).

Examples:
  $ platter audit
  $ platter audit --feedback
  $ platter audit --i18n
  $ platter audit --feedback --json | jq '.days[] | select(.level == "hard")'
  $ platter audit --json | jq '.descriptions.outside'`,
    )
    .action((opts: { json?: boolean; feedback?: boolean; i18n?: boolean; today?: string }, cmd: Command) => {
      const { content } = loadForCommand(cmd);
      if (opts.i18n) {
        const audits = auditI18n(content);
        if (opts.json) printJson(audits);
        else printI18n(audits);
        return;
      }
      if (opts.feedback) {
        const f = auditFeedback(content, resolveToday(opts.today));
        if (opts.json) printJson(f);
        else printFeedback(f);
        if (f.problems.length > 0) process.exitCode = 1;
        return;
      }
      const a = auditContent(content.foods, content.vocabulary);
      if (opts.json) {
        printJson(a);
        return;
      }
      const grid = (rows: { value: string; count: number }[], minimum = 1) =>
        formatGrid(rows.map((r) => ({ label: r.value, value: r.count, flag: r.count < minimum })));
      const flag = (ok: boolean) => (ok ? ' ' : '!');
      console.log('Breadth');
      console.log(`${flag(a.foods >= AUDIT_TARGETS.foods)} dishes ${a.foods} (target ${AUDIT_TARGETS.foods})`);
      console.log(
        `${flag(a.originCountries >= AUDIT_TARGETS.originCountries)} origin countries ${a.originCountries} ` +
          `(target ${AUDIT_TARGETS.originCountries})`,
      );
      console.log('\nRegions');
      console.log(grid(a.regions));
      console.log('\nCourse placements');
      console.log(grid(a.coursePlacements));
      console.log('\nDietary identities');
      console.log(grid(a.dietaryIdentities));
      console.log(`\nPreparation methods (! under ${AUDIT_TARGETS.minPerPreparationMethod} dishes)`);
      console.log(grid(a.preparationMethods, AUDIT_TARGETS.minPerPreparationMethod));
      console.log('\nTemperatures');
      console.log(grid(a.temperatures));
      console.log(`\nVocabulary: ${plural(a.nearDuplicates.length, 'near-duplicate spelling')}`);
      for (const d of a.nearDuplicates) console.log(`! ${d.message}`);
      const { min, max } = AUDIT_TARGETS.descriptionWords;
      console.log(
        `\nDescriptions: words min ${a.descriptions.min}, median ${a.descriptions.median}, max ` +
          `${a.descriptions.max}; ${a.descriptions.outside.length} outside ${min}-${max}`,
      );
      if (a.descriptions.outside.length > 0)
        console.log(formatGrid(a.descriptions.outside.map((o) => ({ label: o.slug, value: o.words, flag: true }))));
      const q = a.descriptions.quality;
      console.log(
        `Description quality (the Food Manager's check, green at ${AUDIT_TARGETS.descriptionScore}): ` +
          `${q.green} green, ${q.orange} orange, ${q.red} red; score min ${q.min}, median ${q.median}`,
      );
      if (q.belowGreen.length > 0)
        console.log(formatGrid(q.belowGreen.map((o) => ({ label: o.slug, value: o.score, flag: true }))));
      console.log(`\nImages: ${a.missingImages.length} of ${plural(a.foods, 'dish', 'dishes')} without one`);
      console.log(
        `\nIcons: ${a.foods - a.missingIcons.length} of ${plural(a.foods, 'dish', 'dishes')} have one, ` +
          `${plural(a.icons.length, 'icon')} in use; dishes per icon (! over ${MAX_DISHES_PER_ICON}):`,
      );
      console.log(
        formatGrid(
          a.icons.map((i) => ({ label: `${i.icon} ${i.name}`, value: i.count, flag: i.count > MAX_DISHES_PER_ICON })),
          4,
        ),
      );
      if (a.missingIcons.length > 0) console.log(`! without an icon: ${a.missingIcons.join(', ')}`);
    });
}
