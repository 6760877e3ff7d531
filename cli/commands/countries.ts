/** `platter countries`: the allowed origin names, with the region and sub-region scoring uses. */
import type { Command } from 'commander';
import { COUNTRIES } from '../../core/countries.ts';
import { REGIONS } from '../../core/enums.ts';
import { foldText } from '../../core/normalise.ts';
import { didYouMean } from '../../core/did-you-mean.ts';
import { CliError } from '../_errors.ts';
import { formatTable, plural, printJson } from '../_output.ts';

export function defineCountriesCommand(program: Command): Command {
  return program
    .command('countries')
    .description('list the allowed origin names with their region and UN sub-region')
    .option('--region <region>', `only one region (${REGIONS.join(', ')})`)
    .option('--json', 'print [{ name, code, region, subregion }] as JSON')
    .addHelpText(
      'after',
      `
A food's origin must be spelled exactly as listed ('United States', 'Türkiye').
Two countries of the same sub-region score a yellow Cuisine cell.

Examples:
  $ platter countries --region "Middle East"
  $ platter countries | grep -i korea`,
    )
    .action((opts: { region?: string; json?: boolean }) => {
      let list = COUNTRIES;
      if (opts.region !== undefined) {
        const region = REGIONS.find((r) => foldText(r) === foldText(opts.region!));
        if (!region) {
          const guess = didYouMean(opts.region, REGIONS);
          throw new CliError(
            `"${opts.region}" is not a region${guess ? ` (did you mean "${guess}"?)` : ''}; the regions are ` +
              `${REGIONS.join(', ')}`,
          );
        }
        list = COUNTRIES.filter((c) => c.region === region);
      }
      if (opts.json) {
        printJson(list);
        return;
      }
      console.log(
        formatTable(
          ['NAME', 'REGION', 'SUB-REGION'],
          list.map((c) => [c.name, c.region, c.subregion]),
        ),
      );
      console.log(plural(list.length, 'origin'));
    });
}
