/** `platter foods rm`: removes a dish, refusing one the calendar still uses unless forced. */
import { existsSync, rmSync } from 'node:fs';
import type { Command } from 'commander';
import { datesOf } from '../../../core/calendar.ts';
import { displayPath } from '../../../core/node/content.ts';
import { CONTENT_FILES, imageFile } from '../../../core/content-paths.ts';
import { contentPath, foodPath, removeFood, writeCalendar } from '../../../core/node/write.ts';
import type { Calendar } from '../../../core/schemas/calendar.ts';
import { assertLoadedCleanly, assertNoNewErrors, findFood, loadForCommand } from '../../_context.ts';
import { CliError } from '../../_errors.ts';

export function defineFoodsRmCommand(foods: Command): Command {
  return foods
    .command('rm')
    .description('remove a dish and its image')
    .argument('<food>', 'slug, name or alias')
    .option('--force', 'also remove the calendar days that use it')
    .addHelpText(
      'after',
      `
Examples:
  $ platter foods rm "Pad Thai"
  $ platter foods rm pad-thai --force`,
    )
    .action((query: string, opts: { force?: boolean }, cmd: Command) => {
      const loaded = loadForCommand(cmd);
      const { root, calendar } = loaded.content;
      const food = findFood(loaded.content.foods, query);
      const days = datesOf(calendar, food.slug);
      if (days.length > 0 && !opts.force) {
        throw new CliError(
          `"${food.name}" is the challenge on ${days.join(', ')}: nothing was removed; pass --force to remove it and those calendar days`,
        );
      }
      const nextCalendar: Calendar = Object.fromEntries(
        Object.entries(calendar).filter(([, slug]) => slug !== food.slug),
      );
      if (days.length > 0) assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
      assertNoNewErrors(loaded.content, {
        ...loaded.content,
        foods: loaded.content.foods.filter((f) => f.slug !== food.slug),
        calendar: nextCalendar,
      });
      const file = displayPath(foodPath(root, food.slug));
      removeFood(root, food.slug);
      if (days.length > 0) writeCalendar(root, nextCalendar);
      const image = food.image ? contentPath(root, imageFile(food.image)) : undefined;
      if (image && existsSync(image)) rmSync(image);
      console.log(`Deleted ${food.name} (${file})`);
      if (image) console.log(`removed its image ${displayPath(image)}`);
      if (days.length > 0) console.log(`removed calendar days: ${days.join(', ')}`);
    });
}
