/**
 * Admin changes to dishes as content-writer plans: add, update (with rename), remove,
 * and set or remove a dish's image. Each plan lists every file the change touches, so a
 * rename is one commit: the new file, the old one removed, the calendar days and food
 * tags following the dish, and its image renamed to the new name's base name (the spec's
 * image naming), as `platter foods rename` does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { withDerivedFields } from '../../core/derive.ts';
import { datesOf } from '../../core/calendar.ts';
import { CONTENT_FILES, foodFile, imageFile } from '../../core/content-paths.ts';
import { contentPath, foodToYaml, tagsToYaml, calendarToYaml } from '../../core/node/write.ts';
import { foldText } from '../../core/normalise.ts';
import { imageBaseName, slugify } from '../../core/naming.ts';
import type { Calendar } from '../../core/schemas/calendar.ts';
import type { Food, FoodRecord } from '../../core/schemas/food.ts';
import type { TagsFile } from '../../core/schemas/tags.ts';
import { HTTPError } from 'h3';
import { badRequest, notFound } from '../http/errors.ts';
import type { ContentPlan, WriteBase } from './write-plan.ts';
import { COMMIT } from '../../core/commit-messages.ts';
import { IMAGE_EXTENSIONS } from '../../core/schemas/paths.ts';
import { findFoodIn } from '../../core/search.ts';

/** What a food write answers. */
export interface FoodChange {
  /** The dish as written (absent after a removal). */
  food?: FoodRecord;
  /** Calendar days that moved with a rename or were freed by a forced removal. */
  days: string[];
}

/** The dish a route names, or 404 'Food not found: "x"'. */
export function mustFindFood(base: WriteBase, nameOrSlug: string): FoodRecord {
  const food = findFoodIn(base.content.foods, nameOrSlug);
  if (!food) throw notFound(`Food not found: "${nameOrSlug}"`);
  return food;
}

function slugFor(name: string): string {
  const slug = slugify(name);
  if (slug === '') throw badRequest(`name: "${name}" has no letters or digits to make a file name from`);
  return slug;
}

function recordOf(food: Food, slug: string): FoodRecord {
  return { ...withDerivedFields(food), slug };
}

/** 400 unless the image a food names is in content/images (or is written by the same change). */
function assertImage(base: WriteBase, image: string | undefined, writing: ReadonlySet<string> = new Set()): void {
  if (!image || writing.has(imageFile(image))) return;
  if (!existsSync(contentPath(base.content.root, imageFile(image)))) {
    throw badRequest(`image: content/${imageFile(image)} does not exist; upload the image first`);
  }
}

/** 400 when another dish already has the file this name needs. */
function assertFreeSlug(base: WriteBase, slug: string, name: string): void {
  const owner = base.content.foods.find((f) => f.slug === slug);
  if (owner)
    throw badRequest(
      `name: "${owner.name}" already exists (${foodFile(slug)}); edit it instead, or choose another name`,
    );
  if (base.fileVersion(foodFile(slug)) !== 'absent') {
    throw badRequest(
      `name: ${foodFile(slug)} already exists but does not load (run \`platter validate\`); fix or remove it ` +
        `before adding "${name}"`,
    );
  }
}

/** Adding a dish. */
export function planAddFood(base: WriteBase, food: Food): ContentPlan<FoodChange> {
  const slug = slugFor(food.name);
  assertFreeSlug(base, slug, food.name);
  assertImage(base, food.image);
  const record = recordOf(food, slug);
  return {
    message: COMMIT.addFood(food.name),
    next: { ...base.content, foods: [...base.content.foods, record] },
    files: { [foodFile(slug)]: foodToYaml(record) },
    result: { food: record, days: [] },
  };
}

/**
 * Updating the dish `previous` to `food`. A new name that gives a new slug is a rename:
 * the file moves, calendar days and food tags follow, and an image named after the old
 * name is renamed after the new one.
 */
export function planUpdateFood(base: WriteBase, previous: FoodRecord, food: Food): ContentPlan<FoodChange> {
  const slug = slugFor(food.name);
  const renamed = slug !== previous.slug;
  if (renamed) assertFreeSlug(base, slug, food.name);
  const files: Record<string, string | Uint8Array | null> = {};
  const { content } = base;

  let image = food.image;
  if (renamed && image && image === previous.image) {
    const ext = image.slice(image.lastIndexOf('.'));
    const moved = `${imageBaseName(food.name)}${ext}`;
    const from = contentPath(content.root, imageFile(image));
    if (moved !== image && existsSync(from)) {
      files[imageFile(moved)] = readFileSync(from);
      files[imageFile(image)] = null;
      image = moved;
    }
  }
  assertImage(base, image, new Set(Object.keys(files).filter((f) => files[f] !== null)));
  const record = recordOf({ ...food, ...(image ? { image } : {}) }, slug);
  files[foodFile(slug)] = foodToYaml(record);

  let calendar: Calendar = content.calendar;
  let tags: TagsFile = content.tags;
  const days = renamed ? datesOf(content.calendar, previous.slug) : [];
  if (renamed) {
    files[foodFile(previous.slug)] = null;
    if (days.length > 0) {
      calendar = { ...content.calendar };
      for (const d of days) calendar[d] = slug;
      files[CONTENT_FILES.calendar] = calendarToYaml(calendar);
    }
  }
  if (previous.name !== food.name) {
    const tagged = content.tags.food_tags.some((t) => foldText(t.food_name) === foldText(previous.name));
    if (tagged) {
      tags = {
        ...content.tags,
        food_tags: content.tags.food_tags.map((t) =>
          foldText(t.food_name) === foldText(previous.name) ? { ...t, food_name: food.name } : t,
        ),
      };
      files[CONTENT_FILES.tags] = tagsToYaml(tags);
    }
  }
  return {
    message: renamed ? COMMIT.renameFood(previous.slug, slug) : COMMIT.updateFood(slug),
    next: { ...content, foods: [...content.foods.filter((f) => f.slug !== previous.slug), record], calendar, tags },
    files,
    result: { food: record, days },
  };
}

/**
 * Removing a dish, its image and its food tags. A dish the calendar uses is refused (409)
 * unless `force`, which frees its days too.
 */
export function planRemoveFood(base: WriteBase, food: FoodRecord, force: boolean): ContentPlan<FoodChange> {
  const { content } = base;
  const days = datesOf(content.calendar, food.slug);
  if (days.length > 0 && !force) {
    throw new HTTPError({
      status: 409,
      message:
        `"${food.name}" is the challenge of ${days.join(', ')}: remove it from the calendar first, or delete ` +
        `with force=1 to free ${days.length === 1 ? 'that day' : 'those days'} too`,
    });
  }
  const files: Record<string, string | Uint8Array | null> = { [foodFile(food.slug)]: null };
  let calendar: Calendar = content.calendar;
  if (days.length > 0) {
    calendar = Object.fromEntries(Object.entries(content.calendar).filter(([, slug]) => slug !== food.slug));
    files[CONTENT_FILES.calendar] = calendarToYaml(calendar);
  }
  if (food.image && !content.foods.some((f) => f.slug !== food.slug && f.image === food.image))
    files[imageFile(food.image)] = null;
  let tags: TagsFile = content.tags;
  if (content.tags.food_tags.some((t) => foldText(t.food_name) === foldText(food.name))) {
    tags = {
      ...content.tags,
      food_tags: content.tags.food_tags.filter((t) => foldText(t.food_name) !== foldText(food.name)),
    };
    files[CONTENT_FILES.tags] = tagsToYaml(tags);
  }
  return {
    message: COMMIT.removeFood(food.slug),
    next: { ...content, foods: content.foods.filter((f) => f.slug !== food.slug), calendar, tags },
    files,
    result: { days },
  };
}

/** Image formats of one base name that a new upload replaces. */

/**
 * Storing an uploaded (already re-encoded) image as `file`, replacing other formats of
 * the same base name, and pointing `food` at it when given.
 */
export function planSetImage(
  base: WriteBase,
  file: string,
  bytes: Uint8Array,
  food: FoodRecord | undefined,
): ContentPlan<{ image: string; food?: FoodRecord }> {
  const { content } = base;
  const stem = file.slice(0, file.lastIndexOf('.'));
  // An upload never replaces another dish's picture (an add-mode baseName of "Pad-Thai" names Pad Thai's file).
  const owner = content.foods.find(
    (f) =>
      f.slug !== food?.slug && (f.slug === stem || (f.image && f.image.slice(0, f.image.lastIndexOf('.')) === stem)),
  );
  if (owner) {
    throw new HTTPError({
      status: 409,
      message:
        `baseName: ${file} would replace the image of “${owner.name}”; upload it from that dish's edit form, ` +
        'or name the new dish differently',
    });
  }
  const files: Record<string, string | Uint8Array | null> = { [imageFile(file)]: bytes };
  for (const ext of IMAGE_EXTENSIONS) {
    const other = `${stem}.${ext}`;
    if (other !== file && existsSync(contentPath(content.root, imageFile(other)))) files[imageFile(other)] = null;
  }
  if (!food) {
    // Foods that named a replaced format now name the new file.
    const affected = content.foods.filter(
      (f) => f.image && f.image !== file && f.image.slice(0, f.image.lastIndexOf('.')) === stem,
    );
    for (const f of affected) files[foodFile(f.slug)] = foodToYaml({ ...f, image: file });
    const foods = content.foods.map((f) => (affected.includes(f) ? { ...f, image: file } : f));
    return { message: COMMIT.addImage(file), next: { ...content, foods }, files, result: { image: file } };
  }
  const record: FoodRecord = { ...food, image: file };
  files[foodFile(food.slug)] = foodToYaml(record);
  if (
    food.image &&
    food.image !== file &&
    !files[imageFile(food.image)] &&
    !content.foods.some((f) => f.slug !== food.slug && f.image === food.image)
  ) {
    files[imageFile(food.image)] = null;
  }
  return {
    message: COMMIT.setImage(food.slug),
    next: { ...content, foods: content.foods.map((f) => (f.slug === food.slug ? record : f)) },
    files,
    result: { image: file, food: record },
  };
}

/** Removing a dish's image: the field and, unless another dish uses it, the file. */
export function planRemoveImage(base: WriteBase, food: FoodRecord): ContentPlan<{ food: FoodRecord }> {
  const { content } = base;
  if (!food.image) throw notFound(`"${food.name}" has no image`);
  const { image: _image, ...rest } = food;
  const record: FoodRecord = rest;
  const files: Record<string, string | Uint8Array | null> = { [foodFile(food.slug)]: foodToYaml(record) };
  if (!content.foods.some((f) => f.slug !== food.slug && f.image === food.image)) files[imageFile(food.image)] = null;
  return {
    message: COMMIT.removeImage(food.slug),
    next: { ...content, foods: content.foods.map((f) => (f.slug === food.slug ? record : f)) },
    files,
    result: { food: record },
  };
}
