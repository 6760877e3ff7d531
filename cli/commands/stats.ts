/** `platter stats`: the most frequent values per category (the tag screen's Category Elements). */
import type { Command } from 'commander';
import { countValues } from '../../core/value-counts.ts';
import { COUNTED_FIELDS, fieldLabel, parseCategory } from '../_categories.ts';
import { loadForCommand } from '../_context.ts';
import { CliError } from '../_errors.ts';
import { printJson } from '../_output.ts';

/** The spec's tag screen shows 20 elements per category. */
const DEFAULT_TOP = 20;

export function defineStatsCommand(program: Command): Command {
  return program
    .command('stats')
    .description('the most frequent values in each category')
    .option('--category <name>', 'one category (field name or label, e.g. key_ingredients or "Goes With")')
    .option('--top <n>', 'how many values per category', String(DEFAULT_TOP))
    .option('--json', 'print { field: { label, distinct, top: [{ value, count }] } } as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter stats --category key_ingredients --top 10
  $ platter stats --json`,
    )
    .action((opts: { category?: string; top: string; json?: boolean }, cmd: Command) => {
      const top = Number(opts.top);
      if (!Number.isInteger(top) || top < 1)
        throw new CliError(`--top: "${opts.top}" must be a whole number of at least 1`);
      const fields = opts.category === undefined ? COUNTED_FIELDS : [parseCategory(opts.category)];
      const { content } = loadForCommand(cmd);
      const stats = Object.fromEntries(
        fields.map((field) => {
          const counts = countValues(content.foods, field);
          return [field, { label: fieldLabel(field), distinct: counts.length, top: counts.slice(0, top) }];
        }),
      );
      if (opts.json) {
        printJson(stats);
        return;
      }
      for (const [field, s] of Object.entries(stats)) {
        console.log(`${s.label} (${field}): ${s.distinct} distinct values in ${content.foods.length} dishes`);
        const width = String(s.top[0]?.count ?? 0).length;
        for (const { value, count } of s.top) console.log(`  ${String(count).padStart(width)}  ${value}`);
        console.log('');
      }
    });
}
