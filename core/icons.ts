/**
 * The art a dish can have when it has no photo: one of the food and drink emoji of
 * Microsoft's Fluent Emoji 3D set (MIT licence, npm @lobehub/fluent-emoji-3d, one 256×256
 * WebP per emoji). A dish names its emoji in its `icon` field; this table is what the
 * schema accepts, what the admin picker searches and where the build finds each picture.
 * Browser-safe: no Node imports.
 */
import { didYouMean } from './did-you-mean.ts';

import { ICON_JOIN } from './icon-url.ts';

export { DEFAULT_ICON, ICON_JOIN, ICON_SIZES, iconFileStem, iconUrl, type IconSize } from './icon-url.ts';

/** Every emoji a dish may take, with its Unicode name (what the picker searches). */
export const FOOD_ICONS = {
  // Fruit
  '🍇': 'grapes',
  '🍈': 'melon',
  '🍉': 'watermelon',
  '🍊': 'tangerine',
  '🍋': 'lemon',
  '🍌': 'banana',
  '🍍': 'pineapple',
  '🥭': 'mango',
  '🍎': 'red apple',
  '🍏': 'green apple',
  '🍐': 'pear',
  '🍑': 'peach',
  '🍒': 'cherries',
  '🍓': 'strawberry',
  '🫐': 'blueberries',
  '🥝': 'kiwi fruit',
  '🍅': 'tomato',
  '🫒': 'olive',
  '🥥': 'coconut',
  // Vegetables
  '🥑': 'avocado',
  '🍆': 'eggplant',
  '🥔': 'potato',
  '🥕': 'carrot',
  '🌽': 'ear of corn',
  '🌶️': 'hot pepper',
  '🫑': 'bell pepper',
  '🥒': 'cucumber',
  '🥬': 'leafy green',
  '🥦': 'broccoli',
  '🧄': 'garlic',
  '🧅': 'onion',
  '🍄': 'mushroom',
  '🥜': 'peanuts',
  '🫘': 'beans',
  '🌰': 'chestnut',
  '🫚': 'ginger root',
  '🫛': 'pea pod',
  // Prepared food
  '🍞': 'bread',
  '🥐': 'croissant',
  '🥖': 'baguette bread',
  '🫓': 'flatbread',
  '🥨': 'pretzel',
  '🥯': 'bagel',
  '🥞': 'pancakes',
  '🧇': 'waffle',
  '🧀': 'cheese wedge',
  '🍖': 'meat on bone',
  '🍗': 'poultry leg',
  '🥩': 'cut of meat',
  '🥓': 'bacon',
  '🍔': 'hamburger',
  '🍟': 'french fries',
  '🍕': 'pizza',
  '🌭': 'hot dog',
  '🥪': 'sandwich',
  '🌮': 'taco',
  '🌯': 'burrito',
  '🫔': 'tamale',
  '🥙': 'stuffed flatbread',
  '🧆': 'falafel',
  '🥚': 'egg',
  '🍳': 'cooking',
  '🥘': 'shallow pan of food',
  '🍲': 'pot of food',
  '🫕': 'fondue',
  '🥣': 'bowl with spoon',
  '🥗': 'green salad',
  '🍿': 'popcorn',
  '🧈': 'butter',
  '🥫': 'canned food',
  // Asian food
  '🍱': 'bento box',
  '🍘': 'rice cracker',
  '🍙': 'rice ball',
  '🍚': 'cooked rice',
  '🍛': 'curry rice',
  '🍜': 'steaming bowl',
  '🍝': 'spaghetti',
  '🍠': 'roasted sweet potato',
  '🍢': 'oden',
  '🍣': 'sushi',
  '🍤': 'fried shrimp',
  '🍥': 'fish cake with swirl',
  '🥮': 'moon cake',
  '🍡': 'dango',
  '🥟': 'dumpling',
  '🥠': 'fortune cookie',
  '🥡': 'takeout box',
  // From the sea
  '🦀': 'crab',
  '🦞': 'lobster',
  '🦐': 'shrimp',
  '🦑': 'squid',
  '🦪': 'oyster',
  '🐟': 'fish',
  '🐙': 'octopus',
  // Sweet
  '🍦': 'soft ice cream',
  '🍧': 'shaved ice',
  '🍨': 'ice cream',
  '🍩': 'doughnut',
  '🍪': 'cookie',
  '🎂': 'birthday cake',
  '🍰': 'shortcake',
  '🧁': 'cupcake',
  '🥧': 'pie',
  '🍫': 'chocolate bar',
  '🍬': 'candy',
  '🍭': 'lollipop',
  '🍮': 'custard',
  '🍯': 'honey pot',
  // Drink
  '🥛': 'glass of milk',
  '☕': 'hot beverage',
  '🫖': 'teapot',
  '🍵': 'teacup without handle',
  '🍶': 'sake',
  '🍷': 'wine glass',
  '🍸': 'cocktail glass',
  '🍹': 'tropical drink',
  '🍺': 'beer mug',
  '🥃': 'tumbler glass',
  '🥤': 'cup with straw',
  '🧋': 'bubble tea',
  '🧃': 'beverage box',
  '🧉': 'mate',
  '🧊': 'ice',
  // Dishware
  '🥢': 'chopsticks',
  '🍽️': 'fork and knife with plate',
  '🫙': 'jar',
} as const satisfies Record<string, string>;

export type FoodIcon = keyof typeof FOOD_ICONS;

export function isFoodIcon(value: string): value is FoodIcon {
  return Object.hasOwn(FOOD_ICONS, value);
}

/** The most dishes one icon may stand for: past it, the picture no longer tells them apart. */
export const MAX_DISHES_PER_ICON = 12;

/**
 * The emoji of a dish's icon: one ('🍜'), or two for a composed icon ('🍲 + 🐟', the form
 * then the defining ingredient, two different emoji). Undefined when it is neither.
 */
export function iconParts(value: string): FoodIcon[] | undefined {
  const parts = value.split(ICON_JOIN);
  if (parts.length > 2 || !parts.every(isFoodIcon) || (parts.length === 2 && parts[0] === parts[1])) return undefined;
  return parts as FoodIcon[];
}

/** Whether a value is an icon a dish may take: one food emoji, or two composed. */
export function isDishIcon(value: string): boolean {
  return iconParts(value) !== undefined;
}

/** An icon in words, for the picker and the audit ('pot of food with fish'). */
export function iconName(icon: string): string {
  const parts = iconParts(icon);
  return parts ? parts.map((p) => FOOD_ICONS[p]).join(' with ') : icon;
}

/** One emoji a person means: the emoji itself (with or without its variation selector) or its name. */
function findOneIcon(typed: string): FoodIcon | undefined {
  const text = typed.trim();
  if (isFoodIcon(text)) return text;
  const withSelector = `${text}\uFE0F`;
  if (isFoodIcon(withSelector)) return withSelector;
  const lower = text.toLowerCase();
  return (Object.keys(FOOD_ICONS) as FoodIcon[]).find((e) => FOOD_ICONS[e] === lower);
}

/**
 * The icon a person means: an emoji or its name ('steaming bowl'), or two joined by '+'
 * for a composed icon ('pot of food + fish' or '🍲+🐟'), written the canonical way
 * ('🍲 + 🐟'). Undefined when any part is no food emoji.
 */
export function findIcon(typed: string): string | undefined {
  const parts = typed.split('+').map(findOneIcon);
  if (parts.length > 2 || parts.some((p) => p === undefined)) return undefined;
  const icon = parts.join(ICON_JOIN);
  return isDishIcon(icon) ? icon : undefined;
}

/** The error for a value that is no dish icon, naming the part that is wrong and the closest name. */
export function unknownIconMessage(typed: string): string {
  const parts = typed.split('+').map((p) => p.trim());
  if (parts.length > 2)
    return `"${typed}" joins ${parts.length} icons: a composed icon is two, the form then one ingredient ('🍲 + 🐟')`;
  if (parts.length === 2 && parts[0] === parts[1]) return `"${typed}" composes an icon with itself: use it alone`;
  const bad = parts.find((p) => !isFoodIcon(p)) ?? typed;
  const names = Object.values(FOOD_ICONS) as string[];
  const close = didYouMean(bad.toLowerCase(), names);
  const icon = close ? (Object.keys(FOOD_ICONS) as FoodIcon[]).find((e) => FOOD_ICONS[e] === close) : undefined;
  return `"${bad}" is not one of the food and drink icons${icon ? ` (did you mean ${icon} ${close}?)` : ''}`;
}
