/**
 * Turning zod issues into the words a person reads, in one place for every reader of a
 * schema: issueTexts words each problem (the field, what is wrong); the content loader
 * places it at file:line:column, the API prints one line for a 400, the CLI a line per
 * problem, a form its sentence. Browser-safe.
 */
import type { z } from 'zod';
import { didYouMean } from './did-you-mean.ts';

type Issue = z.core.$ZodIssue;

/** 'preparation_method[1]', 'guess.origin', '2026-09-01': a field path as messages print it. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)),
    '',
  );
}

/** What a missing field reads, wherever it is missing. */
export const MISSING_FIELD = 'is required';

/**
 * The issue a person should read first, and its full path. For a union (a food given as a
 * name or as an object) that is the branch the input was meant for: the one whose issues
 * are not about the top-level type.
 */
export function leafIssue(issue: Issue, base: readonly PropertyKey[] = []): { issue: Issue; path: PropertyKey[] } {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branch = issue.errors.find((errs) => errs.some((e) => e.path.length > 0)) ?? issue.errors[0]!;
    const first = branch.find((e) => e.path.length > 0) ?? branch[0];
    if (first) return leafIssue(first, path);
  }
  return { issue, path };
}

const MISSING = Symbol('missing');

/** The value at a path in the input, or MISSING when a key on the way is absent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return MISSING;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * One zod issue in words: zod's defaults ('Unrecognized keys', 'Invalid input: ') are
 * replaced; our schemas' own messages ('"Fryed" is not a preparation method (did you mean
 * "Fried"?)') pass through. `input` is what was parsed, to tell a missing field from a
 * wrong one (unless the schema speaks in `sentences`); `path` is the issue's full path.
 */
function describeIssue(issue: Issue, input: unknown, path: readonly PropertyKey[], sentences: boolean): string {
  if (issue.code === 'invalid_key') {
    const key = path.at(-1);
    const inner = issue.issues[0]?.message ?? 'is not allowed';
    return `"${String(key)}" ${inner}`;
  }
  const message = issue.message.replace(/^Invalid input: /, '').replace(/^Invalid option: /, '');
  if (sentences) return message;
  const value = path.length > 0 ? valueAt(input, path) : input;
  if (value === MISSING || (issue.code === 'invalid_type' && value === undefined && path.length > 0))
    return MISSING_FIELD;
  if (issue.code === 'invalid_type' && value === null) return `is empty: ${message}`;
  return message;
}

/** Close matches for an unknown key, e.g. 'ingredient' for 'ingredients'. */
export function unknownKeyMessage(key: string, allowed: readonly string[]): string {
  if (allowed.length === 0) return `"${key}" is not a field`;
  const guess = didYouMean(key, allowed);
  return `"${key}" is not a field${guess ? ` (did you mean "${guess}"?)` : `; the fields are ${allowed.join(', ')}`}`;
}

/** One problem of a parse, in words. */
export interface IssueText {
  /** The full path of the value (of the key, for a problem with a key). */
  path: PropertyKey[];
  /** The path as messages print it ('preparation_method[1]'); '' for the whole value. */
  field: string;
  /** What is wrong, without the field: 'is required', 'expected a list'. */
  message: string;
  /** The problem is the key itself (unknown, or not an allowed key), not its value. */
  key: boolean;
}

export interface IssueTextOptions {
  /** What was parsed: tells a missing field ('is required') from a wrong one. */
  input?: unknown;
  /** The fields an object may have: an unknown key is named with a did-you-mean among them. */
  fields?: readonly string[];
  /**
   * The schema speaks in whole sentences a form shows as they are ('Please enter both
   * username/email and password'): its own message even for a missing field.
   */
  sentences?: boolean;
}

/**
 * The one renderer of zod issues: every reader of a schema (the content loader, the API's
 * 400s, the CLI, the forms, the options) words its problems through this, then prints them
 * its own way (a file:line:column, a line, a list). An unknown key is one problem per key.
 */
export function issueTexts(issues: readonly Issue[], opts: IssueTextOptions = {}): IssueText[] {
  const texts: IssueText[] = [];
  for (const raw of issues) {
    if (raw.code === 'unrecognized_keys') {
      for (const key of raw.keys) {
        const path = [...raw.path, key];
        texts.push({
          path,
          field: formatIssuePath(path),
          message: unknownKeyMessage(key, opts.fields ?? []),
          key: true,
        });
      }
      continue;
    }
    const { issue, path } = leafIssue(raw);
    const message = describeIssue(issue, opts.input, path, opts.sentences === true);
    texts.push({ path, field: formatIssuePath(path), message, key: issue.code === 'invalid_key' });
  }
  return texts;
}

/** 'guess.origin: expected a list', 'query is required', 'value: expected a number': an issue as one line. */
export function issueLine(text: IssueText, what = 'value'): string {
  if (!text.field) return `${what}: ${text.message}`;
  return `${text.field}${text.message === MISSING_FIELD ? ' ' : ': '}${text.message}`;
}

/**
 * The issues of one parse as one line, a message per bad field (the first three), field
 * first: 'guess.origin: expected a list', 'query is required'. `what` names the whole
 * value when the issue is about it ('body: expected a JSON object'). The API's 400s.
 */
export function formatIssues(issues: readonly Issue[], what: string, input?: unknown): string {
  const byField = new Map<string, string>();
  for (const text of issueTexts(issues, { input })) {
    if (!byField.has(text.field)) byField.set(text.field, issueLine(text, what));
  }
  return [...byField.values()].slice(0, 3).join('; ');
}
