/**
 * The names file of one other language (core/food-index.ts), fetched as the game's
 * other data files are (site/lib/game-data.ts fetchFoodData: this browser's copy, the
 * built file, the API's copy, a stale copy offline). Apart from game-data.ts so that it
 * loads with the search code, not with every page.
 */
import type { FoodDataUrls, FoodLocaleNamesFile } from '../../../core/food-index.ts';
import { isFoodLocaleNamesFile } from '../../../core/food-names.ts';
import type { TranslatedLocale } from '../../../core/locales.ts';
import { fetchFoodData } from '../../lib/game-data.ts';

/** Every dish's name and aliases in `locale`, or undefined when the build has no file for it. */
export function fetchLocaleNames(
  urls: FoodDataUrls,
  locale: TranslatedLocale,
): Promise<FoodLocaleNamesFile | undefined> {
  const url = urls.localeNames?.[locale];
  if (!url) return Promise.resolve(undefined);
  return fetchFoodData(url, `/public/food-names/${locale}`, (v): v is FoodLocaleNamesFile =>
    isFoodLocaleNamesFile(v, locale),
  );
}
