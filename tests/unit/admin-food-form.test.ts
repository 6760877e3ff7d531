import { describe, expect, it } from 'vitest';
import { editedFoodBody, emptyFoodForm } from '../../site/islands/admin/food-form.ts';

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
