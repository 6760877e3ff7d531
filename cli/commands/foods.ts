/** `platter foods`: the dish database, one subcommand per module in cli/commands/foods/. */
import type { Command } from 'commander';
import { defineFoodsAddCommand } from './foods/add.ts';
import { defineFoodsEditCommand } from './foods/edit.ts';
import { defineFoodsListCommand } from './foods/list.ts';
import { defineFoodsRenameCommand } from './foods/rename.ts';
import { defineFoodsRmCommand } from './foods/rm.ts';
import { defineFoodsShowCommand } from './foods/show.ts';

export function defineFoodsCommand(program: Command): Command {
  const foods = program
    .command('foods')
    .description('list, show, add, edit, remove and rename dishes')
    .addHelpText(
      'after',
      `
A dish is named by its slug (pad-thai), its name ("Pad Thai") or an alias ("phat thai").

Examples:
  $ platter foods list --search noodle
  $ platter foods show pho`,
    );
  defineFoodsListCommand(foods);
  defineFoodsShowCommand(foods);
  defineFoodsAddCommand(foods);
  defineFoodsEditCommand(foods);
  defineFoodsRmCommand(foods);
  defineFoodsRenameCommand(foods);
  return foods;
}
