/**
 * `platter audit`: where the database is thin. The breadth figures of issue #3, the
 * spelling drift that costs players yellow cells, description lengths, missing images.
 */
import type { Command } from 'commander';
import { COURSE_PLACEMENTS, DIETARY_IDENTITIES, PREPARATION_METHODS, REGIONS, TEMPERATURES, VARIOUS } from '../../core/enums.ts';
import { descriptionToPlainText } from '../../core/markup.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';
import { findNearDuplicates, nearDuplicateMessage } from '../../core/validate.ts';
import { loadForCommand } from '../_context.ts';
import { formatGrid, plural, printJson } from '../_output.ts';

/** Issue #3's bars: what "broad enough" means for the database. */
export const AUDIT_TARGETS = { foods: 400, originCountries: 80, minPerPreparationMethod: 3, descriptionWords: { min: 120, max: 400 } } as const;

/** Words of a description as a reader sees them (markup removed). */
export function wordCount(description: string): number {
  return descriptionToPlainText(description).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** How many dishes have each allowed value of a closed-vocabulary field (zeros included). */
function countBy(foods: readonly FoodRecord[], field: 'regions' | 'course_placement' | 'dietary_identity' | 'preparation_method' | 'temperature', allowed: readonly string[]) {
  return allowed.map((value) => ({ value, count: foods.filter((f) => (f[field] as readonly string[]).includes(value)).length }));
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Every figure of the audit, as data (printed as tables, or as JSON with --json). */
export function auditContent(foods: readonly FoodRecord[], vocabulary?: Parameters<typeof findNearDuplicates>[1]) {
  const origins = new Set(foods.flatMap((f) => f.origin).filter((o) => o !== VARIOUS));
  const words = foods.map((f) => ({ slug: f.slug, words: wordCount(f.description) })).sort((a, b) => a.words - b.words);
  const counts = words.map((w) => w.words);
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
    },
    missingImages: foods.filter((f) => !f.image).map((f) => f.slug),
  };
}

export function defineAuditCommand(program: Command): Command {
  return program
    .command('audit')
    .description('breadth of the database (countries, regions, courses, diets, methods), spelling drift, description lengths, missing images')
    .option('--json', 'print every figure as JSON')
    .addHelpText(
      'after',
      `
"!" marks a gap against the targets: ${AUDIT_TARGETS.foods} dishes, ${AUDIT_TARGETS.originCountries} origin countries, every region,
course and diet used, every preparation method used by at least ${AUDIT_TARGETS.minPerPreparationMethod} dishes, descriptions
of ${AUDIT_TARGETS.descriptionWords.min} to ${AUDIT_TARGETS.descriptionWords.max} words.

Examples:
  $ platter audit
  $ platter audit --json | jq '.descriptions.outside'`,
    )
    .action((opts: { json?: boolean }, cmd: Command) => {
      const { content } = loadForCommand(cmd);
      const a = auditContent(content.foods, content.vocabulary);
      if (opts.json) {
        printJson(a);
        return;
      }
      const grid = (rows: { value: string; count: number }[], minimum = 1) => formatGrid(rows.map((r) => ({ label: r.value, value: r.count, flag: r.count < minimum })));
      const flag = (ok: boolean) => (ok ? ' ' : '!');
      console.log('Breadth');
      console.log(`${flag(a.foods >= AUDIT_TARGETS.foods)} dishes ${a.foods} (target ${AUDIT_TARGETS.foods})`);
      console.log(`${flag(a.originCountries >= AUDIT_TARGETS.originCountries)} origin countries ${a.originCountries} (target ${AUDIT_TARGETS.originCountries})`);
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
      console.log(`\nDescriptions: words min ${a.descriptions.min}, median ${a.descriptions.median}, max ${a.descriptions.max}; ${a.descriptions.outside.length} outside ${min}-${max}`);
      if (a.descriptions.outside.length > 0) console.log(formatGrid(a.descriptions.outside.map((o) => ({ label: o.slug, value: o.words, flag: true }))));
      console.log(`\nImages: ${a.missingImages.length} of ${plural(a.foods, 'dish', 'dishes')} without one`);
    });
}
