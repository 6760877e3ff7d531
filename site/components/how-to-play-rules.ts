/**
 * How to Play's rule for each category (site/components/HowToPlay.astro), built from the
 * kinds of close match core/scoring.ts applies to it: the related groups of
 * content/relations.yaml where the category has some, then the category's own kinds.
 * tests/unit/yellow-rules.test.ts holds these rules and docs/scoring.md to what scoring
 * does, so neither can say one thing while the code does another. Players' words, in one
 * place for the translations to come.
 */
import type { ScoredCategory } from '../../core/categories.ts';
import type { Relations } from '../../core/schemas/relations.ts';
import { MATCHES_FOR_YELLOW } from '../../core/scoring.ts';

/** The kinds of close match scoring knows (its reasons: 'related: …', 'same sub-region: …', 'in the ingredients',
 * 'shares: …').
 */
export type CloseKind = 'related' | 'sub-region' | 'ingredients' | 'shared word';

/** The kinds each category has besides its related groups, in the order scoring checks them. */
export const OWN_CLOSE_KINDS: Record<ScoredCategory, readonly CloseKind[]> = {
  core_components: ['ingredients', 'shared word'],
  key_ingredients: ['ingredients', 'shared word'],
  origin: ['sub-region'],
  regions: [],
  preparation_method: [],
  flavor_profile: [],
  dietary_identity: [],
  temperature: [],
  course_placement: [],
};

/** What "related" reads as per category. */
const RELATED_WORDS: Record<ScoredCategory, string> = {
  core_components: 'it is related',
  key_ingredients: 'it is related',
  origin: 'the countries are related',
  regions: 'the regions are neighbours',
  preparation_method: 'the methods are related',
  flavor_profile: 'the flavours are related',
  dietary_identity: 'the diets are related',
  temperature: 'the temperatures are related',
  course_placement: 'the courses are related',
};

const KIND_WORDS: Record<Exclude<CloseKind, 'related'>, (field: ScoredCategory) => string> = {
  'sub-region': () =>
    'the country is in the same part of the world as one of the answer’s (Italy ~ Spain: Southern Europe; ' +
    'the same broad region alone is not enough, the Regions column tells that). Various is close to nothing',
  ingredients: () => 'it is in the answer’s full ingredient list',
  'shared word': (field) =>
    field === 'key_ingredients'
      ? 'it shares a word with a key ingredient (rice noodles ~ rice)'
      : 'it shares a word with one of its components',
};

/** The kinds of close match a category has with these relations, in the order scoring checks them. */
export function closeKinds(field: ScoredCategory, relations: Relations): CloseKind[] {
  return [...(relations[field]?.length ? (['related'] as const) : []), ...OWN_CLOSE_KINDS[field]];
}

/** A category's rule in players' words: 'close when …'. */
export function closeRule(field: ScoredCategory, relations: Relations): string {
  const parts = closeKinds(field, relations).map((k) =>
    k === 'related' ? RELATED_WORDS[field] : KIND_WORDS[k](field),
  );
  const rule = parts.length ? `close when ${parts.join(', or ')}` : 'never close: exact or nothing';
  const needed = MATCHES_FOR_YELLOW[field];
  return needed && needed > 1
    ? `${rule}; the box is yellow only when ${needed} values are the same or close (or the only one, for a ` +
        'dish with one), since most dishes share one'
    : rule;
}
