/**
 * Player preferences: the option lists the Options modal offers, their defaults, and how
 * a preference shows on the page. Persistence is storage.ts's job.
 */

import type { Locale } from '../../core/locales.ts';

/** The light-mode backgrounds with the names the Options modal shows (admin.md section 3). */
export const BACKGROUNDS = [
  { id: 'default', name: 'Default' },
  { id: 'blue', name: 'Ocean Blue' },
  { id: 'green', name: 'Forest Green' },
  { id: 'purple', name: 'Royal Purple' },
  { id: 'orange', name: 'Sunset Orange' },
  { id: 'pink', name: 'Rose Pink' },
  { id: 'gray', name: 'Steel Gray' },
] as const;
export type BackgroundColor = (typeof BACKGROUNDS)[number]['id'];

/** Animation speeds and the factor each multiplies the reveal delays by (player.md section 9). */
export const ANIMATION_SPEEDS = { fast: 0.5, normal: 1, slow: 2, disabled: 0 } as const;
export type AnimationSpeed = keyof typeof ANIMATION_SPEEDS;

/** Board colours: the standard green/yellow/red, or orange/blue/grey for colour-blind players. */
export const PALETTES = ['standard', 'colorblind'] as const;
export type Palette = (typeof PALETTES)[number];

/** Font size bounds of the Ctrl+Shift+Up/Down shortcuts, in pixels. */
export const FONT_SIZE = { min: 12, max: 24, default: 16 } as const;

/** Everything the player can set. `darkMode` undefined means: follow the system setting. */
export interface Preferences {
  /** True once How to Play was dismissed; until then it opens on every visit. */
  hasSeenIntro: boolean;
  /** Dark theme; undefined follows prefers-color-scheme. */
  darkMode?: boolean;
  /** Underline close words and bold exact ones on the board. Default true. */
  showDetailedMatches: boolean;
  /** After each guess, say how many dishes are still consistent with every box (marked in the share text). Default
   * false.
   */
  showStillFit: boolean;
  /** Start each day in hard mode (no hints, no still-fit count; switchable before the day's first guess). Default
   * false.
   */
  hardMode: boolean;
  /** Light-mode background. Default blue. */
  backgroundColor: BackgroundColor;
  /** Reveal animations on or off. */
  animationsEnabled: boolean;
  /** Reveal speed. Default normal. */
  animationSpeed: AnimationSpeed;
  /** Board and share-emoji colours. */
  palette: Palette;
  /** Root font size in pixels, 12 to 24. */
  fontSize: number;
  /** Sound volume 0 to 1 (kept for the spec's preference record; the game has no sound yet). */
  volume: number;
  /** The request logger's switch (off by default). */
  logsEnabled: boolean;
  /**
   * The language the player chose in the menu (or kept by dismissing the suggestion);
   * undefined until then. Pages open in it (site/lib/language-choice.ts).
   */
  locale?: Locale;
}

/** The preferences of a player who never changed any. */
export const DEFAULT_PREFERENCES: Preferences = {
  hasSeenIntro: false,
  showDetailedMatches: true,
  showStillFit: false,
  hardMode: false,
  backgroundColor: 'blue',
  animationsEnabled: true,
  animationSpeed: 'normal',
  palette: 'standard',
  fontSize: FONT_SIZE.default,
  volume: 0.5,
  logsEnabled: false,
};

/**
 * The factor reveal delays are multiplied by: 0 when animations are off, the speed
 * disables them, or the system asks for reduced motion.
 */
export function animationFactor(
  prefs: Pick<Preferences, 'animationsEnabled' | 'animationSpeed'>,
  reducedMotion: boolean,
): number {
  if (!prefs.animationsEnabled || reducedMotion) return 0;
  return ANIMATION_SPEEDS[prefs.animationSpeed];
}

/**
 * Shows appearance preferences on <html>: data-theme and the dark class, data-bg,
 * data-palette and the font size. Self-contained on purpose (no outer names), because
 * the layout inlines its source text to run before first paint and avoid a light flash.
 */
export function applyAppearance(prefs: Partial<Preferences>, root: HTMLElement): void {
  const dark =
    typeof prefs.darkMode === 'boolean' ? prefs.darkMode : window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.classList.toggle('dark', dark);
  root.setAttribute('data-bg', typeof prefs.backgroundColor === 'string' ? prefs.backgroundColor : 'blue');
  root.setAttribute('data-palette', prefs.palette === 'colorblind' ? 'colorblind' : 'standard');
  const size = prefs.fontSize;
  root.style.fontSize = typeof size === 'number' && size >= 12 && size <= 24 && size !== 16 ? `${size}px` : '';
}
