/** `platter foods show`: one dish, every field, and the days it is the challenge. */
import type { Command } from 'commander';
import { challengeNumber } from '../../../core/days.ts';
import { datesOf } from '../../../core/calendar.ts';
import { displayPath } from '../../../core/node/content.ts';
import { foodPath } from '../../../core/node/write.ts';
import { FOOD_FIELD_ORDER } from '../../../core/schemas/food.ts';
import { findFood, loadForCommand } from '../../_context.ts';
import { pad, printJson } from '../../_output.ts';

export function defineFoodsShowCommand(foods: Command): Command {
  return foods
    .command('show')
    .description('show every field of a dish and its calendar days')
    .argument('<food>', 'slug, name or alias')
    .option('--json', 'print the record as JSON (the API shape: file fields plus slug)')
    .addHelpText(
      'after',
      `
Examples:
  $ platter foods show pad-thai
  $ platter foods show "phat thai" --json`,
    )
    .action((query: string, opts: { json?: boolean }, cmd: Command) => {
      const { content } = loadForCommand(cmd);
      const food = findFood(content.foods, query);
      const sortedDates = Object.keys(content.calendar).sort();
      const days = datesOf(content.calendar, food.slug);
      if (opts.json) {
        printJson({ ...food, calendar: days });
        return;
      }
      console.log(`${food.name}  (${displayPath(foodPath(content.root, food.slug))})`);
      const width = Math.max(...FOOD_FIELD_ORDER.map((f) => f.length)) + 2;
      for (const field of FOOD_FIELD_ORDER) {
        if (field === 'name' || field === 'description') continue;
        const value = food[field];
        if (value === undefined) continue;
        console.log(`${pad(`${field}:`, width)}${Array.isArray(value) ? value.join(', ') || '(none)' : value}`);
      }
      const scheduled = days.map((d) => `${d} (Day #${challengeNumber(sortedDates, d)})`).join(', ');
      console.log(`${pad('calendar:', width)}${scheduled || '(not scheduled)'}`);
      console.log('description:');
      console.log(food.description ? food.description.replace(/^/gm, '  ') : '  (none)');
    });
}
