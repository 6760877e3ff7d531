/**
 * Field builders shared by the content schemas: closed-vocabulary values whose error
 * says what the value is not and what it probably meant, and free-text lists.
 */
import { z } from './zod.ts';
import { COUNTRY_NAMES, findCountry } from '../countries.ts';
import { didYouMean } from '../did-you-mean.ts';
import { oneLine } from './text.ts';

function notAllowedMessage(input: unknown, what: string, allowed: readonly string[]): string {
  if (typeof input !== 'string') return `expected ${what}, got ${input === undefined ? 'nothing' : typeof input}`;
  const guess = didYouMean(input, allowed);
  return `"${input}" is not ${what}${guess ? ` (did you mean "${guess}"?)` : ''}`;
}

/**
 * One value of a closed vocabulary. The message names the vocabulary ('a preparation
 * method') and suggests the nearest allowed value.
 */
export function vocabularyValue<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { error: (issue) => notAllowedMessage(issue.input, what, values) });
}

/** A non-empty list of one closed vocabulary, without repeats. */
export function vocabularyList<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return uniqueList(vocabularyValue(values, what));
}

/** One origin: a country name from world-countries, or 'Various'. */
export const countryName = z.string().refine((v) => findCountry(v) !== undefined, {
  error: (issue) => notAllowedMessage(issue.input, 'a country (see `platter countries`)', COUNTRY_NAMES),
});

/** A free-text value: trimmed, non-empty, one line without control characters. */
export const textValue = oneLine()
  // A quoted "[]" is an empty list typed as text: it would show as a value on the board.
  .refine((v) => !/^\[.*\]$/.test(v), {
    error: 'looks like a list written as text: write the field as a YAML list (or [] for none)',
  });

/** A list whose items are unique (case-insensitive). */
export function uniqueList<T extends z.ZodType<string>>(item: T) {
  return z.array(item, { error: 'expected a list' }).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((v, i) => {
      const key = v.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `"${v}" is listed twice` });
      seen.add(key);
    });
  });
}

/** A free-text list (ingredients, components, hint values). */
export const textList = uniqueList(textValue);
