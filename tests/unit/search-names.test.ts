import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoodLocaleNamesFile, FoodNamesFile } from '../../core/food-index.ts';
import type { TranslatedLocale } from '../../core/locales.ts';

// The other languages' names files, as the build would serve them: French names only.
vi.mock('../../site/islands/game/locale-names.ts', () => ({
  fetchLocaleNames: (_urls: unknown, locale: TranslatedLocale): Promise<FoodLocaleNamesFile> =>
    Promise.resolve({ locale, names: locale === 'fr' ? [['Poulet rôti'], ['Soupe à l’oignon']] : [[], []] }),
}));

const { nameList, OTHER_LANGUAGES_DELAY_MS, QUIET_MS, QUIET_MAX_WAIT_MS } = await import(
  '../../site/islands/game/names.ts'
);

const file: FoodNamesFile = {
  names: [
    ['Roast Chicken', 'roast-chicken', '', 4],
    ['French Onion Soup', 'french-onion-soup', '', 4],
  ],
};
const urls = { names: '/data/names.json', index: '/data/index.json' };

describe('the island’s names (site/islands/game/names.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Building the index of every language is one long task: landing between a player's
  // keys or before their Enter, it holds the list and the row back.
  it('adds the other languages only once the search has been left alone, never while the player types', async () => {
    const names = await nameList(urls, file, 'en');
    expect(names.suggest('poulet')).toEqual([]);
    // A player types a key every 100 ms from before the other languages are due until just before
    // the longest the build waits for a pause.
    for (let t = 0; t < OTHER_LANGUAGES_DELAY_MS + QUIET_MAX_WAIT_MS - 200; t += 100) {
      expect(names.suggest('roast')).toEqual(['Roast Chicken']);
      expect(names.find('poulet rôti')).toBeUndefined();
      await vi.advanceTimersByTimeAsync(100);
    }
    // Left alone, the search gets them.
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1000);
    expect(names.find('poulet rôti')).toBe('Roast Chicken');
    expect(names.suggest('soupe')).toEqual(['French Onion Soup']);
  });

  it('adds them to a player who never stops typing once the longest wait is over (すし on the English page)', async () => {
    const names = await nameList(urls, file, 'en');
    let found: string | undefined;
    for (let t = 0; t < OTHER_LANGUAGES_DELAY_MS + QUIET_MAX_WAIT_MS + 2000 && !found; t += 100) {
      found = names.find('poulet rôti');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(found).toBe('Roast Chicken');
  });
});
