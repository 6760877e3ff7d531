/** `platter validate`: the gate every build and every content pull request passes through. */
import type { Command } from 'commander';
import { checkContent } from '../../core/node/check.ts';
import { displayPath, type ContentProblem } from '../../core/node/content.ts';
import { contentDirFor } from '../_context.ts';
import { printJson, plural } from '../_output.ts';

/** One problem as editors and terminals link it: `file:line:col path: message`. */
export function formatProblem(p: ContentProblem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  return `${where} ${p.path ? `${p.path}: ` : ''}${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

export function defineValidateCommand(program: Command): Command {
  return program
    .command('validate')
    .description(
      'check every content file: schema, vocabularies, calendar, duplicates, derived fields, hint fields, ' +
        'spelling drift',
    )
    .option('--json', 'print the problems and counts as JSON')
    .option('--quiet', 'print only the problems and the summary line')
    .addHelpText(
      'after',
      `
Prints each problem as file:line:col path: message (errors first, then warnings) and
ends with a summary. Exits with status 1 when there is an error.

Examples:
  $ platter validate
  $ platter validate --quiet
  $ platter validate --json | jq '.problems[] | select(.severity == "error")'`,
    )
    .action((opts: { json?: boolean; quiet?: boolean }, cmd: Command) => {
      const { content, problems } = checkContent(contentDirFor(cmd));
      const errors = problems.filter((p) => p.severity === 'error');
      const warnings = problems.filter((p) => p.severity === 'warning');
      const counts = {
        foods: content.foods.length,
        calendarDays: Object.keys(content.calendar).length,
        errors: errors.length,
        warnings: warnings.length,
      };
      if (errors.length > 0) process.exitCode = 1;
      if (opts.json) {
        printJson({ ...counts, problems });
        return;
      }
      if (!opts.quiet) console.log(`Checking ${displayPath(content.root)}`);
      for (const p of problems) console.log(formatProblem(p));
      if (!opts.quiet && errors.some((p) => p.message.includes('run `platter fmt`'))) {
        console.log('Derived fields are out of date: `platter fmt` recomputes them.');
      }
      console.log(
        `${plural(counts.foods, 'food')}, ${plural(counts.calendarDays, 'calendar day')}, ` +
          `${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`,
      );
    });
}
