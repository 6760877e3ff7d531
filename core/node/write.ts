/**
 * Writes content files in the one canonical format, so that a diff shows only what
 * changed: keys in a fixed order, block lists, derived fields recomputed, descriptions as
 * block literals, UTF-8 with a trailing newline. Writes are atomic (a temporary file in
 * the same directory, then a rename), so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Document, isMap, isPair, isScalar, isSeq, Scalar, type ToStringOptions } from 'yaml';
import { parseYamlDocument } from './yaml.ts';
import { SCORED_CATEGORIES } from '../categories.ts';
import { withDerivedFields } from '../derive.ts';
import type { AffiliateProduct } from '../schemas/affiliate.ts';
import { AffiliateProductSchema } from '../schemas/affiliate.ts';
import { Slug, type Calendar } from '../schemas/calendar.ts';
import { FOOD_FIELD_ORDER, type Food } from '../schemas/food.ts';
import type { Relations } from '../schemas/relations.ts';
import { FoodTagSchema, KeywordMappingSchema, type TagsFile } from '../schemas/tags.ts';
import type { VocabularyFile } from '../schemas/vocabulary-file.ts';
import { CONTENT_FILES, foodFile } from '../content-paths.ts';
import { TRANSLATED_LOCALES } from '../locales.ts';

/** Never fold long lines: a folded ingredient or sentence would make diffs noisy. */
const STRINGIFY: ToStringOptions = { lineWidth: 0, minContentWidth: 0, indentSeq: true, flowCollectionPadding: false };

function render(value: unknown, customise?: (doc: Document) => void): string {
  const doc = new Document(value, { version: '1.2' });
  customise?.(doc);
  return doc.toString(STRINGIFY);
}

/**
 * The keys of `order` in that order, without absent values and empty text. Empty lists
 * stay (`primary_protein: []`) when `keepEmptyLists`: in a dish file that says "none",
 * which an author decided, rather than a field nobody filled.
 */
function ordered(
  record: Record<string, unknown>,
  order: readonly string[],
  keepEmptyLists = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) {
    const value = record[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0 && !keepEmptyLists) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A dish as its canonical file text. Derived fields are recomputed here, so nothing
 * written by the CLI or the API can carry a stale normalized_* list.
 */
export function foodToYaml(food: Food): string {
  const { slug: _slug, ...fields } = food as Food & { slug?: string };
  const full: Record<string, unknown> = withDerivedFields(fields);
  if (full.names) full.names = orderedNames(full.names as NonNullable<Food['names']>);
  return render(ordered(full, FOOD_FIELD_ORDER, true), (doc) => {
    const description = doc.get('description', true);
    if (description instanceof Scalar) description.type = Scalar.BLOCK_LITERAL;
  });
}

/** A dish's names per language in locale order, each its name then its aliases (when it has any). */
function orderedNames(names: NonNullable<Food['names']>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const local = names[locale];
    if (local) out[locale] = ordered(local, ['name', 'aliases']);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The calendar, one `date: slug` line per day, sorted by date. */
export function calendarToYaml(calendar: Calendar): string {
  const sorted = Object.fromEntries(Object.entries(calendar).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return Object.keys(sorted).length === 0 ? '{}\n' : render(sorted);
}

/**
 * Groups files (relations.yaml, vocabulary.yaml): top-level keys in `order`, each key a
 * block list of groups, each group one flow line (`- [hot, warm]`): a group is one
 * decision, so one line per group makes a diff show exactly which decision changed.
 * Works on the parsed Document so comments, which explain those decisions, are kept.
 */
function styleGroups(doc: Document, order: readonly string[]): void {
  const root = doc.contents;
  if (!isMap(root)) return;
  const rank = (key: unknown) => {
    const i = order.indexOf(String(isScalar(key) ? key.value : key));
    return i === -1 ? order.length : i;
  };
  // A leading comment sits on the first key. The part before its last blank line is the
  // file's header and must stay on top when the keys are reordered; the rest is the key's.
  const first = root.items[0]?.key;
  if (isScalar(first) && first.commentBefore) {
    const split = first.commentBefore.lastIndexOf('\n\n');
    if (split !== -1) {
      const header = first.commentBefore.slice(0, split);
      doc.commentBefore = doc.commentBefore ? `${doc.commentBefore}\n${header}` : header;
      first.commentBefore = first.commentBefore.slice(split + 2);
    }
  }
  root.items.sort((a, b) => rank(a.key) - rank(b.key));
  for (const pair of root.items) {
    if (!isPair(pair) || !isSeq(pair.value)) continue;
    pair.value.flow = false;
    for (const group of pair.value.items) if (isSeq(group)) group.flow = true;
  }
}

function renderGroups(value: unknown, order: readonly string[]): string {
  const doc = new Document(value, { version: '1.2' });
  styleGroups(doc, order);
  return doc.toString(STRINGIFY);
}

/**
 * The canonical text of a groups file from its current text, comments kept. fmt uses
 * this; the writers below render from data (there are no comments to keep).
 */
export function canonicalGroupsText(text: string, file: 'relations.yaml' | 'vocabulary.yaml'): string {
  const doc = parseYamlDocument(text, { version: '1.2' });
  if (doc.contents === null) return text;
  styleGroups(doc, file === 'relations.yaml' ? SCORED_CATEGORIES : ['distinct']);
  return doc.toString(STRINGIFY);
}

/** relations.yaml with the categories in board order. */
export function relationsToYaml(relations: Relations): string {
  const out = ordered(relations as Record<string, unknown>, SCORED_CATEGORIES);
  return Object.keys(out).length === 0 ? '{}\n' : renderGroups(out, SCORED_CATEGORIES);
}

/** affiliate.yaml: products in their stored order, fields in schema order. */
export function affiliateToYaml(products: readonly AffiliateProduct[]): string {
  const keys = Object.keys(AffiliateProductSchema.shape);
  return render({ products: products.map((p) => ordered(p, keys, true)) });
}

/** tags.yaml: food tags and keyword mappings, fields in schema order. */
export function tagsToYaml(tags: TagsFile): string {
  const tagKeys = Object.keys(FoodTagSchema.shape);
  const mappingKeys = Object.keys(KeywordMappingSchema.shape);
  return render({
    food_tags: tags.food_tags.map((t) => ordered(t, tagKeys, true)),
    keyword_mappings: tags.keyword_mappings.map((m) => ordered(m, mappingKeys)),
  });
}

/** vocabulary.yaml: the distinct pairs, one per line. */
export function vocabularyToYaml(vocabulary: VocabularyFile): string {
  return renderGroups({ distinct: vocabulary.distinct }, ['distinct']);
}

/**
 * Writes `text` to `file` atomically: a temporary dot file in the same directory (same
 * file system, so the rename is atomic), then a rename over the target.
 */
export function writeFileAtomic(file: string, text: string | Uint8Array, opts: { mode?: number } = {}): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    // Created with its final mode: a file of secrets is never readable by others, not even for a moment.
    writeFileSync(temp, text, { flag: 'wx', mode: opts.mode ?? 0o666 });
    renameSync(temp, file);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}

/** An error about a path that must never reach the file system. */
export class UnsafePathError extends Error {}

/** `file` resolved under `root`, refusing anything that would escape it. */
export function contentPath(root: string, file: string): string {
  const base = resolve(root);
  const full = resolve(base, file);
  if (full !== base && !full.startsWith(base + sep))
    throw new UnsafePathError(`"${file}" is outside the content directory`);
  return full;
}

/**
 * The file of a dish. The slug is checked against [a-z0-9-]+ before it touches a path,
 * so '.', '..' or '/' from a name can never reach the file system.
 */
export function foodPath(root: string, slug: string): string {
  if (!Slug.safeParse(slug).success) throw new UnsafePathError(`"${slug}" is not a valid slug (a-z, 0-9 and -)`);
  return contentPath(root, foodFile(slug));
}

/** Writes one dish canonically to content/foods/<slug>.yaml; returns the path. */
export function writeFood(root: string, slug: string, food: Food): string {
  const file = foodPath(root, slug);
  writeFileAtomic(file, foodToYaml(food));
  return file;
}

/** Removes a dish's file. */
export function removeFood(root: string, slug: string): void {
  rmSync(foodPath(root, slug));
}

/** Writes content/calendar.yaml canonically. */
export function writeCalendar(root: string, calendar: Calendar): string {
  const file = contentPath(root, CONTENT_FILES.calendar);
  writeFileAtomic(file, calendarToYaml(calendar));
  return file;
}

/** Writes content/relations.yaml canonically. */
export function writeRelations(root: string, relations: Relations): string {
  const file = contentPath(root, CONTENT_FILES.relations);
  writeFileAtomic(file, relationsToYaml(relations));
  return file;
}

/** Writes content/affiliate.yaml canonically. */
export function writeAffiliate(root: string, products: readonly AffiliateProduct[]): string {
  const file = contentPath(root, CONTENT_FILES.affiliate);
  writeFileAtomic(file, affiliateToYaml(products));
  return file;
}

/** Writes content/tags.yaml canonically. */
export function writeTags(root: string, tags: TagsFile): string {
  const file = contentPath(root, CONTENT_FILES.tags);
  writeFileAtomic(file, tagsToYaml(tags));
  return file;
}

/** Writes content/vocabulary.yaml canonically. */
export function writeVocabulary(root: string, vocabulary: VocabularyFile): string {
  const file = contentPath(root, CONTENT_FILES.vocabulary);
  writeFileAtomic(file, vocabularyToYaml(vocabulary));
  return file;
}
