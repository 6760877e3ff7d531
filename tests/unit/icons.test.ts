/**
 * core/icons.ts and the `icon` field: every emoji of the table has its picture in the
 * Fluent Emoji 3D package, the schema takes only those (with a did-you-mean), a name
 * finds its emoji, and every dish of the content has one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON, FOOD_ICONS, findIcon, iconFileStem, iconUrl, isFoodIcon } from '../../core/icons.ts';
import { loadContent } from '../../core/node/content.ts';
import { FoodSchema } from '../../core/schemas/food.ts';
import { iconAssetDir } from '../../site/build/icons.ts';

const pizza = () => loadContent('tests/fixtures/content-small').content.foods.find((f) => f.slug === 'pizza-margherita')!;

describe('the icon table', () => {
  it('names only emoji whose picture the package has', () => {
    const missing = Object.keys(FOOD_ICONS).filter((icon) => !existsSync(join(iconAssetDir(), `${iconFileStem(icon)}.webp`)));
    expect(missing).toEqual([]);
    expect(Object.keys(FOOD_ICONS).length).toBeGreaterThan(100);
    expect(isFoodIcon(DEFAULT_ICON)).toBe(true);
  });

  it('names files by code point, with the variation selector where the emoji has one', () => {
    expect(iconFileStem('🍜')).toBe('1f35c');
    expect(iconFileStem('🌶️')).toBe('1f336-fe0f');
    expect(iconUrl('🍜', 'row', 2)).toBe('/icons/1f35c-56.webp');
  });

  it('finds an emoji by itself, without its selector, or by its name', () => {
    expect(findIcon('🍜')).toBe('🍜');
    expect(findIcon('🌶')).toBe('🌶️');
    expect(findIcon(' Steaming Bowl ')).toBe('🍜');
    expect(findIcon('🦄')).toBeUndefined();
  });
});

describe('the icon field', () => {
  it('accepts a food emoji and refuses anything else, suggesting the closest name', () => {
    const { slug: _slug, ...food } = pizza();
    expect(FoodSchema.safeParse({ ...food, icon: '🍕' }).success).toBe(true);
    const typo = FoodSchema.safeParse({ ...food, icon: 'piza' });
    expect(typo.success).toBe(false);
    expect(typo.error!.issues[0]!.message).toBe('"piza" is not one of the food and drink icons (did you mean 🍕 pizza?)');
    const unicorn = FoodSchema.safeParse({ ...food, icon: '🦄' });
    expect(unicorn.error!.issues[0]!).toMatchObject({ path: ['icon'], message: '"🦄" is not one of the food and drink icons' });
  });

  it('is set on every dish of the content, from the table', () => {
    const { foods } = loadContent('content').content;
    expect(foods.filter((f) => !f.icon || !isFoodIcon(f.icon)).map((f) => f.slug)).toEqual([]);
  });
});
