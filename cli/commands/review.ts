/**
 * `platter review`: what a content change does to the game, for the maintainer reviewing
 * a pull request. Compares the content at a git REF (default: where the branch left main)
 * with the working tree; the rules live in core/review.ts. It informs and exits 0 whatever
 * it finds (`platter validate` is the gate), unless --fail-on-history asks it to fail (3)
 * when a played day or a past answer changed (CI marks such a pull request); 2 when REF
 * names no commit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { loadContent } from '../../core/node/content.ts';
import { extractTree, GitError, mergeBaseWithMain, repoPath, repoRootOf, resolveCommit } from '../../core/node/git.ts';
import { formatReviewMarkdown, formatReviewText } from '../../core/review-format.ts';
import { reviewContent } from '../../core/review.ts';
import { GATE_RULES } from '../../core/gate.ts';
import { DESCRIPTION_TARGET_TEXT } from '../../core/description-quality.ts';
import { contentDirFor, resolveToday } from '../_context.ts';
import { CliError } from '../_errors.ts';
import { printJson } from '../_output.ts';

/** Exit status for a REF that names nothing (usage error, as git's own). */
export const BAD_REF_EXIT = 2;

/** Exit status with --fail-on-history when the change rewrites history. */
export const HISTORY_EXIT = 3;

interface ReviewOptions {
  base?: string;
  format: 'text' | 'markdown' | 'json';
  today?: string;
  failOnHistory?: boolean;
}

export function defineReviewCommand(program: Command): Command {
  return program
    .command('review')
    .description('what a content change does to the game: dishes and days changed, and the risks a YAML diff hides')
    .option('--base <ref>', 'compare with the content at this git commit or branch (default: where HEAD left main)')
    .addOption(
      new Option('--format <format>', 'text for a terminal, markdown for a pull request, json for scripts')
        .choices(['text', 'markdown', 'json'])
        .default('text'),
    )
    .option('--today <date>', 'count days up to this date (YYYY-MM-DD) as played (default: today in America/New_York)')
    .option(
      '--fail-on-history',
      `exit ${HISTORY_EXIT} when a played day or a past answer's scored fields changed (the risks the admin ` +
        'screens and the CLI refuse without a reason)',
    )
    .addHelpText(
      'after',
      `
Compares the working tree's content with the content at --base and prints the dishes
added, removed, renamed and changed (field by field), the calendar days that changed
(already played, or to come), and the risks, each with why it matters:
  played-day-changed    a day players have already played has another dish
  past-answer-rescored  a scored field changed on the answer of a played day
  missing-icon          a new dish without an icon
  name-lost             a dish removed, or renamed without its old name as an alias
  near-twin             a dish that differs from another on 2 of 9 boxes or fewer
  missing-hints         a new dish without one of the four hint fields
  description-short     a new dish's description below the target (${DESCRIPTION_TARGET_TEXT})
  description-worse     a description that fell in the quality score
The admin screens and the writing commands run the same checks before they write
(core/gate.ts). Exits 0 (validate is the gate), ${HISTORY_EXIT} with --fail-on-history when a played day
or a past answer changed, or ${BAD_REF_EXIT} when --base names no commit.

Examples:
  $ platter review
  $ platter review --base origin/main --format markdown >> "$GITHUB_STEP_SUMMARY"
  $ platter review --base HEAD~3 --format json | jq '.risks'`,
    )
    .action(async (opts: ReviewOptions, cmd: Command) => {
      const contentDir = contentDirFor(cmd);
      const today = resolveToday(opts.today);
      const root = await repoRootOf(contentDir);
      if (!root)
        throw new CliError(`${contentDir} is not in a git repository: review compares the content with a commit`, {
          exitCode: BAD_REF_EXIT,
        });
      let base: { ref: string; commit: string } | undefined;
      if (opts.base !== undefined) {
        const commit = await resolveCommit(root, opts.base);
        if (!commit)
          throw new CliError(
            `--base: "${opts.base}" names no commit in ${root} (a branch not fetched? try origin/main)`,
            { exitCode: BAD_REF_EXIT },
          );
        base = { ref: opts.base, commit };
      } else {
        base = await mergeBaseWithMain(root);
        if (!base)
          throw new CliError('the repository has no commit to compare with: pass --base <ref>', {
            exitCode: BAD_REF_EXIT,
          });
      }
      const prefix = repoPath(root, contentDir);
      const scratch = mkdtempSync(join(tmpdir(), 'platter-review-'));
      try {
        try {
          await extractTree(root, base.commit, prefix, scratch);
        } catch (error) {
          if (error instanceof GitError)
            throw new CliError(`--base: ${base.ref} has no ${prefix || 'content'}/ folder to compare with`, {
              exitCode: BAD_REF_EXIT,
            });
          throw error;
        }
        const before = loadContent(join(scratch, prefix)).content;
        const after = loadContent(contentDir).content;
        const review = reviewContent(before, after, today);
        const label = `${base.ref} (${base.commit.slice(0, 12)})`;
        if (opts.format === 'json') printJson({ base: { ref: base.ref, commit: base.commit }, ...review });
        else if (opts.format === 'markdown') console.log(formatReviewMarkdown(review, label));
        else console.log(formatReviewText(review, label));
        const history = review.risks.filter((r) => GATE_RULES[r.kind] === 'history');
        if (opts.failOnHistory && history.length > 0) {
          console.error(
            `platter: the change rewrites history (${history.map((r) => r.message).join('; ')}): merge it ` +
              'only on purpose, saying why',
          );
          process.exitCode = HISTORY_EXIT;
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
}
