/**
 * The food fields as command-line flags: one flag per field (--core-components), lists
 * split on commas as the spec's admin form does, closed-vocabulary values matched to
 * their canonical spelling, and prompts for what is missing when a person is at a
 * terminal. Which fields exist and which are required comes from FoodSchema.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { CATEGORY_INFO, HINTS, SCORED_CATEGORIES } from '../core/categories.ts';
import { canonicalValue, closedVocabulary } from '../core/closed-vocabularies.ts';
import { findIcon } from '../core/icons.ts';
import { TARGET_WORDS } from '../core/description-quality.ts';
import { splitList } from '../core/normalise.ts';
import { FOOD_FIELD_ORDER, FOOD_LIST_FIELDS, FoodSchema, type Food, type FoodInput } from '../core/schemas/food.ts';
import { formatIssuePath, issueTexts } from '../core/issues.ts';
import { CliError } from './_errors.ts';

/**
 * The fields a person types: not the derived normalized_* lists, not image (see `platter
 * images add`), not the names in other languages (a map, edited in the file).
 */
export const EDITABLE_FIELDS = FOOD_FIELD_ORDER.filter(
  (f) => !f.startsWith('normalized_') && f !== 'image' && f !== 'names',
) as EditableField[];
export type EditableField = Exclude<
  (typeof FOOD_FIELD_ORDER)[number],
  'normalized_key_ingredients' | 'normalized_ingredients' | 'image' | 'names'
>;

const OTHER_HELP: Partial<Record<EditableField, string>> = {
  name: 'the display name, e.g. "Pad Thai" (the file is named by its slug)',
  aliases: 'other names a player may type, e.g. "pho" for "Phở"',
  ingredients: 'the full ingredient list; a guessed key ingredient found here scores yellow',
  primary_protein: 'the main protein, e.g. "chicken, tofu" ("" for none)',
  base_carbohydrate: 'the starch it is built on, e.g. "rice"',
  fermentation_preservation: 'fermented or preserved parts, e.g. "fish sauce"',
  fat_source: 'the main fat, e.g. "olive oil"',
  description: `paragraphs, "- " bullets, **bold**, *italic*; ${TARGET_WORDS.min} to ${TARGET_WORDS.max} words`,
  source: 'a reference for the facts (a URL or a book)',
  renown: 'how widely the dish is known, 1 (regional) to 5 (known worldwide); search ranks by it',
  icon: 'the picture shown when the dish has no photo: a food or drink emoji, or its name, e.g. "🍜" or "steaming bowl"',
};

/** Whether a field is a list (comma-separated on the command line). */
export function isListField(field: EditableField): boolean {
  return (FOOD_LIST_FIELDS as readonly string[]).includes(field);
}

/** Required fields are the ones the schema rejects when absent (name and the nine categories' lists). */
export function isRequired(field: EditableField): boolean {
  return !FoodSchema.shape[field].safeParse(undefined).success;
}

/** '--core-components' for core_components. */
export function flagOf(field: EditableField): string {
  return `--${field.replaceAll('_', '-')}`;
}

/** commander's option key for a field: coreComponents. */
function optionKey(field: EditableField): string {
  return field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function helpFor(field: EditableField): string {
  const scored = (SCORED_CATEGORIES as readonly string[]).includes(field)
    ? CATEGORY_INFO[field as keyof typeof CATEGORY_INFO].help
    : undefined;
  const hint = HINTS.find((h) => h.field === field);
  const base =
    OTHER_HELP[field] ??
    scored ??
    (hint ? `hint "${hint.label}", shown after ${hint.unlockAfter} wrong guesses` : field);
  const allowed = closedVocabulary(field);
  const choices =
    allowed && field !== 'origin' ? ` (${allowed.join(', ')})` : field === 'origin' ? ' (see `platter countries`)' : '';
  return `${base}${choices}${isListField(field) ? '; comma-separated' : ''}${isRequired(field) ? '; required' : ''}`;
}

/** Adds one option per editable field (and --description-file) to `cmd`. */
export function addFieldOptions(cmd: Command): Command {
  for (const field of EDITABLE_FIELDS) {
    const placeholder = isListField(field)
      ? '<list>'
      : field === 'description'
        ? '<text>'
        : field === 'renown'
          ? '<1-5>'
          : '<value>';
    cmd.option(`${flagOf(field)} ${placeholder}`, helpFor(field));
  }
  cmd.option('--description-file <file>', 'read the description from a file');
  return cmd;
}

/** The raw value of one field as typed, split and spelled canonically. */
export function parseFieldValue(field: EditableField, raw: string): string | string[] | number {
  // An icon may be typed by its name ('steaming bowl'); the file keeps the emoji.
  if (field === 'icon') return findIcon(raw) ?? raw.trim();
  // A number when it reads as one; otherwise the text, which the schema refuses by name.
  if (field === 'renown') return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw.trim();
  if (!isListField(field)) return raw.trim();
  return splitList(raw).map((v) => canonicalValue(field, v));
}

/** The fields given as flags, parsed; fields not given are absent. */
export function fieldsFromOptions(
  opts: Record<string, unknown>,
): Partial<Record<EditableField, string | string[] | number>> {
  const fields: Partial<Record<EditableField, string | string[] | number>> = {};
  for (const field of EDITABLE_FIELDS) {
    const raw = opts[optionKey(field)];
    if (typeof raw === 'string') fields[field] = parseFieldValue(field, raw);
  }
  if (typeof opts.descriptionFile === 'string') {
    if (fields.description !== undefined)
      throw new CliError('give either --description or --description-file, not both');
    try {
      fields.description = readFileSync(opts.descriptionFile, 'utf8').trim();
    } catch (e) {
      throw new CliError(`--description-file: cannot read ${opts.descriptionFile} (${(e as Error).message})`);
    }
  }
  return fields;
}

/** Whether a field has a usable value in `input`. */
function present(input: Partial<Record<EditableField, unknown>>, field: EditableField): boolean {
  const v = input[field];
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '';
}

/** The required fields missing from `input`. */
export function missingRequired(input: Partial<Record<EditableField, unknown>>): EditableField[] {
  return EDITABLE_FIELDS.filter((f) => isRequired(f) && !present(input, f));
}

/** Whether prompts can be shown: a person at a terminal on both ends. */
export function interactive(): boolean {
  return Boolean(process.stdin.isTTY && process.stdout.isTTY);
}

/**
 * Asks for each missing field in turn, repeating a question until the answer is valid.
 * Lines are read through readline's buffered iterator, so answers pasted or typed ahead
 * are kept; Ctrl+D or Ctrl+C ends the command without writing anything.
 */
export async function promptFor(
  fields: readonly EditableField[],
  input: Partial<Record<EditableField, string | string[] | number>>,
): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const lines = rl[Symbol.asyncIterator]();
  const cancelled = new CliError('cancelled: nothing was written');
  let interrupted = false;
  rl.on('SIGINT', () => {
    interrupted = true;
    rl.close();
  });
  const ask = async (question: string): Promise<string> => {
    rl.setPrompt(question);
    rl.prompt();
    const next = await lines.next();
    if (next.done || interrupted) throw cancelled;
    return next.value;
  };
  try {
    for (const field of fields) {
      const allowed = closedVocabulary(field);
      if (allowed && field !== 'origin') console.log(`  ${field}: one or more of ${allowed.join(', ')}`);
      for (;;) {
        const value = parseFieldValue(field, await ask(`${field}${isListField(field) ? ' (comma-separated)' : ''}: `));
        const check = FoodSchema.shape[field].safeParse(value);
        if (check.success) {
          input[field] = value;
          break;
        }
        console.log(
          `  ${issueTexts(check.error.issues, { input: value })
            .map((t) => t.message)
            .join('; ')}`,
        );
      }
    }
  } catch (e) {
    // readline rejects with an AbortError when the terminal closes the input.
    if (e instanceof Error && e.name === 'AbortError') throw cancelled;
    throw e;
  } finally {
    rl.close();
  }
}

/**
 * Parses a complete food with the schema; on failure, one line per problem naming the
 * flag to fix (`--preparation-method: "Fryed" is not a preparation method ...`).
 */
export function parseFood(input: FoodInput): Food {
  const result = FoodSchema.safeParse(input);
  if (result.success) return result.data;
  throw new CliError('the food is not valid; nothing was written', {
    details: issueTexts(result.error.issues, { input, fields: EDITABLE_FIELDS }).map((t) => {
      const [field, ...rest] = t.path;
      const flag =
        typeof field === 'string' && (EDITABLE_FIELDS as readonly string[]).includes(field)
          ? flagOf(field as EditableField)
          : String(field ?? '');
      return `${flag}${rest.length ? formatIssuePath(rest).replace(/^([^[])/, '.$1') : ''}: ${t.message}`;
    }),
  });
}
