/**
 * The player's own records: their keys, their shapes, the check each one passes when read
 * (a record of the wrong shape is ignored, never a crash) and how long each lives.
 * Part of site/lib/storage.ts.
 */
import { isIsoDateText, readDayOfPlay, type DayOfPlay } from '../../../core/schemas/day-of-play.ts';
import { DAY_MS } from './backend.ts';
import { STORAGE_KEYS } from './keys.ts';
import {
  ANIMATION_SPEEDS,
  BACKGROUNDS,
  DEFAULT_PREFERENCES,
  FONT_SIZE,
  PALETTES,
  type Preferences,
} from '../preferences.ts';
import { isLocale } from '../../../core/locales.ts';

export { STORAGE_KEYS };
export type RecordName = keyof typeof STORAGE_KEYS;

/** Progress, streaks and hints are dropped when the last activity is older than this. */
export const ACTIVITY_EXPIRY_MS = 365 * DAY_MS;
/** Cookie consent is asked again after a year (privacy policy). */
export const CONSENT_EXPIRY_MS = 365 * DAY_MS;

/** Dates the player won the Dish of the Day on its own day, for the streak. */
export interface StreakData {
  /** Challenge dates (YYYY-MM-DD) won as the daily game on that day, ascending, no duplicates. */
  completions: string[];
  /** ISO time of the last change. */
  lastUpdated: string;
}

/** Revealed hint fields per answer dish name. */
export type RevealedHints = Record<string, string[]>;

/** The cookie choice (admin.md section 3). */
export interface ConsentRecord {
  essential: true;
  analytics: boolean;
  advertising: boolean;
  /** ISO time of the choice. */
  timestamp: string;
  version: '1.0';
}

export interface Envelope<T> {
  v: number;
  /** Epoch ms of the last write: the "last activity" the expiry counts from. */
  updatedAt: number;
  data: T;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Shape checks per record: each answers the cleaned data, or undefined when it is unusable. */
export const CHECKS: { [K in RecordName]: (data: unknown) => RecordData[K] | undefined } = {
  progress(data) {
    if (!isObject(data)) return undefined;
    const out: Record<string, DayOfPlay> = {};
    for (const [date, entry] of Object.entries(data)) {
      const day = isIsoDateText(date) ? readDayOfPlay(entry) : undefined;
      if (day) out[date] = day;
    }
    return out;
  },
  streak(data) {
    if (!isObject(data) || !Array.isArray(data.completions)) return undefined;
    const completions = [...new Set(data.completions.filter(isIsoDateText))].sort();
    return {
      completions,
      lastUpdated: typeof data.lastUpdated === 'string' ? data.lastUpdated : new Date(0).toISOString(),
    };
  },
  hints(data) {
    if (!isObject(data)) return undefined;
    const out: RevealedHints = {};
    for (const [dish, fields] of Object.entries(data)) if (isStringList(fields)) out[dish] = fields;
    return out;
  },
  preferences(data) {
    if (!isObject(data)) return undefined;
    const p: Preferences = { ...DEFAULT_PREFERENCES };
    if (typeof data.hasSeenIntro === 'boolean') p.hasSeenIntro = data.hasSeenIntro;
    if (typeof data.darkMode === 'boolean') p.darkMode = data.darkMode;
    if (typeof data.showDetailedMatches === 'boolean') p.showDetailedMatches = data.showDetailedMatches;
    if (typeof data.showStillFit === 'boolean') p.showStillFit = data.showStillFit;
    if (typeof data.hardMode === 'boolean') p.hardMode = data.hardMode;
    if (BACKGROUNDS.some((b) => b.id === data.backgroundColor))
      p.backgroundColor = data.backgroundColor as Preferences['backgroundColor'];
    if (typeof data.animationsEnabled === 'boolean') p.animationsEnabled = data.animationsEnabled;
    if (typeof data.animationSpeed === 'string' && data.animationSpeed in ANIMATION_SPEEDS)
      p.animationSpeed = data.animationSpeed as Preferences['animationSpeed'];
    if ((PALETTES as readonly unknown[]).includes(data.palette)) p.palette = data.palette as Preferences['palette'];
    if (typeof data.fontSize === 'number' && data.fontSize >= FONT_SIZE.min && data.fontSize <= FONT_SIZE.max)
      p.fontSize = Math.round(data.fontSize);
    if (typeof data.volume === 'number' && data.volume >= 0 && data.volume <= 1) p.volume = data.volume;
    if (typeof data.logsEnabled === 'boolean') p.logsEnabled = data.logsEnabled;
    if (typeof data.locale === 'string' && isLocale(data.locale)) p.locale = data.locale;
    return p;
  },
  consent(data) {
    if (!isObject(data) || typeof data.analytics !== 'boolean' || typeof data.advertising !== 'boolean')
      return undefined;
    const timestamp = typeof data.timestamp === 'string' ? data.timestamp : '';
    if (Number.isNaN(Date.parse(timestamp))) return undefined;
    return { essential: true, analytics: data.analytics, advertising: data.advertising, timestamp, version: '1.0' };
  },
};

export interface RecordData {
  progress: Record<string, DayOfPlay>;
  streak: StreakData;
  hints: RevealedHints;
  preferences: Preferences;
  consent: ConsentRecord;
}

/** How long each record lives after its last write (undefined: forever). */
export const EXPIRY: { [K in RecordName]?: number } = {
  progress: ACTIVITY_EXPIRY_MS,
  streak: ACTIVITY_EXPIRY_MS,
  hints: ACTIVITY_EXPIRY_MS,
  consent: CONSENT_EXPIRY_MS,
};
