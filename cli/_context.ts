/**
 * What every command shares: where the content is, what "today" is, finding a dish by
 * what a person types, and the rule that a write never makes the content worse.
 */
import { issueTexts } from '../core/issues.ts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { puzzleDate } from '../core/days.ts';
import { displayPath, loadContent, type LoadResult } from '../core/node/content.ts';
import { IsoDate } from '../core/schemas/calendar.ts';
import { isIsoDateText } from '../core/schemas/day-of-play.ts';
import type { FoodRecord } from '../core/schemas/food.ts';
import { buildSearchIndex, findFoodIn, suggestFromIndex } from '../core/search.ts';
import { didYouMean } from '../core/did-you-mean.ts';
import {
  addedIssues,
  describeContentIssue,
  validateContent,
  type ContentIssue,
  type ValidationInput,
} from '../core/validate.ts';
import { CliError } from './_errors.ts';
import { FOODS_DIR } from '../core/content-paths.ts';

/** The environment variable that fixes "now" (an ISO date or date-time), for tests and rehearsals. */
export const NOW_ENV = 'PLATTER_NOW';

/** The content directory chosen with the global --content option (default ./content). */
export function contentRoot(cmd: Command): string {
  const { content } = cmd.optsWithGlobals<{ content: string }>();
  return resolve(content);
}

/** The content directory, refusing one that is clearly not a content directory. */
export function contentDirFor(cmd: Command): string {
  const root = contentRoot(cmd);
  if (!existsSync(join(root, FOODS_DIR))) {
    throw new CliError(
      `no content at ${displayPath(root)} (it has no foods/ folder): run platter from the repository root or ` +
        'pass --content <dir>',
    );
  }
  return root;
}

/** Loads the content for a command (see contentDirFor). */
export function loadForCommand(cmd: Command): LoadResult {
  return loadContent(contentDirFor(cmd));
}

/** A date option checked as YYYY-MM-DD, with the flag named in the error. */
export function parseDate(value: string, what: string): string {
  const result = IsoDate.safeParse(value);
  if (!result.success)
    throw new CliError(
      `${what}: "${value}" ${issueTexts(result.error.issues, { sentences: true })[0]?.message ?? 'is not a date'}`,
    );
  return value;
}

/**
 * Today's puzzle date in America/New_York: --today if given, else PLATTER_NOW (a date or
 * an ISO instant), else the clock.
 */
export function resolveToday(option: string | undefined): string {
  if (option !== undefined) return parseDate(option, '--today');
  const env = process.env[NOW_ENV];
  if (env) {
    if (isIsoDateText(env)) return parseDate(env, NOW_ENV);
    const instant = new Date(env);
    if (Number.isNaN(instant.getTime()))
      throw new CliError(`${NOW_ENV}="${env}" is neither a date (YYYY-MM-DD) nor an ISO time`);
    return puzzleDate(instant);
  }
  return puzzleDate(new Date());
}

/**
 * The dish a person means: its slug, its name or one of its aliases (case and accents
 * ignored). Otherwise an error with the closest names.
 */
export function findFood(foods: readonly FoodRecord[], query: string): FoodRecord {
  const index = buildSearchIndex(foods);
  const found = findFoodIn(foods, query, index);
  if (found) return found;
  const close = new Set(suggestFromIndex(index, query, { limit: 3 }));
  const typo = didYouMean(
    query,
    foods.map((f) => f.name),
  );
  if (typo) close.add(typo);
  const hint =
    close.size > 0
      ? ` (did you mean ${[...close].map((n) => `"${n}"`).join(', ')}?)`
      : '; list them with `platter foods list`';
  throw new CliError(`no food "${query}"${hint}`);
}

/**
 * Refuses a write that would add errors to the content (see addedIssues: errors already
 * there do not block an unrelated change). Returns the warnings the change adds, for the
 * command to show.
 */
export function assertNoNewErrors(before: ValidationInput, after: ValidationInput): ContentIssue[] {
  const added = addedIssues(validateContent(before), validateContent(after));
  if (added.errors.length > 0) {
    throw new CliError('nothing was written: the change would make the content invalid', {
      details: added.errors.map(describeContentIssue),
    });
  }
  return added.warnings;
}

/** Refuses to rewrite a file that did not load cleanly: writing it would drop what failed to parse. */
export function assertLoadedCleanly(loaded: LoadResult, relativeFile: string): void {
  const abs = join(loaded.content.root, relativeFile);
  const bad = loaded.problems.filter((p) => p.severity === 'error' && resolve(p.file) === abs);
  if (bad.length > 0) {
    throw new CliError(
      `${displayPath(abs)} has errors; fix them first (\`platter validate\`), so that rewriting it loses nothing`,
      {
        details: bad.map((p) => `${p.file}:${p.line}:${p.column} ${p.path ? `${p.path}: ` : ''}${p.message}`),
      },
    );
  }
}
