/**
 * A food as the admin screens send it: the content file's snake_case fields, lists as
 * lists (or, as the spec's clients sometimes send them, JSON text or comma-separated
 * text), plus the versions the screen loaded. Checked with the content's own FoodSchema,
 * so the API accepts exactly what a content file may hold; closed-vocabulary values are
 * spelled canonically first ('stir fried' -> 'Stir Fried'), as the CLI does.
 */
import { z } from 'zod';
import { canonicalValue } from '../../core/closed-vocabularies.ts';
import { FOOD_FIELD_ORDER, FOOD_LIST_FIELDS, FoodSchema, type Food } from '../../core/schemas/food.ts';
import { badRequest } from '../http/errors.ts';
import { formatIssues } from '../../core/issues.ts';
import { toList } from '../http/list-input.ts';

/** The fields an admin types: every content field but the derived normalized_* lists. */
const INPUT_FIELDS = FOOD_FIELD_ORDER.filter(
  (f) => f !== 'normalized_key_ingredients' && f !== 'normalized_ingredients',
);

/** The versions a write may carry: the food file's version and/or the HEAD commit the screen loaded. */
export const BaseVersion = z.object({
  /** The version of the thing being changed, from the GET that showed it. */
  version: z.string().max(100).optional(),
  /** The HEAD commit the screen loaded (optional, coarser than version). */
  head: z.string().max(100).optional(),
});

/** The image file a body names: `image`, or the file name at the end of an `image_url`. */
function imageOf(body: Record<string, unknown>): unknown {
  if (body.image !== undefined && body.image !== '') return body.image;
  const url = body.image_url;
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return decodeURIComponent(last);
}

/**
 * The food a body describes, validated with FoodSchema; a 400 names each bad field
 * ('origin[0]: "Thailnd" is not a country ...'). Unknown fields are ignored (slug,
 * versions, the client's camelCase copies).
 */
export function foodFromBody(raw: unknown): Food {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('body: expected a food object');
  const body = raw as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) {
    const value = field === 'image' ? imageOf(body) : body[field];
    if (value === undefined || value === null) continue;
    if ((FOOD_LIST_FIELDS as readonly string[]).includes(field)) {
      const list = toList(value);
      input[field] = Array.isArray(list)
        ? list.map((v) => (typeof v === 'string' ? canonicalValue(field, v) : v))
        : list;
    } else if (typeof value === 'string' && value.trim() === '' && field !== 'name') {
    } else {
      input[field] = value;
    }
  }
  const result = FoodSchema.safeParse(input);
  if (!result.success) throw badRequest(formatIssues(result.error.issues, 'food', input));
  return result.data;
}
