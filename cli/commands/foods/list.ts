/** `platter foods list`: every dish, or those matching a search as the game's autocomplete would. */
import type { Command } from 'commander';
import { suggestFoods } from '../../../core/search.ts';
import { loadForCommand } from '../../_context.ts';
import { formatTable, plural, printJson } from '../../_output.ts';

export function defineFoodsListCommand(foods: Command): Command {
  return foods
    .command('list')
    .description('list dishes (slug, name, origin, regions, course)')
    .option('--search <text>', 'only dishes whose name or alias contains the text (accents and case ignored)')
    .option('--json', 'print the full records as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ platter foods list
  $ platter foods list --search "pad"
  $ platter foods list --json | jq length`,
    )
    .action((opts: { search?: string; json?: boolean }, cmd: Command) => {
      const { content } = loadForCommand(cmd);
      let list = content.foods;
      if (opts.search !== undefined) {
        const names = suggestFoods(content.foods, opts.search, { limit: content.foods.length });
        const byName = new Map(content.foods.map((f) => [f.name, f]));
        list = names.map((n) => byName.get(n)!).filter(Boolean);
      }
      if (opts.json) {
        printJson(list);
        return;
      }
      if (list.length === 0) {
        console.log(
          opts.search !== undefined
            ? `No food matches "${opts.search}".`
            : 'No foods yet: add one with `platter foods add`.',
        );
        return;
      }
      console.log(
        formatTable(
          ['SLUG', 'NAME', 'ORIGIN', 'REGIONS', 'COURSE'],
          list.map((f) => [f.slug, f.name, f.origin.join(', '), f.regions.join(', '), f.course_placement.join(', ')]),
        ),
      );
      console.log(plural(list.length, 'food'));
    });
}
