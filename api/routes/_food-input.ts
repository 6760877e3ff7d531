/**
 * How the game routes take a food: by name (resolved on the server) or as an object with
 * the scored fields, as the spec's clients send them. Category values may arrive as
 * JSON-encoded text ('["Thailand"]'), which is parsed first, as the spec says.
 */
import { z } from 'zod';
import { SCORED_CATEGORIES, type ScoredCategory } from '../../core/categories.ts';
import type { ScorableFood } from '../../core/scoring.ts';
import { FoodSchema } from '../../core/schemas/food.ts';
import { parseJsonText } from '../../core/nesting.ts';
import { textList } from '../../core/schemas/vocabulary.ts';
import { findFood, type ContentState } from '../content-state.ts';
import { notFound } from '../http/errors.ts';

/** JSON text parsed (within the nesting limit); anything else as it came. */
function parseJsonList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseJsonText(value) ?? value;
}

const FoodName = z
  .string({ error: 'expected a food name or a food object' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'at most 200 characters');

/** A content schema's list field that also accepts the same list as JSON text. */
function listField<S extends z.ZodType>(schema: S) {
  return z.preprocess(parseJsonList, schema);
}

/**
 * A food object: the scored fields are required and checked against the same
 * vocabularies as content files ('"Asai" is not a region (did you mean "Asia"?)'); the
 * full ingredient list is optional. Other fields (description, slug ...) are ignored.
 */
export const FoodObjectInput = z.object({
  name: FoodName,
  ingredients: listField(textList)
    .optional()
    .transform((v) => v ?? []),
  ...(Object.fromEntries(SCORED_CATEGORIES.map((field) => [field, listField(FoodSchema.shape[field])])) as {
    [F in ScoredCategory]: z.ZodPipe<z.ZodTransform, (typeof FoodSchema.shape)[F]>;
  }),
});

/** A food by name or as an object. */
export const FoodInput = z.union([FoodName, FoodObjectInput]);
/** A food as a game route received it: a name or an object. */
export type FoodInput = z.output<typeof FoodInput>;

/** The name a food input carries. */
export function inputName(input: FoodInput): string {
  return typeof input === 'string' ? input : input.name;
}

/** The food to score: the object as given, or the content's food of that name (404 when none, naming the field). */
export function resolveFood(state: ContentState, input: FoodInput, field: string): ScorableFood {
  if (typeof input !== 'string') return input;
  const food = findFood(state, input);
  if (!food) throw notFound(`${field}: Food not found: "${input}"`);
  return food;
}
