/**
 * core/icons.ts and the `icon` field: every emoji of the table has its picture in the
 * Fluent Emoji 3D package, the schema takes only those (with a did-you-mean), a name
 * finds its emoji, and every dish of the content has one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  DEFAULT_ICON,
  FOOD_ICONS,
  findIcon,
  iconFileStem,
  iconName,
  iconUrl,
  isDishIcon,
  isFoodIcon,
  MAX_DISHES_PER_ICON,
} from '../../core/icons.ts';
import { loadContent } from '../../core/node/content.ts';
import { FoodSchema } from '../../core/schemas/food.ts';
import { validateContent } from '../../core/validate.ts';
import { iconAssetDir, iconPicture, iconSource } from '../../site/build/icons.ts';

const pizza = () =>
  loadContent('tests/fixtures/content-small').content.foods.find((f) => f.slug === 'pizza-margherita')!;

describe('the icon table', () => {
  it('names only emoji whose picture the package has', () => {
    const missing = Object.keys(FOOD_ICONS).filter(
      (icon) => !existsSync(join(iconAssetDir(), `${iconFileStem(icon)}.webp`)),
    );
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

describe('a composed icon', () => {
  it('is a form and one ingredient, written the canonical way whatever was typed', () => {
    expect(findIcon('pot of food + fish')).toBe('🍲 + 🐟');
    expect(findIcon('🍲+🐟')).toBe('🍲 + 🐟');
    expect(findIcon('🍲 + 🦄')).toBeUndefined();
    expect(findIcon('🍲 + 🍲')).toBeUndefined();
    expect(findIcon('🍲 + 🐟 + 🍋')).toBeUndefined();
    expect(isDishIcon('🍲 + 🐟')).toBe(true);
    expect(isDishIcon('🍲🐟')).toBe(false);
    expect(iconName('🍲 + 🐟')).toBe('pot of food with fish');
  });

  it('has a file of its own, apart from either part', () => {
    expect(iconFileStem('🍲 + 🐟')).toBe('1f372_1f41f');
    expect(iconUrl('🍲 + 🌶️', 'card')).toBe('/icons/1f372_1f336-fe0f-96.webp');
  });

  it('is drawn from both pictures: the form large, the ingredient in front', async () => {
    const picture = await iconPicture('🍲 + 🐟');
    const meta = await sharp(picture).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const raw = (buffer: Buffer) => sharp(buffer).resize(256, 256).raw().toBuffer();
    const [composed, form, detail] = await Promise.all([raw(picture), raw(iconSource('🍲')), raw(iconSource('🐟'))]);
    expect(composed.equals(form)).toBe(false);
    expect(composed.equals(detail)).toBe(false);
    // The bottom-right corner, where the fish stands, is not empty.
    const at = (x: number, y: number) => composed[(y * 256 + x) * 4 + 3]!;
    expect(at(200, 200)).toBeGreaterThan(0);
  });

  it('is accepted by the schema, and a wrong part is named', () => {
    const { slug: _slug, ...food } = pizza();
    expect(FoodSchema.safeParse({ ...food, icon: '🍲 + 🐟' }).success).toBe(true);
    const wrong = FoodSchema.safeParse({ ...food, icon: '🍲 + piza' });
    expect(wrong.error!.issues[0]!.message).toBe(
      '"piza" is not one of the food and drink icons (did you mean 🍕 pizza?)',
    );
  });
});

describe('the icon field', () => {
  it('accepts a food emoji and refuses anything else, suggesting the closest name', () => {
    const { slug: _slug, ...food } = pizza();
    expect(FoodSchema.safeParse({ ...food, icon: '🍕' }).success).toBe(true);
    const typo = FoodSchema.safeParse({ ...food, icon: 'piza' });
    expect(typo.success).toBe(false);
    expect(typo.error!.issues[0]!.message).toBe(
      '"piza" is not one of the food and drink icons (did you mean 🍕 pizza?)',
    );
    const unicorn = FoodSchema.safeParse({ ...food, icon: '🦄' });
    expect(unicorn.error!.issues[0]!).toMatchObject({
      path: ['icon'],
      message: '"🦄" is not one of the food and drink icons',
    });
  });

  it('is set on every dish of the content, from the table', () => {
    const { foods } = loadContent('content').content;
    expect(foods.filter((f) => !f.icon || !isDishIcon(f.icon)).map((f) => f.slug)).toEqual([]);
  });

  it(`stands for at most ${MAX_DISHES_PER_ICON} dishes, or validation says which dishes to change`, () => {
    const { foods } = loadContent('tests/fixtures/content-small').content;
    const same = foods.map((f) => ({ ...f, icon: '🍲' }));
    const many = Array.from({ length: MAX_DISHES_PER_ICON + 2 }, (_, i) => ({
      ...same[i % same.length]!,
      slug: `dish-${String(i).padStart(2, '0')}`,
      name: `Dish ${i}`,
    }));
    const warned = validateContent({ foods: many, calendar: {} }).filter((i) => i.path.join('.') === 'icon');
    expect(warned.map((i) => i.file)).toEqual(['foods/dish-12.yaml', 'foods/dish-13.yaml']);
    expect(warned[0]!.message).toContain(
      `🍲 stands for ${MAX_DISHES_PER_ICON + 2} dishes (at most ${MAX_DISHES_PER_ICON})`,
    );
  });
});
