/**
 * The gate (core/gate.ts) at the CLI's door, the same as the admin API's: before a
 * writing command writes, what `platter review` would say of the change is sorted into
 * history (a played day or a past answer's scored fields: refused unless
 * `--rewrite-history "why"`), errors (refused with the reason) and warnings (asked at a
 * terminal, else refused unless `--yes`). A change that rewrites history is committed with
 * the reason in its message; `--commit` commits any change the same way.
 */
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import {
  describeRisks,
  type GateOptions,
  type GateVerdict,
  gateChange,
  historyCommitMessage,
  historyRefusal,
  REWRITE_REASON_LIMITS,
} from '../core/gate.ts';
import { displayPath } from '../core/node/content.ts';
import { commitPaths, GitError, repoRootOf } from '../core/node/git.ts';
import type { ReviewedContent } from '../core/review.ts';
import { resolveToday } from './_context.ts';
import { CliError } from './_errors.ts';
import { interactive } from './_food-fields.ts';

/** The gate's options of a writing command, as commander parses them. */
export interface GateFlags {
  rewriteHistory?: string;
  yes?: boolean;
  commit?: boolean;
  today?: string;
}

/** Adds --rewrite-history, --yes, --commit (and --today where the command has none) to a writing command. */
export function addGateOptions(cmd: Command): Command {
  if (!cmd.options.some((o) => o.long === '--today'))
    cmd.option('--today <date>', "today's date (default: the puzzle date in America/New_York)");
  return cmd
    .option(
      '--rewrite-history <reason>',
      'change a played day (today or earlier) or a past answer on purpose; the change is committed with the reason',
    )
    .option('--yes', "save despite the review's warnings (a near twin, missing hints, a description below target)")
    .option('--commit', 'commit the change in the content repository, with the message the admin screens would write');
}

/** A change the gate let through, and where to commit it. */
export interface GatePass {
  verdict: GateVerdict;
  /** The repository to commit in, when the change is to be committed. */
  repo: string | undefined;
  flags: GateFlags;
}

async function confirmAtTerminal(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

/**
 * Runs the gate on the change from `before` to `after` in the content at `root`, before
 * anything is written: throws a CliError that says what to do, or answers how to go on.
 */
export async function passGate(
  root: string,
  before: ReviewedContent,
  after: ReviewedContent,
  flags: GateFlags,
  options: GateOptions = {},
): Promise<GatePass> {
  const verdict = gateChange(before, after, resolveToday(flags.today), options);
  if (verdict.errors.length > 0) throw new CliError(`nothing was written: ${describeRisks(verdict.errors)}`);
  const reason = flags.rewriteHistory?.trim();
  if (verdict.history.length > 0) {
    if (!reason) {
      throw new CliError(
        `${historyRefusal(verdict.history)} Nothing was written; to change it anyway, give --rewrite-history ` +
          '"why" (the change is then committed with the reason).',
      );
    }
    if (reason.length < REWRITE_REASON_LIMITS.min || reason.length > REWRITE_REASON_LIMITS.max)
      throw new CliError(
        `--rewrite-history: say why the played days change, in ${REWRITE_REASON_LIMITS.min} to ` +
          `${REWRITE_REASON_LIMITS.max} characters`,
      );
  }
  if (verdict.warnings.length > 0 && !flags.yes) {
    const lines = verdict.warnings.map((w) => `warning: [${w.kind}] ${w.message}`);
    if (!interactive())
      throw new CliError('nothing was written: the review warns about this change', {
        details: [...lines, 'pass --yes to save anyway'],
      });
    for (const line of lines) console.log(line);
    if (!(await confirmAtTerminal('Save anyway? [y/N] '))) throw new CliError('cancelled: nothing was written');
  }
  const committing = flags.commit || verdict.history.length > 0;
  const repo = committing ? await repoRootOf(root) : undefined;
  if (committing && !repo)
    throw new CliError(
      `${flags.commit ? '--commit' : '--rewrite-history'}: ${displayPath(root)} is not in a git repository, ` +
        `so the change could not be committed${flags.commit ? '' : ' with its reason'}; nothing was written`,
    );
  return { verdict, repo, flags };
}

/**
 * Commits `files` (absolute paths written or removed) when the change is to be committed:
 * `--commit`, or a rewrite of history, whose reason the message carries. Prints the commit.
 */
export async function commitIfAsked(pass: GatePass, files: readonly string[], subject: string): Promise<void> {
  if (!pass.repo) return;
  const reason = pass.verdict.history.length > 0 ? pass.flags.rewriteHistory : undefined;
  const message = reason ? historyCommitMessage(subject, pass.verdict.history, reason) : subject;
  try {
    const done = await commitPaths(pass.repo, files, message);
    console.log(
      done ? `committed ${done.commit.slice(0, 12)}: ${subject}` : 'nothing to commit: the files already match HEAD',
    );
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new CliError(`the change was written but not committed: ${error.message.split('\n')[0]}`, {
      details: [`commit it yourself with the message:\n${message}`],
    });
  }
}
