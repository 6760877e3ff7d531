/** The whole check behind `platter validate`: the loaded content, the cross-file rules and the file-system checks
 * (images), every problem located and sorted.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateContent } from '../validate.ts';
import { FOODS_DIR, foodFile, IMAGES_DIR, imageFile, slugOfFoodFile } from '../content-paths.ts';
import { type Content, type ContentProblem, type LoadResult, loadContent, sortProblems } from './content.ts';

/** Image files referenced by foods must exist; only the Node side can look. */
export function imageProblems(content: Content, locate: LoadResult['locate']): ContentProblem[] {
  const dir = join(content.root, IMAGES_DIR);
  const present = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const problems: ContentProblem[] = [];
  for (const food of content.foods) {
    if (food.image && !present.has(food.image)) {
      problems.push(
        locate({
          file: foodFile(food.slug),
          path: ['image'],
          message:
            `content/${imageFile(food.image)} does not exist: add it with \`platter images add ${food.slug} ` +
            `<file>\` or remove the field`,
          severity: 'error',
        }),
      );
    }
  }
  return problems;
}

/**
 * The whole check behind `platter validate`: load, then the cross-file rules of
 * validateContent() and the file-system checks, every problem located and sorted.
 */
export function checkContent(root: string): LoadResult {
  const loaded = loadContent(root);
  const foodsDir = join(loaded.content.root, FOODS_DIR);
  const loadedSlugs = new Set(loaded.content.foods.map((f) => f.slug));
  const unloadedSlugs = (existsSync(foodsDir) ? readdirSync(foodsDir) : [])
    .map(slugOfFoodFile)
    .filter((slug): slug is string => slug !== undefined && !loadedSlugs.has(slug));
  const issues = validateContent({ ...loaded.content, unloadedSlugs });
  const problems = sortProblems([
    ...loaded.problems,
    ...issues.map(loaded.locate),
    ...imageProblems(loaded.content, loaded.locate),
  ]);
  return { ...loaded, problems };
}
