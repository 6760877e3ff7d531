/** `platter foods edit`: change fields of a dish; a new name renames it everywhere. */
import type { Command } from 'commander';
import { aliasesAfterRename } from '../../../core/naming.ts';
import type { FoodInput } from '../../../core/schemas/food.ts';
import { findFood, loadForCommand } from '../../_context.ts';
import { CliError } from '../../_errors.ts';
import { addFieldOptions, fieldsFromOptions, parseFood } from '../../_food-fields.ts';
import { printSaveWarnings, saveFood } from '../../_food-save.ts';
import { addGateOptions, type GateFlags } from '../../_gate.ts';

export function defineFoodsEditCommand(foods: Command): Command {
  const edit = foods
    .command('edit')
    .description(
      'change fields of a dish: each flag replaces that field (lists comma-separated, "" empties an optional one)',
    )
    .argument('<food>', 'slug, name or alias')
    .addHelpText(
      'after',
      `
Examples:
  $ platter foods edit pad-thai --flavor-profile "savory, sweet, sour, umami"
  $ platter foods edit "pad thai" --primary-protein ""
  $ platter foods edit pad-thai --description-file pad-thai.md

A scored field of a dish that was the answer of a played day (today or earlier) changes
only with --rewrite-history "why": every saved board of that day is scored again.`,
    );
  addFieldOptions(edit);
  return addGateOptions(edit).action(async (query: string, opts: Record<string, unknown>, cmd: Command) => {
    const loaded = loadForCommand(cmd);
    const previous = findFood(loaded.content.foods, query);
    const changes = fieldsFromOptions(opts);
    if (Object.keys(changes).length === 0) {
      throw new CliError(
        'nothing to change: give at least one field flag, e.g. --flavor-profile "sweet, sour" (see `platter ' +
          'foods edit --help`)',
      );
    }
    const { slug: _slug, ...fields } = previous;
    const next: Record<string, unknown> = { ...fields, ...changes };
    // A new name keeps the old one as an alias, as `foods rename` does, unless --aliases is given.
    if (typeof changes.name === 'string' && changes.aliases === undefined)
      next.aliases = aliasesAfterRename(previous.aliases, previous.name, changes.name);
    // An emptied optional text field is removed rather than written as ''.
    if (next.source === '') delete next.source;
    const report = await saveFood(loaded, parseFood(next as FoodInput), previous, opts as GateFlags);
    console.log(`Food updated: ${report.food.name} (${report.file})`);
    if (report.food.slug !== previous.slug)
      console.log(
        `renamed from ${previous.slug}` +
          (report.movedDays.length ? `; calendar days moved: ${report.movedDays.join(', ')}` : ''),
      );
    printSaveWarnings(report);
    await report.commit();
  });
}
