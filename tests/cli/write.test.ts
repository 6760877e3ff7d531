import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../core/node/content.ts';
import {
  calendarToYaml,
  canonicalGroupsText,
  contentPath,
  foodPath,
  foodToYaml,
  relationsToYaml,
  UnsafePathError,
  writeFileAtomic,
} from '../../core/node/write.ts';
import { FOOD_FIELD_ORDER, FoodSchema } from '../../core/schemas/food.ts';
import { textValue } from '../../core/schemas/vocabulary.ts';

const fixture = resolve('tests/fixtures/content-small');
const { content } = loadContent(fixture);
const padThai = content.foods.find((f) => f.slug === 'pad-thai')!;
const temp = mkdtempSync(join(tmpdir(), 'platter-write-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('foodToYaml', () => {
  it('reproduces a canonical file byte for byte', () => {
    for (const food of content.foods) {
      expect(foodToYaml(food)).toBe(readFileSync(join(fixture, 'foods', `${food.slug}.yaml`), 'utf8'));
    }
  });

  it('recomputes stale derived fields, orders keys, keeps empty lists as [] and ends with a newline', () => {
    const { name, description, ...rest } = padThai;
    const text = foodToYaml({ ...rest, description, name, normalized_ingredients: ['stale'], primary_protein: [] });
    const data = parse(text) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(FOOD_FIELD_ORDER.filter((f) => f in data));
    expect(data.normalized_ingredients).toEqual(padThai.normalized_ingredients);
    expect(text).toContain('primary_protein: []\n');
    expect(text).toContain('description: |-\n  **Pad Thai** is');
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/: \[[^\]]/);
  });

  it('round-trips any text a person may type, quoting where YAML needs it', () => {
    // Any text the schema accepts as a value (it refuses blanks and a list typed as text, such as "[]").
    const text = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => textValue.safeParse(s).success)
      .map((s) => s.trim());
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 4, selector: (s) => s.toLowerCase() }), text, (aliases, source) => {
        const { slug: _slug, ...fields } = padThai;
        const food = FoodSchema.parse({ ...fields, aliases, source });
        const back = FoodSchema.parse(parse(foodToYaml(food)));
        expect(back.aliases).toEqual(food.aliases);
        expect(back.source).toBe(food.source);
        expect(foodToYaml(back)).toBe(foodToYaml(food));
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips the value that once broke the property above (source "[]" is refused, not written)', () => {
    const { slug: _slug, ...fields } = padThai;
    expect(FoodSchema.safeParse({ ...fields, source: '[]' }).success).toBe(false);
    const food = FoodSchema.parse({ ...fields, aliases: [], source: '[x' });
    expect(FoodSchema.parse(parse(foodToYaml(food))).source).toBe('[x');
  });
});

describe('the other canonical files', () => {
  it('sorts the calendar by date, one line per day', () => {
    expect(calendarToYaml({ '2026-09-03': 'ramen', '2026-09-01': 'pad-thai' })).toBe(
      '2026-09-01: pad-thai\n2026-09-03: ramen\n',
    );
    expect(calendarToYaml({})).toBe('{}\n');
  });

  it('writes relations in board order, one flow line per group', () => {
    expect(relationsToYaml({ temperature: [['hot', 'warm']], core_components: [['noodles', 'pasta']] })).toBe(
      'core_components:\n  - [noodles, pasta]\ntemperature:\n  - [hot, warm]\n',
    );
  });

  it('restyles a groups file in place, keeping its comments and its header on top', () => {
    const text =
      '# header\n\n# why these are related\ntemperature:\n  # served warm is close to hot\n  - - hot\n    - ' +
      'warm\ncore_components: [[noodles, pasta]]\n';
    const canonical = canonicalGroupsText(text, 'relations.yaml');
    expect(canonical).toBe(
      '# header\n\ncore_components:\n  - [noodles, pasta]\n# why these are related\ntemperature:\n  # served ' +
        'warm is close to hot\n  - [hot, warm]\n',
    );
    expect(canonicalGroupsText(canonical, 'relations.yaml')).toBe(canonical);
  });
});

describe('writing files safely', () => {
  it('writes atomically and leaves no temporary file behind', () => {
    const file = join(temp, 'a.yaml');
    writeFileAtomic(file, 'one\n');
    writeFileAtomic(file, 'two\n');
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(readdirSync(temp)).toEqual(['a.yaml']);
  });

  it('never lets a slug or path leave the content directory', () => {
    for (const slug of ['..', '.', '../etc/passwd', 'a/b', 'Pad Thai', '', 'pad-thai/..']) {
      expect(() => foodPath(temp, slug)).toThrow(UnsafePathError);
    }
    expect(foodPath(temp, 'pad-thai')).toBe(join(temp, 'foods', 'pad-thai.yaml'));
    expect(() => contentPath(temp, '../outside.yaml')).toThrow(UnsafePathError);
    expect(() => contentPath(temp, '/etc/passwd')).toThrow(UnsafePathError);
  });
});
