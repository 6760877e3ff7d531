/**
 * Which food fields take values from a closed vocabulary, and the canonical spelling of
 * such a value. The CLI's flags and prompts, the admin API's food bodies and the check
 * of relations.yaml all read them from here, so 'stir fried' becomes 'Stir Fried' the
 * same way wherever a person types it.
 */
import type { ScoredCategory } from './categories.ts';
import { COUNTRY_NAMES, findCountry } from './countries.ts';
import {
  COURSE_PLACEMENTS,
  DIETARY_IDENTITIES,
  FLAVOR_PROFILES,
  PREPARATION_METHODS,
  REGIONS,
  TEMPERATURES,
} from './enums.ts';
import { foldText } from './normalise.ts';

/** The allowed values of each closed-vocabulary category; the free-text categories are absent. */
const CLOSED_VOCABULARIES: Partial<Record<ScoredCategory, readonly string[]>> = {
  origin: COUNTRY_NAMES,
  regions: REGIONS,
  preparation_method: PREPARATION_METHODS,
  flavor_profile: FLAVOR_PROFILES,
  dietary_identity: DIETARY_IDENTITIES,
  temperature: TEMPERATURES,
  course_placement: COURSE_PLACEMENTS,
};

/**
 * The allowed values of a food field, or undefined when the field is free text. Takes
 * any field name so that callers holding a wider field type (every food field, the CLI's
 * editable fields) need no cast.
 */
export function closedVocabulary(field: string): readonly string[] | undefined {
  return Object.hasOwn(CLOSED_VOCABULARIES, field) ? CLOSED_VOCABULARIES[field as ScoredCategory] : undefined;
}

/**
 * A closed-vocabulary value in its canonical spelling ('stir fried' -> 'Stir Fried',
 * a country by any name findCountry knows -> its content name); a value of a free-text
 * field, or one that matches nothing, is returned as given, for the schema to reject with
 * a did-you-mean.
 */
export function canonicalValue(field: string, value: string): string {
  if (field === 'origin') return findCountry(value)?.name ?? value;
  const allowed = closedVocabulary(field);
  if (!allowed) return value;
  const folded = foldText(value);
  return allowed.find((a) => foldText(a) === folded) ?? value;
}
