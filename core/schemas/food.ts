/**
 * A dish: one file content/foods/<slug>.yaml. The field names are the spec's Food entity
 * (snake_case, as in API JSON), plus `aliases` and `source`, which are Platter's own.
 */
import { z } from './zod.ts';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  FLAVOR_PROFILES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
} from '../enums.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, MAX_DISH_NAME } from './text.ts';
import { countryName, textList, textValue, uniqueList, vocabularyList } from './vocabulary.ts';
import { ImageFileName } from './paths.ts';
import { isDishIcon, unknownIconMessage } from '../icons.ts';
import { TRANSLATED_LOCALES } from '../locales.ts';

const nonEmpty = <T extends z.ZodArray>(list: T) => list.min(1, 'needs at least one value');

/** How widely a dish is known, from 1 (regional) to 5 (known worldwide): docs/content.md#renown. */
export const RENOWN = { min: 1, max: 5 } as const;

/**
 * A dish's name in one language: the name players of that language know it by, in its
 * own script where it has one ('寿司'), and the other names they may type ('すし', 'スシ').
 */
export const LocalNamesSchema = z.strictObject({
  /** The name shown to players of this language. */
  name: textValue.max(MAX_DISH_NAME, `at most ${MAX_DISH_NAME} characters`),
  /** Other names in this language, searched and never displayed. Default []. */
  aliases: textList.default([]),
});

export const FoodSchema = z.strictObject({
  /** The dish's display name, unique across the database ('Pad Thai', 'Phở'); at most 80 characters. */
  name: textValue.max(MAX_DISH_NAME, `at most ${MAX_DISH_NAME} characters`),
  /** Other names a player may type ('pho' for 'Phở'); searched, never displayed as the name. Default []. */
  aliases: textList.default([]),
  /**
   * The dish's names in the other languages of the game (core/locales.ts), each its name
   * and aliases in that language; English is `name` and `aliases` above.
   */
  names: z.partialRecord(z.enum(TRANSLATED_LOCALES), LocalNamesSchema).optional(),
  /** How widely the dish is known, 1 (regional) to 5 (known worldwide); search ranks by it after match quality. */
  renown: z
    .number({ error: 'expected a whole number from 1 to 5' })
    .int('expected a whole number from 1 to 5')
    .min(RENOWN.min, 'expected a whole number from 1 to 5')
    .max(RENOWN.max, 'expected a whole number from 1 to 5')
    .optional(),
  /** The countries most associated with the dish, or 'Various' (shown as Cuisine). */
  origin: nonEmpty(uniqueList(countryName)),
  /** The broad regions where the dish is popular. */
  regions: nonEmpty(vocabularyList(REGIONS, 'a region')),
  /** The parts that make up the dish ('noodles', 'sauce'). */
  core_components: nonEmpty(textList),
  /** The main ingredients, as the board shows them. */
  key_ingredients: nonEmpty(textList),
  /** Derived by the CLI from key_ingredients: never typed by hand. */
  normalized_key_ingredients: textList.default([]),
  /** The full ingredient list; a guess value named here scores close. */
  ingredients: nonEmpty(textList),
  /** Derived by the CLI from ingredients: never typed by hand. */
  normalized_ingredients: textList.default([]),
  /** How it is cooked. */
  preparation_method: nonEmpty(vocabularyList(PREPARATION_METHODS, 'a preparation method')),
  /** How it tastes. */
  flavor_profile: nonEmpty(vocabularyList(FLAVOR_PROFILES, 'a flavour')),
  /** The diets it fits. */
  dietary_identity: nonEmpty(vocabularyList(DIETARY_IDENTITIES, 'a dietary identity')),
  /** Serving temperature. */
  temperature: nonEmpty(vocabularyList(TEMPERATURES, 'a temperature')),
  /** When it is eaten. */
  course_placement: nonEmpty(vocabularyList(COURSE_PLACEMENTS, 'a course placement')),
  /** Shape and format (hint 3, after 6 wrong guesses): 'bowl', 'flatbread'. Default []. */
  form_factor: textList.default([]),
  /** The main protein, if any ('chicken', 'tofu'). Default []. */
  primary_protein: textList.default([]),
  /** Texture (hint 1, after 2 wrong guesses): 'crispy', 'chewy'. Default []. */
  texture_emphasis: textList.default([]),
  /** The starch the dish is built on ('rice', 'wheat'). Default []. */
  base_carbohydrate: textList.default([]),
  /** Where and how it is eaten (hint 2, after 4 wrong guesses). Default []. */
  serving_context: textList.default([]),
  /** What it is served with (hint 4, 'Goes With', after 8 wrong guesses). Default []. */
  common_accompaniments: textList.default([]),
  /** Fermentation or preservation involved, if any. Default []. */
  fermentation_preservation: textList.default([]),
  /** The main fat used ('butter', 'olive oil'). Default []. */
  fat_source: textList.default([]),
  /** What it is, where it comes from, how it is made and eaten: paragraphs, '-' bullets, **bold**, *italic*. */
  description: z
    .string({ error: 'expected text' })
    .trim()
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { error: CONTROL_CHARACTER_MESSAGE })
    .default(''),
  /**
   * The dish's art when it has no photo: one of the food and drink emoji of core/icons.ts
   * ('🍜'), or two composed, the form then the defining ingredient ('🍲 + 🐟').
   */
  icon: z
    .string({ error: 'expected an emoji' })
    .trim()
    .superRefine((value, ctx) => {
      if (!isDishIcon(value)) ctx.addIssue({ code: 'custom', message: unknownIconMessage(value) });
    })
    .optional(),
  /** The original image's file name under content/images/, if any. */
  image: ImageFileName.optional(),
  /** A reference for the facts, for reviewers (a URL or a book). */
  source: textValue.optional(),
});

/** A dish as written in a content file. */
export type Food = z.output<typeof FoodSchema>;
/** A dish as typed by a person or sent by the admin form (derived fields optional). */
export type FoodInput = z.input<typeof FoodSchema>;

/** The list fields of a food, in file order (every field but name, description, icon, image and source). */
export const FOOD_LIST_FIELDS = [
  'aliases',
  'origin',
  'regions',
  'core_components',
  'key_ingredients',
  'normalized_key_ingredients',
  'ingredients',
  'normalized_ingredients',
  'preparation_method',
  'flavor_profile',
  'dietary_identity',
  'temperature',
  'course_placement',
  'form_factor',
  'primary_protein',
  'texture_emphasis',
  'base_carbohydrate',
  'serving_context',
  'common_accompaniments',
  'fermentation_preservation',
  'fat_source',
] as const satisfies readonly (keyof Food)[];
export type FoodListField = (typeof FOOD_LIST_FIELDS)[number];

/** Every field in the canonical order of a content file. */
export const FOOD_FIELD_ORDER = [
  'name',
  'aliases',
  'names',
  'renown',
  ...FOOD_LIST_FIELDS.slice(1),
  'description',
  'icon',
  'image',
  'source',
] as const;

/** A dish as the API and the game see it: the file's fields plus its slug. */
export type FoodRecord = Food & { slug: string };
