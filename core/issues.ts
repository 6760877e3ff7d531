/**
 * Turning zod issues into the words a person reads, in one place for every reader of a
 * schema: the content loader (file:line:column problems), the API (a 400 naming the
 * field) and the CLI. Browser-safe.
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
 * wrong one; `path` is the issue's full path when it was reached through a union.
 */
export function describeIssue(issue: Issue, input: unknown, path: readonly PropertyKey[] = issue.path): string {
  if (issue.code === 'invalid_key') {
    const key = path.at(-1);
    const inner = issue.issues[0]?.message ?? 'is not allowed';
    return `"${String(key)}" ${inner}`;
  }
  const value = path.length > 0 ? valueAt(input, path) : input;
  if (value === MISSING || (issue.code === 'invalid_type' && value === undefined && path.length > 0))
    return MISSING_FIELD;
  const message = issue.message.replace(/^Invalid input: /, '').replace(/^Invalid option: /, '');
  if (issue.code === 'invalid_type' && value === null) return `is empty: ${message}`;
  return message;
}

/** Close matches for an unknown key, e.g. 'ingredient' for 'ingredients'. */
export function unknownKeyMessage(key: string, allowed: readonly string[]): string {
  const guess = didYouMean(key, allowed);
  return `"${key}" is not a field${guess ? ` (did you mean "${guess}"?)` : `; the fields are ${allowed.join(', ')}`}`;
}

/**
 * The issues of one parse as one line, a message per bad field (the first three), field
 * first: 'guess.origin: expected a list', 'query is required'. `what` names the whole
 * value when the issue is about it ('body: expected a JSON object').
 */
export function formatIssues(issues: readonly Issue[], what: string, input?: unknown): string {
  const byField = new Map<string, string>();
  for (const raw of issues) {
    const { issue, path } = leafIssue(raw);
    const field = formatIssuePath(path);
    if (byField.has(field)) continue;
    const text = describeIssue(issue, input, path);
    byField.set(field, field ? `${field}${text === MISSING_FIELD ? ' ' : ': '}${text}` : `${what}: ${text}`);
  }
  return [...byField.values()].slice(0, 3).join('; ');
}

/** Each issue as 'field: message', every one (environment variables, a file's first problem). */
export function issueLines(issues: readonly Issue[], input?: unknown): string[] {
  return issues.map((raw) => {
    const { issue, path } = leafIssue(raw);
    return `${formatIssuePath(path) || 'value'}: ${describeIssue(issue, input, path)}`;
  });
}

/**
 * The schemas' own messages, without a field (for forms whose schemas speak in whole
 * sentences: 'Please enter both username/email and password'); zod's generic prefixes
 * removed.
 */
export function ownMessages(issues: readonly Issue[]): string[] {
  return issues.map((i) => i.message.replace(/^Invalid input: /, '').replace(/^Invalid option: /, ''));
}
