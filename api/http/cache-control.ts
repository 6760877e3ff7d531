/**
 * Cache-Control per kind of answer. Today's challenge may be kept until the next puzzle
 * starts and no longer, so a CDN or browser never serves yesterday's dish as today's.
 */

/**
 * - 'no-store': answers that depend on the body or change at once (game routes, errors).
 * - 'until-reset': changes at midnight in New York (today's challenge, the archive list).
 * - 'hours': changes only when content is edited (food lists and names).
 * - 'day': a past day's challenge, which only an admin edit changes.
 * - 'minute': counts that move all day (completion stats).
 */
export type CachePolicy = 'no-store' | 'until-reset' | 'hours' | 'day' | 'minute';

/** Seconds a food list may be cached: content edits show within three hours. */
export const HOURS_MAX_AGE = 3 * 3600;

/** The Cache-Control header value of a policy, given the seconds until the next puzzle. */
export function cacheControl(policy: CachePolicy, secondsUntilReset: () => number): string {
  switch (policy) {
    case 'no-store':
      return 'no-store';
    case 'until-reset':
      return `public, max-age=${secondsUntilReset()}`;
    case 'hours':
      return `public, max-age=${HOURS_MAX_AGE}`;
    case 'day':
      return 'public, max-age=86400';
    case 'minute':
      return 'public, max-age=60';
  }
}
