/**
 * A submission as a dish: the submission's fields mapped onto the food schema, with the
 * food fields an admin filled in on the submission (edit form) taking precedence:
 * main_ingredients -> key_ingredients, cooking_method -> preparation_method, course ->
 * course_placement, diet_classification -> dietary_identity, dish_category ->
 * core_components. The schema needs flavour and temperature, which the public form does
 * not ask for: approving a submission without them is refused with a 400 that names
 * every missing field, so the admin fills them in first.
 */
import { canonicalValue } from '../../core/closed-vocabularies.ts';
import { FOOD_LIST_FIELDS, FoodSchema, type Food } from '../../core/schemas/food.ts';
import { foldText } from '../../core/normalise.ts';
import { badRequest } from '../http/errors.ts';
import { formatIssues } from '../../core/issues.ts';
import type { Submission } from './submissions.ts';

/** Course names of the spec's submission form that Platter's course placements spell differently. */
const COURSE_ALIASES: Record<string, string> = {
  'main course': 'Main',
  'lunch/dinner': 'Main',
  lunch: 'Main',
  dinner: 'Main',
  'side dish': 'Side',
};

/** The food fields a submission fills, and where each comes from. */
const SOURCES = {
  core_components: 'dish_category',
  key_ingredients: 'main_ingredients',
  preparation_method: 'cooking_method',
  dietary_identity: 'diet_classification',
  course_placement: 'course',
} as const;

/**
 * The submission's fields as a dish's, not checked yet: what the Food Manager's form
 * opens with when an admin approves, to complete it (icon, hints, closed-list values).
 */
export function submissionDraft(s: Submission): Record<string, unknown> {
  const pick = (field: keyof typeof SOURCES) => (s[field].length > 0 ? s[field] : s[SOURCES[field]]);
  const input: Record<string, unknown> = {
    name: s.name,
    origin: s.origin,
    regions: s.regions,
    core_components: pick('core_components'),
    key_ingredients: pick('key_ingredients'),
    ingredients: s.ingredients,
    preparation_method: pick('preparation_method'),
    flavor_profile: s.flavor_profile,
    dietary_identity: pick('dietary_identity'),
    temperature: s.temperature,
    course_placement: pick('course_placement').map((c) => COURSE_ALIASES[foldText(c)] ?? c),
    description: s.description ?? '',
    ...(s.image ? { image: s.image } : {}),
  };
  for (const field of FOOD_LIST_FIELDS) {
    const value = input[field];
    if (Array.isArray(value))
      input[field] = [...new Map(value.map((v: string) => [foldText(v), canonicalValue(field, v)])).values()];
  }
  return input;
}

/** The dish an approval would add; 400 naming every field the admin still has to fill in. */
export function submissionToFood(s: Submission): Food {
  const input = submissionDraft(s);
  const missing = (['flavor_profile', 'temperature', ...Object.keys(SOURCES)] as (keyof Food)[]).filter(
    (f) => (input[f] as unknown[]).length === 0,
  );
  if (missing.length > 0) {
    throw badRequest(
      `Fill in ${missing.join(', ')} before approving (edit the submission): a dish needs them and the ` +
        'submission has none',
    );
  }
  const result = FoodSchema.safeParse(input);
  if (!result.success)
    throw badRequest(`Edit the submission before approving: ${formatIssues(result.error.issues, 'submission', input)}`);
  return result.data;
}
