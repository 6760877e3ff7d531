/**
 * site/lib/storage.ts: the one owner of localStorage. Each test runs against a fresh
 * in-memory Web Storage (the same interface the browser gives), with the clock moved by
 * vitest's fake timers to test the 365-day expiry and the cache lifetimes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addCompletion,
  allProgress,
  cacheGet,
  cacheSet,
  cacheStats,
  CACHE_TTL,
  getCompletions,
  getConsent,
  getPreferences,
  getProgress,
  getRevealedHints,
  revealHints,
  saveProgress,
  setConsent,
  setPreferences,
  STORAGE_KEYS,
  useStorage,
} from '../../site/lib/storage.ts';
import { exportData, importData, IMPORT_ERRORS } from '../../site/lib/storage-transfer.ts';

/** Web Storage in memory, with an optional quota in characters like a browser's. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  private quota: number;
  constructor(quota = Infinity) {
    this.quota = quota;
  }
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    let used = 0;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, String(value));
  }
}

const DAY = 86_400_000;
let store: MemoryStorage;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  store = new MemoryStorage();
  useStorage(store);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('progress', () => {
  it('is saved per date under a platter_ key in a versioned envelope, and read back', () => {
    saveProgress('2026-03-01', { guesses: ['Pad Thai', 'Phở'], completed: false, hasGivenUp: false });
    saveProgress('2026-02-28', { guesses: ['Biryani'], completed: true, hasGivenUp: true });
    expect(getProgress('2026-03-01')).toEqual({ guesses: ['Pad Thai', 'Phở'], completed: false, hasGivenUp: false });
    expect(Object.keys(allProgress()).sort()).toEqual(['2026-02-28', '2026-03-01']);
    const raw = JSON.parse(store.getItem(STORAGE_KEYS.progress)!);
    expect(raw).toMatchObject({ v: 1, updatedAt: Date.parse('2026-03-01T12:00:00Z') });
    expect(STORAGE_KEYS.progress.startsWith('platter_')).toBe(true);
  });

  it('keeps whether a day was played as the Dish of the Day, and reads older entries without the mark', () => {
    saveProgress('2026-03-01', { guesses: ['Pad Thai'], completed: true, hasGivenUp: false, daily: true });
    saveProgress('2026-02-20', { guesses: ['Biryani'], completed: true, hasGivenUp: false, daily: false });
    expect(getProgress('2026-03-01')).toEqual({
      guesses: ['Pad Thai'],
      completed: true,
      hasGivenUp: false,
      daily: true,
    });
    expect(getProgress('2026-02-20')?.daily).toBe(false);
    // Saved before the mark existed: read as it was.
    store.setItem(
      STORAGE_KEYS.progress,
      JSON.stringify({
        v: 1,
        updatedAt: Date.now(),
        data: { '2026-02-01': { guesses: ['Phở'], completed: true, hasGivenUp: false } },
      }),
    );
    expect(getProgress('2026-02-01')).toEqual({ guesses: ['Phở'], completed: true, hasGivenUp: false });
  });

  it('expires 365 days after the last activity, and each save renews it', () => {
    saveProgress('2026-03-01', { guesses: ['Pad Thai'], completed: false, hasGivenUp: false });
    vi.setSystemTime(Date.now() + 300 * DAY);
    expect(getProgress('2026-03-01')).toBeDefined();
    saveProgress('2026-12-26', { guesses: ['Biryani'], completed: false, hasGivenUp: false });
    vi.setSystemTime(Date.now() + 300 * DAY);
    // 600 days after the first save, but 300 after the last activity: kept.
    expect(getProgress('2026-03-01')).toBeDefined();
    vi.setSystemTime(Date.now() + 66 * DAY);
    expect(getProgress('2026-03-01')).toBeUndefined();
    expect(store.getItem(STORAGE_KEYS.progress)).toBeNull();
  });

  it('ignores a corrupt record instead of crashing, and logs it', () => {
    store.setItem(STORAGE_KEYS.progress, '{not json');
    expect(allProgress()).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring corrupt platter_progress'));
    store.setItem(
      STORAGE_KEYS.progress,
      JSON.stringify({
        v: 1,
        updatedAt: Date.now(),
        data: { '2026-03-01': { guesses: 'Pad Thai' }, 'not-a-date': {} },
      }),
    );
    expect(allProgress()).toEqual({});
    // A record from a newer version of the site is left alone, not misread.
    store.setItem(STORAGE_KEYS.progress, JSON.stringify({ v: 9, updatedAt: Date.now(), data: {} }));
    expect(allProgress()).toEqual({});
    expect(store.getItem(STORAGE_KEYS.progress)).not.toBeNull();
  });
});

describe('streaks and hints', () => {
  it('keeps completion dates sorted and unique', () => {
    addCompletion('2026-03-01');
    addCompletion('2026-02-28');
    addCompletion('2026-03-01');
    expect(getCompletions()).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('remembers revealed hints per dish', () => {
    revealHints('Pad Thai', ['texture_emphasis']);
    revealHints('Pad Thai', ['serving_context']);
    revealHints('Biryani', ['texture_emphasis']);
    expect(getRevealedHints('Pad Thai')).toEqual(['texture_emphasis', 'serving_context']);
    expect(getRevealedHints('Phở')).toEqual([]);
  });
});

describe('preferences and consent', () => {
  it('fills in the defaults: detailed matches on, blue background, normal speed', () => {
    expect(getPreferences()).toMatchObject({
      showDetailedMatches: true,
      backgroundColor: 'blue',
      animationSpeed: 'normal',
      hasSeenIntro: false,
      volume: 0.5,
    });
    expect(getPreferences().darkMode).toBeUndefined();
  });

  it('keeps valid changes and drops values it does not know', () => {
    setPreferences({ darkMode: true, backgroundColor: 'green', animationSpeed: 'slow' });
    store.setItem(
      STORAGE_KEYS.preferences,
      JSON.stringify({
        v: 1,
        updatedAt: Date.now(),
        data: { ...JSON.parse(store.getItem(STORAGE_KEYS.preferences)!).data, backgroundColor: 'plaid', fontSize: 99 },
      }),
    );
    expect(getPreferences()).toMatchObject({
      darkMode: true,
      backgroundColor: 'blue',
      animationSpeed: 'slow',
      fontSize: 16,
    });
  });

  it('stores consent as version 1.0 with essential always on, for a year', () => {
    const record = setConsent({ analytics: true, advertising: false });
    expect(record).toEqual({
      essential: true,
      analytics: true,
      advertising: false,
      timestamp: '2026-03-01T12:00:00.000Z',
      version: '1.0',
    });
    expect(getConsent()).toEqual(record);
    vi.setSystemTime(Date.now() + 366 * DAY);
    expect(getConsent()).toBeUndefined();
  });
});

describe('caches', () => {
  it('answer while fresh, then only when stale answers are allowed', () => {
    cacheSet('today_2026-03-01', { date: '2026-03-01' }, CACHE_TTL.today);
    expect(store.getItem('platter_cache_today_2026-03-01')).not.toBeNull();
    vi.setSystemTime(Date.now() + CACHE_TTL.today - 1000);
    expect(cacheGet('today_2026-03-01')).toEqual({ date: '2026-03-01' });
    vi.setSystemTime(Date.now() + 2000);
    expect(cacheGet('today_2026-03-01')).toBeUndefined();
    expect(cacheGet('today_2026-03-01', { allowStale: true })).toEqual({ date: '2026-03-01' });
    expect(cacheStats()).toMatchObject({ entries: 1, hits: 1, misses: 1, hitRate: 0.5 });
  });

  it('use the spec lifetimes', () => {
    expect(CACHE_TTL).toEqual({
      foods: DAY,
      foodNames: DAY,
      food: 600_000,
      today: 3_600_000,
      challenge: DAY,
      archive: DAY,
    });
  });

  it('give their room to the player’s own records when storage is full', () => {
    useStorage((store = new MemoryStorage(2000)));
    cacheSet('foods_all', 'x'.repeat(1500), CACHE_TTL.foods);
    const guesses = Array.from({ length: 8 }, (_, i) => `${i}`.repeat(100));
    saveProgress('2026-03-01', { guesses, completed: false, hasGivenUp: false });
    expect(getProgress('2026-03-01')?.guesses).toEqual(guesses);
    expect(cacheGet('foods_all')).toBeUndefined();
  });
});

describe('export and import', () => {
  it('round-trips progress, streaks, hints, preferences and consent to a fresh browser', () => {
    saveProgress('2026-03-01', { guesses: ['Pad Thai'], completed: true, hasGivenUp: false });
    addCompletion('2026-03-01');
    revealHints('Pad Thai', ['texture_emphasis']);
    setPreferences({ backgroundColor: 'purple' });
    setConsent({ analytics: false, advertising: false });
    cacheSet('foods_all', [1, 2, 3], CACHE_TTL.foods);
    const file = exportData();
    expect(file).toMatchObject({ dataType: 'localStorage', version: '1.0' });
    expect(Object.keys(file.data).sort()).toEqual(Object.values(STORAGE_KEYS).sort());

    useStorage(new MemoryStorage());
    expect(importData(JSON.stringify(file))).toBe(5);
    expect(getProgress('2026-03-01')).toEqual({ guesses: ['Pad Thai'], completed: true, hasGivenUp: false });
    expect(getCompletions()).toEqual(['2026-03-01']);
    expect(getRevealedHints('Pad Thai')).toEqual(['texture_emphasis']);
    expect(getPreferences().backgroundColor).toBe('purple');
    expect(getConsent()?.version).toBe('1.0');
    // Caches stay behind: they belong to the browser, not the player.
    expect(cacheGet('foods_all')).toBeUndefined();
  });

  it('refuses what is not an export file with the spec messages', () => {
    expect(() => importData('not json')).toThrow(IMPORT_ERRORS.invalid);
    expect(() => importData(JSON.stringify({ dataType: 'cookies', data: {} }))).toThrow(IMPORT_ERRORS.invalid);
    expect(() => importData(JSON.stringify({ dataType: 'localStorage' }))).toThrow(IMPORT_ERRORS.empty);
    expect(() => importData(JSON.stringify({ dataType: 'localStorage', data: {} }))).toThrow(IMPORT_ERRORS.empty);
    expect(() => importData(JSON.stringify({ dataType: 'localStorage', data: { platter_progress: 42 } }))).toThrow(
      IMPORT_ERRORS.empty,
    );
    expect(IMPORT_ERRORS).toEqual({
      invalid: 'Invalid file format. Please select a valid data export file.',
      empty: 'No data found in the import file.',
      unreadable: 'Failed to read the file. Please try again.',
    });
  });
});

describe('cache housekeeping', () => {
  it('drops entries expired for more than a day when a new one is stored', () => {
    cacheSet('today_2026-03-01', { day: 1 }, CACHE_TTL.today);
    vi.setSystemTime(Date.now() + 2 * DAY);
    cacheSet('today_2026-03-03', { day: 3 }, CACHE_TTL.today);
    expect(store.getItem('platter_cache_today_2026-03-01')).toBeNull();
    // A recently expired answer stays for the offline fallback.
    vi.setSystemTime(Date.now() + 2 * CACHE_TTL.today);
    cacheSet('archive_2026-03-03', [], CACHE_TTL.archive);
    expect(cacheGet('today_2026-03-03', { allowStale: true })).toEqual({ day: 3 });
  });

  it('looks at most once an hour, and drops what is not an entry at all', () => {
    cacheSet('today_2026-03-01', { day: 1 }, CACHE_TTL.today);
    store.setItem('platter_cache_broken', '{"v":1,"stor');
    vi.setSystemTime(Date.now() + 2 * DAY);
    cacheSet('fooddata_names', { names: 'x'.repeat(5000) }, CACHE_TTL.foodNames);
    expect(store.getItem('platter_cache_today_2026-03-01')).toBeNull();
    expect(store.getItem('platter_cache_broken')).toBeNull();
    // Within the hour a write leaves even a long-expired entry for the next look.
    const old = JSON.stringify({ v: 1, storedAt: 0, expiresAt: 1, data: 'old' });
    store.setItem('platter_cache_today_2026-03-02', old);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    cacheSet('archive_2026-03-05', [], CACHE_TTL.archive);
    expect(store.getItem('platter_cache_today_2026-03-02')).toBe(old);
    vi.setSystemTime(Date.now() + 60 * 60_000);
    cacheSet('archive_2026-03-05', [], CACHE_TTL.archive);
    expect(store.getItem('platter_cache_today_2026-03-02')).toBeNull();
    expect(cacheGet('fooddata_names', { allowStale: true })).toEqual({ names: 'x'.repeat(5000) });
  });
});

describe('preferences for React', () => {
  it('are the defaults object itself while nothing differs, so hydration has nothing to render again', async () => {
    const { preferencesSnapshot } = await import('../../site/lib/use-preferences.ts');
    const { DEFAULT_PREFERENCES } = await import('../../site/lib/preferences.ts');
    expect(preferencesSnapshot()).toBe(DEFAULT_PREFERENCES);
  });
});
