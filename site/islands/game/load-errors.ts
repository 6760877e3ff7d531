/**
 * The errors a day loads as that the game words itself, in the page's language
 * (game/GameError.tsx, issue #29): no connection for what this device does not keep, and
 * a day still to come.
 */

import { ApiError } from '../../lib/api.ts';

/** Whether an error is the network's (no connection), not the server's answer. */
export const offline = (e: unknown) => (e instanceof ApiError && e.status === 0) || navigator.onLine === false;

/** An archive day not kept on this device, with no connection. */
export const OFFLINE_DAY = 'offline:day';
/** A practice dish, with no connection (each comes from the server). */
export const OFFLINE_PRACTICE = 'offline:practice';

/**
 * A day after today's, as the error it loads as: 'future:N:D', D the whole days after
 * tomorrow's midnight (the calendar runs one dish a day), said 'Day #N opens in …'.
 */
export const futureDay = (n: number, daysAfterTomorrow: number) => `future:${n}:${daysAfterTomorrow}`;

/** 'future:N:D' as its number and the days after tomorrow's midnight. */
export function parseFutureDay(error: string): { number: number; daysAfter: number } | undefined {
  const m = /^future:(\d+):(\d+)$/.exec(error);
  return m ? { number: Number(m[1]), daysAfter: Number(m[2]) } : undefined;
}
