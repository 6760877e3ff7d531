/** `platter foods rename`: a new name, a new file, and the calendar and image follow. */
import type { Command } from 'commander';
import { aliasesAfterRename } from '../../../core/naming.ts';
import { findFood, loadForCommand } from '../../_context.ts';
import { parseFood } from '../../_food-fields.ts';
import { printSaveWarnings, saveFood } from '../../_food-save.ts';
import { addGateOptions, type GateFlags } from '../../_gate.ts';

export function defineFoodsRenameCommand(foods: Command): Command {
  const rename = foods
    .command('rename')
    .description('rename a dish: renames its file (the slug of the new name), its image, and updates the calendar')
    .argument('<food>', 'slug, name or alias of the dish')
    .argument('<new-name>', 'the new display name')
    .option(
      '--no-keep-alias',
      'do not keep the old name as an alias (by default it is kept, so players can still type it)',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ platter foods rename pho "Phở"
  $ platter foods rename "Chapati" "East African Chapati"    # 'Chapati' stays an alias

The dish of a played day (today or earlier) keeps its name on purpose only
(--rewrite-history "why"): the archive and shared results name it.`,
    );
  return addGateOptions(rename).action(
    async (query: string, newName: string, opts: GateFlags & { keepAlias: boolean }, cmd: Command) => {
      const loaded = loadForCommand(cmd);
      const previous = findFood(loaded.content.foods, query);
      const { slug: _slug, ...fields } = previous;
      const aliases = aliasesAfterRename(previous.aliases, previous.name, newName, opts.keepAlias);
      const report = await saveFood(loaded, parseFood({ ...fields, name: newName, aliases }), previous, opts);
      console.log(`Renamed "${previous.name}" to "${report.food.name}" (${report.file})`);
      if (report.movedDays.length > 0) console.log(`calendar days updated: ${report.movedDays.join(', ')}`);
      printSaveWarnings(report);
      await report.commit();
    },
  );
}
