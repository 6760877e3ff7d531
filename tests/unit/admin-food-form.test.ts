import { describe, expect, it } from 'vitest';
import { editedFoodBody, emptyFoodForm, foodToForm, formToFoodBody } from '../../site/islands/admin/food-form.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';

const gazpacho = { ...emptyFoodForm(), name: 'Gazpacho', aliases: 'cold tomato soup', origin: 'Spain' };

describe('the edit modal’s body (editedFoodBody)', () => {
  it('sends the form as it is when the name is unchanged', () => {
    expect(editedFoodBody(gazpacho, { name: 'Gazpacho' }, true)).toMatchObject({
      name: 'Gazpacho',
      aliases: ['cold tomato soup'],
      origin: ['Spain'],
    });
  });

  it('keeps the old name among the other names on a rename, unless told not to', () => {
    const renamed = { ...gazpacho, name: 'Andalusian Gazpacho' };
    expect(editedFoodBody(renamed, { name: 'Gazpacho' }, true).aliases).toEqual(['cold tomato soup', 'Gazpacho']);
    expect(editedFoodBody(renamed, { name: 'Gazpacho' }, false).aliases).toEqual(['cold tomato soup']);
  });

  it('drops an other name that the new name now repeats', () => {
    const back = { ...gazpacho, name: 'Cold Tomato Soup' };
    expect(editedFoodBody(back, { name: 'Gazpacho' }, true).aliases).toEqual(['Gazpacho']);
  });
});

describe('renown and the names in other languages', () => {
  it('sends renown as a number, and none when not set', () => {
    expect(formToFoodBody({ ...gazpacho, renown: '4' }).renown).toBe(4);
    expect(formToFoodBody({ ...gazpacho, renown: '' })).not.toHaveProperty('renown');
  });

  it("carries a dish's renown and other languages' names through an edit, so saving never drops them", () => {
    const food = {
      name: 'Gazpacho',
      renown: 4,
      names: { ja: { name: 'ガスパチョ', aliases: [] } },
      aliases: [],
    } as unknown as FoodRecord;
    const form = foodToForm(food);
    expect(form.renown).toBe('4');
    expect(editedFoodBody(form, food, true)).toMatchObject({ renown: 4, names: food.names });
  });
});
