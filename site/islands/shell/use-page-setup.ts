/**
 * What the shell sets up on every page after mount (so the static HTML is the same for
 * every visitor): the appearance preferences, the cookie choice and its banner, How to
 * Play on a first visit, the service worker's update prompt; and the live streak of the / page.
 */
import { useEffect, useState } from 'react';
import { puzzleDate } from '../../../core/days.ts';
import { currentStreak } from '../../../core/streaks.ts';
import { applyConsent, CONSENT_STORED_ATTRIBUTE } from '../../lib/consent.ts';
import { INTRO_SHOWN_ATTRIBUTE, openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import { applyAppearance } from '../../lib/preferences.ts';
import { watchForUpdates } from '../../lib/service-worker-client.ts';
import {
  getCompletions,
  getConsent,
  getPreferences,
  onStorageChange,
  PREFERENCES_KEY,
  setPreferences,
  STORAGE_KEYS,
} from '../../lib/storage.ts';

/**
 * Applies the appearance and the cookie choice and keeps them current; opens How to Play
 * on a first visit when `intro`. `banner` is true in the server's HTML (see
 * CONSENT_STORED_ATTRIBUTE); the stored choice decides after mount, and hideBanner()
 * once the player chose.
 */
export function usePageSetup(intro: boolean): { banner: boolean; hydrated: boolean; hideBanner: () => void } {
  const [banner, setBanner] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const apply = () => applyAppearance(getPreferences(), document.documentElement);
    apply();
    const stopPrefs = onStorageChange(PREFERENCES_KEY, apply);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', apply);

    const consent = getConsent();
    if (consent) applyConsent(consent);
    const checkBanner = () => {
      const show = !getConsent();
      if (show) document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
      setBanner(show);
    };
    setHydrated(true);
    checkBanner();
    const stopConsent = onStorageChange(STORAGE_KEYS.consent, checkBanner);

    const rules = document.getElementById(STATIC_DIALOGS.howToPlay);
    const seen = () => {
      if (!getPreferences().hasSeenIntro) setPreferences({ hasSeenIntro: true });
      // Straight to play: the guess input, where there is one (the game pages).
      document.querySelector<HTMLInputElement>('.guess-form input:not([disabled])')?.focus();
    };
    rules?.addEventListener('close', seen);
    if (intro && !getPreferences().hasSeenIntro) {
      // The layout's script opens it before first paint; one the player closed before
      // hydration has been seen all the same.
      if (!(rules instanceof HTMLDialogElement) || !rules.hasAttribute(INTRO_SHOWN_ATTRIBUTE))
        openDialog(STATIC_DIALOGS.howToPlay);
      else if (!rules.open) seen();
    }

    watchForUpdates();
    return () => {
      stopPrefs();
      scheme.removeEventListener('change', apply);
      stopConsent();
      rules?.removeEventListener('close', seen);
    };
  }, [intro]);
  return { banner, hydrated, hideBanner: () => setBanner(false) };
}

/** The current streak, live: a win on this page or another tab updates it (undefined when not shown). */
export function useStreakDays(shown: boolean): number | undefined {
  const [streakDays, setStreakDays] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!shown) return;
    const update = () => setStreakDays(currentStreak(getCompletions(), puzzleDate(new Date())));
    update();
    return onStorageChange(STORAGE_KEYS.streak, update);
  }, [shown]);
  return streakDays;
}
