/**
 * Saving a dish from the CLI: the slug follows the name, a rename carries the calendar
 * days and the image along, and nothing is written unless the whole content set stays
 * valid.
 */
import { existsSync, renameSync } from 'node:fs';
import { displayPath, type LoadResult } from '../core/node/content.ts';
import { CONTENT_FILES, imageFile } from '../core/content-paths.ts';
import { contentPath, foodPath, removeFood, writeCalendar, writeFood } from '../core/node/write.ts';
import { withDerivedFields } from '../core/derive.ts';
import { imageBaseName, slugify } from '../core/naming.ts';
import type { Calendar } from '../core/schemas/calendar.ts';
import type { Food, FoodRecord } from '../core/schemas/food.ts';
import { describeContentIssue, type ContentIssue } from '../core/validate.ts';
import { assertLoadedCleanly, assertNoNewErrors } from './_context.ts';
import { CliError } from './_errors.ts';
import { commitIfAsked, type GateFlags, passGate } from './_gate.ts';
import { COMMIT } from '../core/commit-messages.ts';

/** What a save did, for the command to report. */
export interface SaveReport {
  /** The dish as written, with its (possibly new) slug. */
  food: FoodRecord;
  /** Its file, as printed. */
  file: string;
  /** Calendar days moved from the old slug to the new one. */
  movedDays: string[];
  /** Warnings the change added anywhere (a missing hint field, a spelling now twice), to show but not block. */
  warnings: ContentIssue[];
  /** Commits the change when it is to be committed (--commit, --rewrite-history); call after reporting it. */
  commit(): Promise<void>;
}

/**
 * Writes `food` as a new dish (`previous` undefined) or over `previous`, once the whole
 * content stays valid and the gate (cli/_gate.ts) lets the change through. The slug is
 * slugify(name); when it changes the old file is removed, calendar days follow, and the
 * image is renamed to the new name's base name.
 */
export async function saveFood(
  loaded: LoadResult,
  food: Food,
  previous: FoodRecord | undefined,
  flags: GateFlags,
): Promise<SaveReport> {
  const { root, foods, calendar } = loaded.content;
  const slug = slugify(food.name);
  if (slug === '') throw new CliError(`the name "${food.name}" has no letters or digits to make a file name from`);
  const renamed = previous !== undefined && previous.slug !== slug;
  if ((!previous || renamed) && existsSync(foodPath(root, slug))) {
    const owner = foods.find((f) => f.slug === slug);
    throw new CliError(
      owner
        ? `"${owner.name}" already has ${displayPath(foodPath(root, slug))}: edit it with \`platter foods edit ` +
            `${slug}\`, or choose another name`
        : `${displayPath(foodPath(root, slug))} already exists (and does not load: \`platter validate\`); fix ` +
            'or remove it first',
    );
  }

  let image = food.image;
  let imageMove: [string, string] | undefined;
  if (renamed && previous.image) {
    const ext = previous.image.slice(previous.image.lastIndexOf('.'));
    image = `${imageBaseName(food.name)}${ext}`;
    if (image !== previous.image)
      imageMove = [contentPath(root, imageFile(previous.image)), contentPath(root, imageFile(image))];
  }
  // Derived fields are filled before validation: the file written will have them.
  const record: FoodRecord = { ...withDerivedFields(food), ...(image ? { image } : {}), slug };

  const movedDays = renamed
    ? Object.keys(calendar)
        .filter((d) => calendar[d] === previous.slug)
        .sort()
    : [];
  const nextCalendar: Calendar = { ...calendar };
  for (const d of movedDays) nextCalendar[d] = slug;
  if (movedDays.length > 0) assertLoadedCleanly(loaded, CONTENT_FILES.calendar);

  const nextFoods = [...foods.filter((f) => f.slug !== previous?.slug), record];
  const warnings = assertNoNewErrors(loaded.content, { ...loaded.content, foods: nextFoods, calendar: nextCalendar });
  const pass = await passGate(
    root,
    loaded.content,
    { ...loaded.content, foods: nextFoods, calendar: nextCalendar },
    flags,
  );

  const { slug: _slug, ...fields } = record;
  const file = writeFood(root, slug, fields);
  const touched = [file];
  if (movedDays.length > 0) touched.push(writeCalendar(root, nextCalendar));
  if (imageMove && existsSync(imageMove[0])) {
    renameSync(imageMove[0], imageMove[1]);
    touched.push(...imageMove);
  }
  if (renamed) {
    removeFood(root, previous.slug);
    touched.push(foodPath(root, previous.slug));
  }
  const subject = !previous
    ? COMMIT.addFood(record.name)
    : renamed
      ? COMMIT.renameFood(previous.slug, slug)
      : COMMIT.updateFood(slug);
  return {
    food: record,
    file: displayPath(file),
    movedDays,
    warnings,
    commit: () => commitIfAsked(pass, touched, subject),
  };
}

/** Prints the warnings a save added, one line each, naming the file (it may be another dish's). */
export function printSaveWarnings(report: SaveReport): void {
  for (const w of report.warnings) console.log(`warning: ${describeContentIssue(w)}`);
}
