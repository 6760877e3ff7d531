/** `platter fmt`: every content file in its one canonical form, so diffs show only real changes. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { displayPath, loadContent } from '../../core/node/content.ts';
import { CONTENT_FILES } from '../../core/content-paths.ts';
import {
  affiliateToYaml,
  calendarToYaml,
  canonicalGroupsText,
  foodPath,
  foodToYaml,
  tagsToYaml,
  writeFileAtomic,
} from '../../core/node/write.ts';
import { contentDirFor } from '../_context.ts';
import { plural } from '../_output.ts';
import { formatProblem } from './validate.ts';

export function defineFmtCommand(program: Command): Command {
  return program
    .command('fmt')
    .description('rewrite every content file canonically (key order, block lists, derived fields recomputed)')
    .option('--check', 'change nothing; list the files that are not canonical and exit 1 if any')
    .addHelpText(
      'after',
      `
Files with errors are left alone (fix them first: \`platter validate\`). Comments are
kept in relations.yaml and vocabulary.yaml only; in a dish file put references in its
\`source\` field instead.

Examples:
  $ platter fmt
  $ platter fmt --check`,
    )
    .action((opts: { check?: boolean }, cmd: Command) => {
      const root = contentDirFor(cmd);
      const { content, problems } = loadContent(root);
      const broken = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.file));
      const targets: { file: string; text: string }[] = content.foods.map((food) => ({
        file: foodPath(root, food.slug),
        text: foodToYaml(food),
      }));
      // relations.yaml and vocabulary.yaml carry comments that explain their groups:
      // they are restyled in place rather than rendered from data.
      const others: [string, (text: string) => string][] = [
        [CONTENT_FILES.calendar, () => calendarToYaml(content.calendar)],
        [CONTENT_FILES.relations, (text) => canonicalGroupsText(text, CONTENT_FILES.relations)],
        [CONTENT_FILES.affiliate, () => affiliateToYaml(content.affiliate)],
        [CONTENT_FILES.tags, () => tagsToYaml(content.tags)],
        [CONTENT_FILES.vocabulary, (text) => canonicalGroupsText(text, CONTENT_FILES.vocabulary)],
      ];
      for (const [name, render] of others) {
        const file = join(root, name);
        if (existsSync(file) && !broken.has(displayPath(file)))
          targets.push({ file, text: render(readFileSync(file, 'utf8')) });
      }
      const changed = targets.filter((t) => readFileSync(t.file, 'utf8') !== t.text);
      const skipped = problems.filter((p) => p.severity === 'error');
      for (const p of skipped) console.error(formatProblem(p));
      if (skipped.length > 0) {
        console.error(
          `${plural(broken.size, 'file')} with errors ${broken.size === 1 ? 'was' : 'were'} not formatted; ` +
            `fix ${broken.size === 1 ? 'it' : 'them'} first.`,
        );
        process.exitCode = 1;
      }
      if (opts.check) {
        for (const t of changed) console.log(displayPath(t.file));
        if (changed.length > 0) {
          console.log(`${plural(changed.length, 'file')} not in canonical format: run \`platter fmt\``);
          process.exitCode = 1;
        } else {
          console.log(`All ${plural(targets.length, 'file')} are canonical.`);
        }
        return;
      }
      for (const t of changed) {
        writeFileAtomic(t.file, t.text);
        console.log(`formatted ${displayPath(t.file)}`);
      }
      console.log(`${plural(changed.length, 'file')} formatted, ${targets.length - changed.length} already canonical.`);
    });
}
