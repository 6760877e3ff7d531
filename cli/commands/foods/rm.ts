/** `platter foods rm`: removes a dish, refusing one the calendar still uses unless forced (and a played one unless
 * on purpose).
 */
import { existsSync, rmSync } from 'node:fs';
import type { Command } from 'commander';
import { datesOf } from '../../../core/calendar.ts';
import { COMMIT } from '../../../core/commit-messages.ts';
import { displayPath } from '../../../core/node/content.ts';
import { CONTENT_FILES, imageFile } from '../../../core/content-paths.ts';
import { contentPath, foodPath, removeFood, writeCalendar } from '../../../core/node/write.ts';
import type { Calendar } from '../../../core/schemas/calendar.ts';
import { assertLoadedCleanly, assertNoNewErrors, findFood, loadForCommand } from '../../_context.ts';
import { CliError } from '../../_errors.ts';
import { addGateOptions, commitIfAsked, type GateFlags, passGate } from '../../_gate.ts';

export function defineFoodsRmCommand(foods: Command): Command {
  const rm = foods
    .command('rm')
    .description('remove a dish and its image')
    .argument('<food>', 'slug, name or alias')
    .option('--force', 'also remove the calendar days that use it')
    .addHelpText(
      'after',
      `
A dish on played days (today or earlier) frees them only with --rewrite-history "why"
as well: those days are history.

Examples:
  $ platter foods rm "Pad Thai"
  $ platter foods rm pad-thai --force`,
    );
  return addGateOptions(rm).action(async (query: string, opts: GateFlags & { force?: boolean }, cmd: Command) => {
    const loaded = loadForCommand(cmd);
    const { root, calendar } = loaded.content;
    const food = findFood(loaded.content.foods, query);
    const days = datesOf(calendar, food.slug);
    if (days.length > 0 && !opts.force) {
      throw new CliError(
        `"${food.name}" is the challenge on ${days.join(', ')}: nothing was removed; pass --force to remove ` +
          'it and those calendar days',
      );
    }
    const nextCalendar: Calendar = Object.fromEntries(
      Object.entries(calendar).filter(([, slug]) => slug !== food.slug),
    );
    if (days.length > 0) assertLoadedCleanly(loaded, CONTENT_FILES.calendar);
    const next = {
      ...loaded.content,
      foods: loaded.content.foods.filter((f) => f.slug !== food.slug),
      calendar: nextCalendar,
    };
    assertNoNewErrors(loaded.content, next);
    const pass = await passGate(root, loaded.content, next, opts);
    const file = foodPath(root, food.slug);
    removeFood(root, food.slug);
    const touched = [file];
    if (days.length > 0) touched.push(writeCalendar(root, nextCalendar));
    const image = food.image ? contentPath(root, imageFile(food.image)) : undefined;
    if (image && existsSync(image)) {
      rmSync(image);
      touched.push(image);
    }
    console.log(`Deleted ${food.name} (${displayPath(file)})`);
    if (image) console.log(`removed its image ${displayPath(image)}`);
    if (days.length > 0) console.log(`removed calendar days: ${days.join(', ')}`);
    await commitIfAsked(pass, touched, COMMIT.removeFood(food.slug));
  });
}
