/**
 * The closed vocabularies of the spec (player.md section 3). Each list is the one
 * definition of its values: schemas, the CLI's did-you-mean, the admin forms and the
 * How to Play page all read them from here.
 */

/** Broad popularity regions; the UI abbreviates them (see REGION_ABBREVIATIONS). */
export const REGIONS = [
  'Asia',
  'Europe',
  'North America',
  'Central America',
  'South America',
  'Africa',
  'Middle East',
  'Oceania',
  'Various',
] as const;
export type Region = (typeof REGIONS)[number];

/**
 * Short labels for a region where a box is too narrow for its name (a phone's compact
 * row). Never two capitals with dots: 'E.U.' reads as the European Union.
 */
export const REGION_ABBREVIATIONS: Record<Region, string> = {
  Asia: 'Asia',
  Europe: 'Eur.',
  'North America': 'N. Am.',
  'Central America': 'C. Am.',
  'South America': 'S. Am.',
  Africa: 'Afr.',
  'Middle East': 'Mid. E.',
  Oceania: 'Oce.',
  Various: 'Var.',
};

/** How a dish is cooked: the 22 methods of the spec, Assembled to Toasted. */
export const PREPARATION_METHODS = [
  'Assembled',
  'Baked',
  'Boiled',
  'Brewing',
  'Broiled',
  'Deep Fried',
  'Fermented',
  'Fried',
  'Grilled',
  'No-cook',
  'Pan Fried',
  'Pickled',
  'Poached',
  'Raw',
  'Roasted',
  'Sautéed',
  'Simmered',
  'Smoked',
  'Steamed',
  'Stewed',
  'Stir Fried',
  'Toasted',
] as const;
export type PreparationMethod = (typeof PREPARATION_METHODS)[number];

/** When a dish is eaten. */
export const COURSE_PLACEMENTS = ['Breakfast', 'Snack', 'Dessert', 'Appetizer', 'Side', 'Main', 'Beverage'] as const;
export type CoursePlacement = (typeof COURSE_PLACEMENTS)[number];

/** The diet a dish fits. A dish with meat is Meat-based; with fish and no meat, Pescatarian. */
export const DIETARY_IDENTITIES = ['Vegetarian', 'Vegan', 'Meat-based', 'Pescatarian'] as const;
export type DietaryIdentity = (typeof DIETARY_IDENTITIES)[number];

/** Taste words; lower case as the spec writes them. */
export const FLAVOR_PROFILES = [
  'savory',
  'sweet',
  'spicy',
  'sour',
  'bitter',
  'umami',
  'salty',
  'tangy',
  'herbal',
  'smoky',
  'creamy',
  'fresh',
  'rich',
  'light',
  'bold',
  'subtle',
] as const;
export type FlavorProfile = (typeof FLAVOR_PROFILES)[number];

/** Serving temperature. */
export const TEMPERATURES = ['hot', 'cold', 'room temperature', 'warm'] as const;
export type Temperature = (typeof TEMPERATURES)[number];

/** The origin value for a dish that belongs to no one country. */
export const VARIOUS = 'Various';
