/**
 * The nine scored categories and the four hint fields: their keys (snake_case, as in
 * content and API JSON), the labels the board shows and the help text of How to Play.
 */

/** The nine categories every guess is scored on, in board order. */
export const SCORED_CATEGORIES = [
  'core_components',
  'key_ingredients',
  'origin',
  'regions',
  'preparation_method',
  'flavor_profile',
  'dietary_identity',
  'temperature',
  'course_placement',
] as const;
export type ScoredCategory = (typeof SCORED_CATEGORIES)[number];

export interface CategoryInfo {
  /** Column heading on the board. */
  label: string;
  /** What the category means (the spec's category help text). */
  help: string;
}

export const CATEGORY_INFO: Record<ScoredCategory, CategoryInfo> = {
  core_components: { label: 'Core Components', help: 'The parts that make up the dish.' },
  key_ingredients: { label: 'Key Ingredients', help: 'The main ingredients.' },
  origin: { label: 'Cuisine', help: 'The country or area most associated with the dish.' },
  regions: { label: 'Regions', help: 'The broader region where the dish is popular.' },
  preparation_method: { label: 'Preparation', help: 'How it is cooked.' },
  flavor_profile: { label: 'Flavor', help: 'How it tastes.' },
  dietary_identity: { label: 'Diet', help: 'The diet it fits.' },
  temperature: { label: 'Temperature', help: 'The temperature it is served at.' },
  course_placement: { label: 'Course', help: 'When it is eaten.' },
};

/** The hint fields, in unlock order, with the number of wrong guesses that unlocks each. */
export const HINTS = [
  { field: 'texture_emphasis', label: 'Texture', unlockAfter: 2 },
  { field: 'serving_context', label: 'Serving Context', unlockAfter: 4 },
  { field: 'form_factor', label: 'Form Factor', unlockAfter: 6 },
  { field: 'common_accompaniments', label: 'Goes With', unlockAfter: 8 },
] as const;
export type HintField = (typeof HINTS)[number]['field'];
