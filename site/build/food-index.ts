/**
 * The game's names file and scoring index (core/food-index.ts) as built files, each
 * named by a hash of its content ('/data/food-names.3f9a1c2b7d.json'): a browser or the
 * service worker can keep one for ever, and a content change is a new name.
 */
import { createHash } from 'node:crypto';
import { buildFoodIndex, buildFoodNames, type FoodDataUrls } from '../../core/food-index.ts';
import { siteContent } from './content.ts';

/** One built data file: its URL path and its body. */
export interface DataFile {
  path: string;
  body: string;
}

function hashed(stem: string, value: unknown): DataFile {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { path: `/data/${stem}.${hash}.json`, body };
}

let cached: { names: DataFile; index: DataFile } | undefined;

/** The two files of this build's content, computed once. */
export function foodDataFiles(): { names: DataFile; index: DataFile } {
  if (!cached) {
    const foods = siteContent().foods;
    cached = { names: hashed('food-names', buildFoodNames(foods)), index: hashed('food-index', buildFoodIndex(foods)) };
  }
  return cached;
}

/** The URLs of the two files, for the pages. */
export function foodDataUrls(): FoodDataUrls {
  const { names, index } = foodDataFiles();
  return { names: names.path, index: index.path };
}
