/**
 * A synthetic content directory of any size, derived from the real dishes: copies with
 * numbered names ('Pad Thai 17'), each told apart from its original by one extra key
 * ingredient, a calendar with one challenge per day around `today`, and the real
 * relations. Every dish has names in the game's six languages: its own where the real
 * dish has them (numbered like its name in the copies), else made by rule
 * (bench/synthetic-names.ts: Latin, kana, kanji and Cyrillic); every fourth dish has a
 * Cyrillic alias. Written to a temporary directory, never into the repo.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { addDays } from '../core/days.ts';
import { withDerivedFields } from '../core/derive.ts';
import { loadContent } from '../core/node/content.ts';
import { slugify } from '../core/naming.ts';
import { FOOD_FIELD_ORDER, type Food } from '../core/schemas/food.ts';
import { syntheticNames, withCyrillicAlias } from './synthetic-names.ts';

/** A written synthetic content directory and the names of its foods. */
export interface SyntheticContent {
  dir: string;
  names: string[];
}

/** Writes `count` foods derived from `sourceDir`'s dishes, and a calendar around `today`, to a new temp directory. */
export function writeSyntheticContent(sourceDir: string, count: number, today: string): SyntheticContent {
  const sources = loadContent(sourceDir).content.foods;
  if (sources.length === 0) throw new Error(`No dishes under ${sourceDir}/foods to derive synthetic ones from`);
  const dir = mkdtempSync(join(tmpdir(), 'platter-bench-'));
  mkdirSync(join(dir, 'foods'));
  const names: string[] = [];
  const calendar: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length]!;
    const round = Math.floor(i / sources.length);
    const { slug: _slug, ...fields } = source;
    const copy: Food =
      round === 0
        ? fields
        : withDerivedFields({
            ...fields,
            name: `${source.name} ${round}`,
            key_ingredients: [...fields.key_ingredients, `spice ${round}`],
          });
    const suffix = round ? ` ${round}` : '';
    const food: Food = copy.names
      ? { ...copy, ...numberedNames(copy, source.name, suffix, i) }
      : { ...copy, ...syntheticNames(copy, source.name, suffix, i) };
    const ordered = Object.fromEntries(FOOD_FIELD_ORDER.filter((k) => food[k] !== undefined).map((k) => [k, food[k]]));
    const slug = slugify(food.name);
    writeFileSync(join(dir, 'foods', `${slug}.yaml`), stringify(ordered));
    names.push(food.name);
    if (i < 60) calendar[addDays(today, i - 30)] = slug;
  }
  writeFileSync(join(dir, 'calendar.yaml'), stringify(calendar));
  const relations = join(sourceDir, 'relations.yaml');
  if (existsSync(relations)) copyFileSync(relations, join(dir, 'relations.yaml'));
  return { dir, names };
}

/** A copy's names in other languages: the real dish's, numbered like its name, and a Cyrillic alias for every
 * fourth.
 */
function numberedNames(food: Food, base: string, suffix: string, n: number): Pick<Food, 'names' | 'aliases'> {
  const names = Object.fromEntries(
    Object.entries(food.names ?? {}).map(([lang, entry]) => [
      lang,
      entry && { name: `${entry.name}${suffix}`, aliases: entry.aliases },
    ]),
  );
  return { names, aliases: withCyrillicAlias(food.aliases, base, n) };
}
