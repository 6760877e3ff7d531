/**
 * Loads the content directory into typed objects. This is the one loader: the CLI, the
 * API and the site's Astro loader all call loadContent().
 *
 * FIRST VERSION: problems carry file and path; line and column are 1 until the
 * position mapping lands.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { AffiliateFileSchema, type AffiliateProduct } from '../schemas/affiliate.ts';
import { CalendarSchema, type Calendar } from '../schemas/calendar.ts';
import { FoodSchema, type FoodRecord } from '../schemas/food.ts';
import { RelationsSchema, type Relations } from '../schemas/relations.ts';
import { TagsFileSchema, type TagsFile } from '../schemas/tags.ts';

/** Everything in the content directory, parsed and typed. */
export interface Content {
  /** Absolute path of the content directory. */
  root: string;
  /** Every dish, sorted by slug. */
  foods: FoodRecord[];
  /** date -> slug. */
  calendar: Calendar;
  relations: Relations;
  affiliate: AffiliateProduct[];
  tags: TagsFile;
}

/** One problem found while loading or validating, with where it is. */
export interface ContentProblem {
  /** Path relative to the current directory, e.g. content/foods/pad-thai.yaml. */
  file: string;
  line: number;
  column: number;
  /** The field path, e.g. preparation_method[1]; '' for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface LoadResult {
  content: Content;
  problems: ContentProblem[];
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}

function readYaml<S extends z.ZodType>(file: string, schema: S, fallback: z.output<S>, problems: ContentProblem[]): z.output<S> {
  if (!existsSync(file)) return fallback;
  const rel = relative(process.cwd(), file);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push({ file: rel, line: 1, column: 1, path: '', message: (e as Error).message, severity: 'error' });
    return fallback;
  }
  const result = schema.safeParse(data ?? undefined);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file: rel, line: 1, column: 1, path: formatPath(issue.path), message: issue.message, severity: 'error' });
  }
  return fallback;
}

/** Reads every content file under `root`. Bad files are reported in `problems` and left out. */
export function loadContent(root: string): LoadResult {
  const problems: ContentProblem[] = [];
  const foodsDir = join(root, 'foods');
  const foods: FoodRecord[] = [];
  const files = existsSync(foodsDir) ? readdirSync(foodsDir).filter((f) => f.endsWith('.yaml')).sort() : [];
  for (const f of files) {
    const food = readYaml(join(foodsDir, f), FoodSchema, undefined as never, problems);
    if (food) foods.push({ ...food, slug: f.slice(0, -'.yaml'.length) });
  }
  const calendar = readYaml(join(root, 'calendar.yaml'), CalendarSchema, {}, problems);
  const relations = readYaml(join(root, 'relations.yaml'), RelationsSchema, {}, problems);
  const affiliate = readYaml(join(root, 'affiliate.yaml'), AffiliateFileSchema, { products: [] }, problems).products;
  const tags = readYaml(join(root, 'tags.yaml'), TagsFileSchema, { food_tags: [], keyword_mappings: [] }, problems);
  return { content: { root, foods, calendar, relations, affiliate, tags }, problems };
}
