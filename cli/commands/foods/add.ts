/** `platter foods add`: a new dish from flags, with prompts for what is missing at a terminal. */
import type { Command } from 'commander';
import type { FoodInput } from '../../../core/schemas/food.ts';
import { loadForCommand } from '../../_context.ts';
import { CliError } from '../../_errors.ts';
import {
  addFieldOptions,
  fieldsFromOptions,
  flagOf,
  interactive,
  missingRequired,
  parseFood,
  promptFor,
} from '../../_food-fields.ts';
import { printSaveWarnings, saveFood } from '../../_food-save.ts';
import { addGateOptions, type GateFlags } from '../../_gate.ts';

export function defineFoodsAddCommand(foods: Command): Command {
  const add = foods
    .command('add')
    .description('add a dish: one flag per field, lists comma-separated; derived fields are filled in')
    .addHelpText(
      'after',
      `
On a terminal, platter asks for the required fields you did not give; otherwise it
stops and names them. The dish is validated with the whole database before it is
written to content/foods/<slug>.yaml, and checked as \`platter review\` checks a pull
request: a dish without an icon is refused; a near twin (two of nine boxes or fewer
apart), a missing hint field or a description below target (300-800 words and a quality
score of 80, the Food Manager's) is asked about at a terminal, else refused unless --yes.
Add a photo with \`platter images add\`.

Example:
  $ platter foods add --name "Pad Thai" --origin Thailand --regions Asia \\
      --core-components "noodles, sauce, egg" --key-ingredients "rice noodles, shrimp, tamarind" \\
      --ingredients "rice noodles, shrimp, egg, tamarind, fish sauce, palm sugar, peanuts" \\
      --preparation-method "Stir Fried" --flavor-profile "savory, sweet, sour" \\
      --dietary-identity Pescatarian --temperature hot --course-placement Main \\
      --texture-emphasis "chewy, crunchy" --serving-context "street food" \\
      --form-factor "noodle plate" --common-accompaniments "lime wedges" \\
      --description-file pad-thai.md`,
    );
  addFieldOptions(add);
  return addGateOptions(add).action(async (opts: Record<string, unknown>, cmd: Command) => {
    const loaded = loadForCommand(cmd);
    const input = fieldsFromOptions(opts);
    if (missingRequired(input).length > 0 && interactive()) await promptFor(missingRequired(input), input);
    const missing = missingRequired(input);
    if (missing.length > 0) {
      throw new CliError(`missing required fields: ${missing.map(flagOf).join(', ')}`, {
        details: [
          'give them as flags (see `platter foods add --help`), or run the command in a terminal to be asked for them',
        ],
      });
    }
    const report = await saveFood(loaded, parseFood(input as unknown as FoodInput), undefined, opts as GateFlags);
    console.log('Food added!');
    console.log(`wrote ${report.file}`);
    printSaveWarnings(report);
    await report.commit();
  });
}
