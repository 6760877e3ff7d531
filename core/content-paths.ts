/**
 * Where each content file lives, relative to the content root, built in one place: a
 * dish's file ('foods/pad-thai.yaml'), an original image's ('images/pad-thai.jpg') and
 * their folders. Browser-safe. Names become paths only through the checks of
 * core/schemas/paths.ts: core/node/write.ts foodPath and contentPath resolve a file
 * under a root, and the admin's content writer takes only files isContentFile accepts.
 * (Built files have their own one place: an icon's URL is core/icon-url.ts iconUrl.)
 */
import { isFoodFileName, isImageFileName } from './schemas/paths.ts';

/** The content files besides the dishes, relative to the content root. */
export const CONTENT_FILES = {
  calendar: 'calendar.yaml',
  relations: 'relations.yaml',
  affiliate: 'affiliate.yaml',
  tags: 'tags.yaml',
  vocabulary: 'vocabulary.yaml',
} as const;

/** The folder of the dishes, one YAML file each. */
export const FOODS_DIR = 'foods';
/** The folder of the original images. */
export const IMAGES_DIR = 'images';

const FOOD_EXTENSION = '.yaml';

/** A dish's file: 'foods/pad-thai.yaml'. */
export function foodFile(slug: string): string {
  return `${FOODS_DIR}/${slug}${FOOD_EXTENSION}`;
}

/** An original image's file: 'images/pad-thai.jpg'. */
export function imageFile(name: string): string {
  return `${IMAGES_DIR}/${name}`;
}

/** A file found in the foods folder, by its name there ('pad-thai.yaml' → 'foods/pad-thai.yaml'). */
export function inFoodsDir(name: string): string {
  return `${FOODS_DIR}/${name}`;
}

/** The slug a file name in the foods folder is for ('pad-thai.yaml' → 'pad-thai'); undefined for any other file. */
export function slugOfFoodFile(name: string): string | undefined {
  return isFoodFileName(name) ? name.slice(0, -FOOD_EXTENSION.length) : undefined;
}

/** Whether `file` (relative to the root) is one a change may write: a dish's, an image's, or a top-level file. */
export function isContentFile(file: string): boolean {
  if (file.startsWith(`${FOODS_DIR}/`)) return isFoodFileName(file.slice(FOODS_DIR.length + 1));
  if (file.startsWith(`${IMAGES_DIR}/`)) return isImageFileName(file.slice(IMAGES_DIR.length + 1));
  return (Object.values(CONTENT_FILES) as string[]).includes(file);
}
