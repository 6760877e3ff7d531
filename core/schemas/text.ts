/**
 * Rules for text that people type and that may end up in a file name, a commit message
 * or a page: no control characters, and a length a dish name can sensibly have. Written
 * once here; the content schemas and the API's body reader both use them.
 */
import { z } from './zod.ts';

/** The longest dish name (a file name is made from it, and the board must show it). */
export const MAX_DISH_NAME = 80;

// C0 controls, DEL and C1 controls. Tab, line feed and carriage return are told apart below.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Whether `text` holds a control character: any at all for one-line text (names, list
 * values), or any but tab and line breaks where several lines are allowed (descriptions,
 * messages).
 */
export function hasControlCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}

/** The message for a value that holds a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (such as NUL or a line break)';

/**
 * One line of text: trimmed, non-empty (with `requiredMessage` when empty) and free of
 * control characters. For names and labels that become file names, commit messages or tags.
 */
export function oneLine(requiredMessage = 'must not be empty') {
  return z
    .string({ error: 'expected text' })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTER_MESSAGE });
}

/** A link a page may follow: an absolute http or https URL (never javascript: or data:). */
export const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
