/**
 * The yellow rules as players and maintainers read them, held to what core/scoring.ts
 * does: for every category, the kinds of close match scoring applies (probed with the
 * real content/relations.yaml) must be the ones How to Play states
 * (site/components/how-to-play-rules.ts) and the ones docs/scoring.md's table states,
 * with the same related groups and the same number of flavours for a yellow Flavor box.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_INFO, SCORED_CATEGORIES, type ScoredCategory } from '../../core/categories.ts';
import { loadContent } from '../../core/node/content.ts';
import { MATCHES_FOR_YELLOW, scoreGuess, type ScorableFood } from '../../core/scoring.ts';
import { type CloseKind, closeKinds, closeRule } from '../../site/components/how-to-play-rules.ts';
import { parseCloseReason } from '../../core/cell-words.ts';
import { testDish } from '../support/dishes.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const relations = loadContent(join(ROOT, 'content')).content.relations;
const ctx = { relations };

/** The reason prefix of each kind, as scoring words a close match. */
const REASONS: Record<CloseKind, RegExp> = {
  related: /^related: /,
  'sub-region': /^same sub-region: /,
  ingredients: /^in the ingredients$/,
  'shared word': /^shares: /,
};

/** A guess and an answer that differ only in `field`, where only one kind of close match could hold. */
function probes(field: ScoredCategory): Record<CloseKind, [ScorableFood, ScorableFood]> {
  const pair = (
    guess: string,
    answer: string,
    answerExtra: Partial<ScorableFood> = {},
  ): [ScorableFood, ScorableFood] => [
    testDish({ name: 'Guess', [field]: [guess] }),
    testDish({ name: 'Answer', [field]: [answer], ...answerExtra }),
  ];
  const group = relations[field]?.[0];
  return {
    // A group of relations.yaml when the category has one; else two values no other rule relates.
    related: group ? pair(group[0]!, group[1]!) : pair('qqq', 'zzz'),
    'sub-region': pair('Italy', 'Spain'),
    ingredients: pair('basil', 'qqq', { ingredients: ['rice', 'water', 'basil'] }),
    'shared word': pair('tomato paste', 'tomato sauce'),
  };
}

/** The kinds of close match scoring applies to a category, by trying each. */
function scoredKinds(field: ScoredCategory): CloseKind[] {
  return (Object.entries(probes(field)) as [CloseKind, [ScorableFood, ScorableFood]][])
    .filter(([kind, [guess, answer]]) => {
      const cell = scoreGuess(guess, answer, ctx)[field];
      return (
        cell.color === 'yellow' && cell.matches.some((m) => m.kind === 'close' && REASONS[kind].test(m.reason ?? ''))
      );
    })
    .map(([kind]) => kind);
}

/** docs/scoring.md's table: the text of each category's row, by its board label. */
function docRows(): Map<string, string> {
  const text = readFileSync(join(ROOT, 'docs', 'scoring.md'), 'utf8');
  const table = text.slice(text.indexOf('## The rules per category'), text.indexOf('Groups are not transitive'));
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length >= 4 && !/^-+$/.test(cells[1]!) && cells[1] !== 'Category (board label)')
      rows.set(cells[1]!.replace(/ \(.*\)$/, ''), cells[2]!);
  }
  return rows;
}

/** The kinds a row of docs/scoring.md states, by its words. */
function docKinds(row: string): CloseKind[] {
  const kinds: CloseKind[] = [];
  if (/relations\.yaml|is in the same group|related in|neighbouring region| ~ /.test(row)) kinds.push('related');
  if (/sub-region/.test(row)) kinds.push('sub-region');
  if (/ingredient list/.test(row)) kinds.push('ingredients');
  if (/shares a word/.test(row)) kinds.push('shared word');
  return kinds;
}

/** Every 'a ~ b ~ c' group a row names (groups are set apart by ; , : parentheses and sentence ends). */
function groupsIn(text: string): string[] {
  return text
    .split(/[;,:()]|\. /)
    .map((piece) => piece.trim())
    .filter((piece) => piece.includes(' ~ '));
}

describe('the yellow rules agree with core/scoring.ts', () => {
  const rows = docRows();

  for (const field of SCORED_CATEGORIES) {
    const label = CATEGORY_INFO[field].label;
    it(`${label}: How to Play and docs/scoring.md state the kinds of close match scoring applies`, () => {
      const scored = scoredKinds(field).sort();
      expect(closeKinds(field, relations).sort(), 'How to Play').toEqual(scored);
      const row = rows.get(label);
      expect(row, `docs/scoring.md has a row for ${label}`).toBeDefined();
      expect(docKinds(row!).sort(), 'docs/scoring.md').toEqual(scored);
    });

    it(`${label}: docs/scoring.md names exactly the groups of relations.yaml`, () => {
      const groups = (relations[field] ?? []).map((g) => g.join(' ~ '));
      expect(groupsIn(rows.get(label)!).sort()).toEqual(groups.sort());
    });
  }

  it('the number of flavours a yellow Flavor box needs is the one scoring uses', () => {
    const needed = MATCHES_FOR_YELLOW.flavor_profile!;
    const words = ['zero', 'one', 'two', 'three', 'four'];
    expect(rows.get('Flavor')).toContain(`only with ${words[needed]} such values`);
    expect(closeRule('flavor_profile', relations)).toContain(`yellow only when ${needed} values`);
    // And scoring holds to it: one shared flavour of two is not enough, two are.
    const one = scoreGuess(
      testDish({ flavor_profile: ['savory', 'sweet'] }),
      testDish({ flavor_profile: ['savory', 'bitter'] }),
      ctx,
    );
    const two = scoreGuess(
      testDish({ flavor_profile: ['savory', 'sweet', 'spicy'] }),
      testDish({ flavor_profile: ['savory', 'sweet', 'bitter'] }),
      ctx,
    );
    expect([one.flavor_profile.color, two.flavor_profile.color]).toEqual(['red', 'yellow']);
  });

  it('every reason scoring gives reads back as its parts, for the board to word in a player’s language', () => {
    const parsed = {
      related: 'related',
      'sub-region': 'subregion',
      ingredients: 'ingredients',
      'shared word': 'shares',
    };
    let seen = 0;
    for (const field of SCORED_CATEGORIES)
      for (const [kind, [guess, answer]] of Object.entries(probes(field)) as [
        CloseKind,
        [ScorableFood, ScorableFood],
      ][])
        for (const m of scoreGuess(guess, answer, ctx)[field].matches) {
          if (m.kind !== 'close' || !REASONS[kind].test(m.reason ?? '')) continue;
          seen++;
          const reason = parseCloseReason(m.reason!);
          expect(reason?.kind, m.reason).toBe(parsed[kind]);
          if (reason?.kind === 'subregion') expect(reason.value).toBe('Southern Europe');
          if (reason?.kind === 'shares') expect(reason.words).toEqual(['tomato']);
        }
    expect(seen).toBeGreaterThanOrEqual(4);
    expect(parseCloseReason('something else')).toBeUndefined();
  });
});
