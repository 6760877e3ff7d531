/** A plain dish for scoring tests: every category set to one simple value, changed where a test says. */
import type { ScorableFood } from '../../core/scoring.ts';

export function testDish(overrides: Partial<ScorableFood> = {}): ScorableFood {
  return {
    name: 'Test Dish',
    origin: ['Japan'],
    regions: ['Asia'],
    core_components: ['rice'],
    key_ingredients: ['rice'],
    ingredients: ['rice', 'water'],
    preparation_method: ['Steamed'],
    flavor_profile: ['savory'],
    dietary_identity: ['Vegan'],
    temperature: ['hot'],
    course_placement: ['Side'],
    ...overrides,
  };
}
