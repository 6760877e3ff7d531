/**
 * Cookie consent: the status line the banner and the cookie page show, and loading the
 * tracking scripts a choice allows. No tracker is configured by default; an operator
 * sets PUBLIC_ANALYTICS_SRC and PUBLIC_ADS_SRC at build time to load theirs.
 */
import type { ConsentRecord } from './storage.ts';

/** The message (site/i18n/shell) of a choice's status: consent_all is 'All cookies accepted', and so on. */
export function consentStatusKey(
  c: Pick<ConsentRecord, 'analytics' | 'advertising'>,
): 'consent_all' | 'consent_analytics' | 'consent_advertising' | 'consent_essential' {
  if (c.analytics && c.advertising) return 'consent_all';
  if (c.analytics) return 'consent_analytics';
  if (c.advertising) return 'consent_advertising';
  return 'consent_essential';
}

/** The status texts of admin.md section 4, word for word (English; the shell's messages translate them). */
export function consentStatus(c: Pick<ConsentRecord, 'analytics' | 'advertising'>): string {
  if (c.analytics && c.advertising) return 'All cookies accepted';
  if (c.analytics) return 'Analytics cookies accepted';
  if (c.advertising) return 'Advertising cookies accepted';
  return 'Essential cookies only';
}

/**
 * Set on <html> by the layout's pre-paint script when a consent record is stored. The
 * cookie banner is in every page's HTML, so that a first visit paints it at once; this
 * keeps it hidden for a player who already chose. The shell removes the mark when the
 * stored record turns out to be unusable (expired or corrupt) and the banner must show.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

const loaded = new Set<string>();

function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const s = document.createElement('script');
  s.src = src;
  s.async = true;
  document.head.append(s);
}

/** Loads the scripts the choice allows (each once per page); nothing without consent. */
export function applyConsent(c: Pick<ConsentRecord, 'analytics' | 'advertising'>): void {
  const analytics = import.meta.env?.PUBLIC_ANALYTICS_SRC as string | undefined;
  const ads = import.meta.env?.PUBLIC_ADS_SRC as string | undefined;
  if (c.analytics && analytics) addScript(analytics);
  if (c.advertising && ads) addScript(ads);
}
