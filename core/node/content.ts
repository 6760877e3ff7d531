/**
 * Loads the content directory into typed objects. This is the one loader: the CLI, the
 * API and the site's Astro loader all call loadContent(). Every problem names
 * file:line:column and the field path, so an author can jump straight to it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, type Document } from 'yaml';
import type { z } from 'zod';
import { AffiliateFileSchema, type AffiliateProduct } from '../schemas/affiliate.ts';
import { CalendarSchema, type Calendar } from '../schemas/calendar.ts';
import { FOOD_FIELD_ORDER, FoodSchema, type FoodRecord } from '../schemas/food.ts';
import { RelationsSchema, type Relations } from '../schemas/relations.ts';
import { TagsFileSchema, type TagsFile } from '../schemas/tags.ts';
import { VocabularyFileSchema, type VocabularyFile } from '../schemas/vocabulary-file.ts';
import { formatIssuePath, issueTexts } from '../issues.ts';
import type { ContentIssue } from '../validate.ts';
import { CONTENT_FILES, FOODS_DIR, foodFile, inFoodsDir, slugOfFoodFile } from '../content-paths.ts';
import { parseYamlDocument, YamlNestingError } from './yaml.ts';

/** Everything in the content directory, parsed and typed. */
export interface Content {
  /** Absolute path of the content directory. */
  root: string;
  /** Every dish, sorted by slug. */
  foods: FoodRecord[];
  /** date -> slug. */
  calendar: Calendar;
  /** Related values per scored category (yellow matches). */
  relations: Relations;
  /** Affiliate products. */
  affiliate: AffiliateProduct[];
  /** Food tags and keyword mappings. */
  tags: TagsFile;
  /** Known-distinct spelling pairs (content/vocabulary.yaml); absent means none. */
  vocabulary?: VocabularyFile;
}

/** One problem found while loading or validating, with where it is. */
export interface ContentProblem {
  /** Path relative to the current directory, e.g. content/foods/pad-thai.yaml. */
  file: string;
  /** 1-based line of the offending node. */
  line: number;
  /** 1-based column of the offending node. */
  column: number;
  /** The field path, e.g. preparation_method[1]; '' for the whole file. */
  path: string;
  /** What is wrong and how to fix it. */
  message: string;
  /** Errors fail `platter validate` and block writes; warnings do not. */
  severity: 'error' | 'warning';
}

/** The result of loadContent(). */
export interface LoadResult {
  /** The content that loaded; files with schema errors are left out. */
  content: Content;
  /** Problems found while parsing and checking each file against its schema. */
  problems: ContentProblem[];
  /** Places a validateContent() issue at its file:line:column (line 1 when the file was not read). */
  locate(issue: ContentIssue): ContentProblem;
}

/**
 * A file as read, kept for locating problems after loading. Only its text is kept: the
 * YAML document is parsed again on demand, when a cross-file problem must be placed in it,
 * so a loaded database does not hold a syntax tree per dish.
 */
interface Source {
  display: string;
  text: string;
  parsed?: ParsedYaml;
}

interface ParsedYaml {
  doc: Document.Parsed;
  lines: LineCounter;
}

function parseYaml(text: string): ParsedYaml {
  const lines = new LineCounter();
  return { doc: parseYamlDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
}

/** A path as messages print it: relative to the current directory when it is below it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel;
}

/** The range start of the node at `path`; a missing key gives its parent's position. */
function offsetAt(doc: Document.Parsed, path: readonly PropertyKey[], target: 'key' | 'value'): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
      if (!pair) return offset;
      const keyStart = rangeStart(pair.key);
      if (last && target === 'key') return keyStart ?? offset;
      node = pair.value;
      // `name:` with nothing after it has no value node worth pointing at: use the key.
      offset = (isScalar(node) && node.value === null ? keyStart : rangeStart(node)) ?? keyStart ?? offset;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key] !== undefined) {
      node = node.items[key];
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range?.[0];
}

function problemAt(
  source: Source,
  path: readonly PropertyKey[],
  message: string,
  severity: ContentProblem['severity'],
  target: 'key' | 'value' = 'value',
): ContentProblem {
  const { doc, lines } = (source.parsed ??= parseYaml(source.text));
  const { line, col } = lines.linePos(offsetAt(doc, path, target));
  return { file: source.display, line, column: col, path: formatIssuePath(path), message, severity };
}

/** Parses one YAML file (its `text` when already read); a syntax error becomes one problem at its position. */
function parseFile(
  abs: string,
  problems: ContentProblem[],
  given?: string,
): { source: Source; data: unknown } | undefined {
  const display = displayPath(abs);
  let text: string;
  try {
    text = given ?? readFileSync(abs, 'utf8');
  } catch (e) {
    problems.push({
      file: display,
      line: 1,
      column: 1,
      path: '',
      message: `cannot be read: ${(e as Error).message}`,
      severity: 'error',
    });
    return undefined;
  }
  let parsed: ParsedYaml;
  try {
    parsed = parseYaml(text);
  } catch (e) {
    if (!(e instanceof YamlNestingError)) throw e;
    // Placed by counting lines up to it: the file is not parsed again.
    const before = text.slice(0, e.offset);
    const line = before.split('\n').length;
    const column = e.offset - before.lastIndexOf('\n');
    problems.push({ file: display, line, column, path: '', message: e.message, severity: 'error' });
    return undefined;
  }
  const { doc, lines } = parsed;
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lines.linePos(error.pos[0]);
    const more = doc.errors.length > 1 ? ` (and ${doc.errors.length - 1} more after it)` : '';
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    problems.push({
      file: display,
      line,
      column: col,
      path: '',
      message: `YAML syntax error: ${message}${more}`,
      severity: 'error',
    });
    return undefined;
  }
  // The document stays with the source only while this load uses it (see Source).
  return { source: { display, text, parsed }, data: doc.toJS({ maxAliasCount: 100 }) };
}

/** Schema issues as located problems; unknown keys are split so each points at its key. */
function schemaProblems(
  source: Source,
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  fields: readonly string[],
): ContentProblem[] {
  return issueTexts(issues, { input: data, fields }).map((t) =>
    problemAt(source, t.path, t.message, 'error', t.key ? 'key' : undefined),
  );
}

/** Reads one optional file against its schema; a missing or empty file is the fallback. */
function readOptional<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
  fallback: z.output<S>,
  problems: ContentProblem[],
  sources: Map<string, Source>,
): z.output<S> {
  const abs = join(root, name);
  if (!existsSync(abs)) return fallback;
  const parsed = parseFile(abs, problems);
  if (!parsed) return fallback;
  sources.set(name, parsed.source);
  if (parsed.data === null || parsed.data === undefined) return fallback;
  const result = schema.safeParse(parsed.data);
  if (result.success) return result.data;
  const keys = 'shape' in schema ? Object.keys((schema as unknown as z.ZodObject).shape) : [];
  problems.push(...schemaProblems(parsed.source, result.error.issues, parsed.data, keys));
  return fallback;
}

/**
 * The calendar keeps its good days when some are bad, so one typo does not empty the
 * whole schedule (and the summary still counts the real days).
 */
function readCalendar(root: string, problems: ContentProblem[], sources: Map<string, Source>): Calendar {
  const abs = join(root, CONTENT_FILES.calendar);
  if (!existsSync(abs)) return {};
  const parsed = parseFile(abs, problems);
  if (!parsed) return {};
  sources.set(CONTENT_FILES.calendar, parsed.source);
  const data = parsed.data;
  if (data === null || data === undefined) return {};
  const result = CalendarSchema.safeParse(data);
  if (result.success) return result.data;
  problems.push(...schemaProblems(parsed.source, result.error.issues, data, []));
  if (typeof data !== 'object' || Array.isArray(data)) return {};
  const bad = new Set(result.error.issues.map((i) => String(i.path[0])));
  const good = Object.entries(data as Record<string, unknown>).filter(([date]) => !bad.has(date));
  return CalendarSchema.parse(Object.fromEntries(good));
}

/** What reading one dish file gave: the dish, or the problems that kept it out. */
interface FoodOutcome {
  food?: FoodRecord;
  problems: ContentProblem[];
  source?: Source;
}

/** Dish files read before, by absolute path, with the text they were read from. */
export type FoodFileCache = Map<string, { text: string; outcome: FoodOutcome }>;

function readFood(abs: string, slug: string, cache: FoodFileCache | undefined): FoodOutcome {
  let text: string | undefined;
  try {
    text = readFileSync(abs, 'utf8');
  } catch {
    // parseFile reports it.
  }
  const hit = cache?.get(abs);
  if (hit && hit.text === text) return hit.outcome;
  const outcome = parseFood(abs, slug, text);
  if (outcome.source) {
    // Dropped now, so a large database is never held as syntax trees (see Source).
    outcome.source.parsed = undefined;
    cache?.set(abs, { text: outcome.source.text, outcome });
  } else {
    cache?.delete(abs);
  }
  return outcome;
}

function parseFood(abs: string, slug: string, text: string | undefined): FoodOutcome {
  const problems: ContentProblem[] = [];
  const parsed = parseFile(abs, problems, text);
  if (!parsed) return { problems };
  const { source, data } = parsed;
  if (data === null || data === undefined) {
    problems.push({
      file: source.display,
      line: 1,
      column: 1,
      path: '',
      message: 'the file is empty: a food needs at least the required fields (see `platter foods add --help`)',
      severity: 'error',
    });
    return { problems, source };
  }
  const result = FoodSchema.safeParse(data);
  if (result.success) return { food: { ...result.data, slug }, problems, source };
  problems.push(...schemaProblems(source, result.error.issues, data, FOOD_FIELD_ORDER));
  return { problems, source };
}

/**
 * A loader that remembers the dish files it read: loading again re-parses only the files
 * whose text changed, so the server's reload after an admin write is quick. Reads every
 * file each time (cheap), so a change made outside the server is never missed.
 */
export function createContentLoader(): (root: string) => LoadResult {
  const cache: FoodFileCache = new Map();
  return (root) => {
    const result = loadContent(root, cache);
    // Files that are gone (deleted or renamed) are forgotten.
    const present = new Set(result.content.foods.map((f) => join(result.content.root, foodFile(f.slug))));
    for (const abs of cache.keys()) if (!present.has(abs) && !existsSync(abs)) cache.delete(abs);
    return result;
  };
}

/**
 * Reads every content file under `root`. Bad files are reported in `problems` and left out.
 * With a `cache` (see createContentLoader), unchanged dish files are not parsed again.
 */
export function loadContent(root: string, cache?: FoodFileCache): LoadResult {
  const absRoot = resolve(root);
  const problems: ContentProblem[] = [];
  const sources = new Map<string, Source>();
  const foodsDir = join(absRoot, FOODS_DIR);
  const foods: FoodRecord[] = [];
  const entries = existsSync(foodsDir) ? readdirSync(foodsDir).sort() : [];
  for (const name of entries) {
    // Dot files: editor backups and our own atomic-write temporaries.
    if (name.startsWith('.')) continue;
    const abs = join(foodsDir, name);
    const slug = slugOfFoodFile(name);
    if (slug === undefined) {
      const hint = /\.ya?ml$/i.test(name)
        ? 'a food file is named <slug>.yaml (lower-case letters, digits and hyphens): rename it'
        : 'not a food file (foods are <slug>.yaml), so it is ignored: move it out of foods/';
      problems.push({
        file: displayPath(abs),
        line: 1,
        column: 1,
        path: '',
        message: hint,
        severity: /\.ya?ml$/i.test(name) ? 'error' : 'warning',
      });
      continue;
    }
    const outcome = readFood(abs, slug, cache);
    problems.push(...outcome.problems);
    if (outcome.source) sources.set(inFoodsDir(name), outcome.source);
    if (outcome.food) foods.push(outcome.food);
  }
  const calendar = readCalendar(absRoot, problems, sources);
  const relations = readOptional(absRoot, CONTENT_FILES.relations, RelationsSchema, {}, problems, sources);
  const affiliate = readOptional(
    absRoot,
    CONTENT_FILES.affiliate,
    AffiliateFileSchema,
    { products: [] },
    problems,
    sources,
  ).products;
  const tags = readOptional(
    absRoot,
    CONTENT_FILES.tags,
    TagsFileSchema,
    { food_tags: [], keyword_mappings: [] },
    problems,
    sources,
  );
  const vocabulary = readOptional(
    absRoot,
    CONTENT_FILES.vocabulary,
    VocabularyFileSchema,
    { distinct: [] },
    problems,
    sources,
  );

  const locate = (issue: ContentIssue): ContentProblem => {
    const source = sources.get(issue.file);
    if (source) return problemAt(source, issue.path, issue.message, issue.severity);
    return {
      file: displayPath(join(absRoot, issue.file)),
      line: 1,
      column: 1,
      path: formatIssuePath(issue.path),
      message: issue.message,
      severity: issue.severity,
    };
  };
  return { content: { root: absRoot, foods, calendar, relations, affiliate, tags, vocabulary }, problems, locate };
}

/** Errors first, then warnings; within each, by file and position. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
}
