/**
 * content/i18n/<locale>.yaml: the vocabularies in one language, so that a board's cells
 * and the hints read in the player's language. Each field maps the English value, as the
 * dishes write it, to its translation ('Baked: Horneado'). Countries are not listed: their
 * names come from the i18n-iso-countries package (core/vocabulary-i18n.ts).
 */
import { z } from './zod.ts';
import { textValue } from './vocabulary.ts';

/** The fields whose values are translated: the closed vocabularies first, then the open ones the board and hints
 * show.
 */
export const TRANSLATED_FIELDS = [
  'regions',
  'preparation_method',
  'flavor_profile',
  'dietary_identity',
  'temperature',
  'course_placement',
  'core_components',
  'key_ingredients',
  'form_factor',
  'texture_emphasis',
  'serving_context',
  'common_accompaniments',
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** The closed vocabularies (core/enums.ts): the team translates every value of these. */
export const CLOSED_TRANSLATED_FIELDS = [
  'regions',
  'preparation_method',
  'flavor_profile',
  'dietary_identity',
  'temperature',
  'course_placement',
] as const satisfies readonly TranslatedField[];

/** One field's translations: English value -> translation. Default {}. */
const FieldTranslations = z.record(z.string({ error: 'expected an English value' }), textValue, {
  error: 'expected a map from English values to their translations',
});

export const VocabularyTranslationsSchema = z.strictObject(
  Object.fromEntries(TRANSLATED_FIELDS.map((f) => [f, FieldTranslations.default({})])) as Record<
    TranslatedField,
    z.ZodDefault<typeof FieldTranslations>
  >,
);
/** A language's translations of the vocabularies, every field present. */
export type VocabularyTranslations = z.output<typeof VocabularyTranslationsSchema>;
