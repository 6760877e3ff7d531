/**
 * The countdown badge to the next daily challenge, HH:MM:SS. It asks the server once how
 * long is left (this clock answers when the server fails or is late) and then counts down
 * locally, from the real elapsed time so a throttled background tab stays right. At zero
 * it says so, with the spec's two messages and one button to the new puzzle: the only
 * place on the page that says a new dish is ready (issue #29: one message, one button).
 */
import { useEffect, useState } from 'react';
import { secondsUntilReset } from '../../../core/day-start.ts';
import { formatCountdown } from '../../../core/days.ts';
import { localizedPath } from '../../../core/locales.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { fetchSecondsUntilReset } from '../../lib/game-data.ts';
import type { CountdownFace } from './CountdownFace.tsx';

/** The two messages at zero, word for word in English (the game catalogue's `new_challenge` and `refresh_hint`). */
export const NEW_CHALLENGE = 'New challenge available!';
export const REFRESH_HINT = 'Refresh your webpage to play the next daily!';

/** How long the countdown waits for the server's answer before it counts by this clock. */
export const LOCAL_FALLBACK_MS = 2000;

/**
 * `Face` is CountdownFace, handed over by Game.tsx rather than imported, so that it stays in
 * the game's chunk instead of a chunk of its own that every first load would fetch.
 */
export function Countdown({ onZero, Face }: { onZero?: () => void; Face: typeof CountdownFace }) {
  const m = useMessages('game');
  const locale = useLocale();
  const [left, setLeft] = useState<number | undefined>(undefined);
  useEffect(() => {
    let deadline: number | undefined;
    let stopped = false;
    let zeroSent = false;
    const tick = () => {
      if (deadline === undefined) return;
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !zeroSent) {
        zeroSent = true;
        onZero?.();
      }
    };
    const fromServer = (s: number) => {
      if (stopped) return;
      deadline = Date.now() + s * 1000;
      tick();
    };
    // This clock's answer only when the server's does not come: its first time-zone data costs
    // a phone 20 to 75 ms, which a page load should not pay for a number the server sends anyway.
    const fromThisClock = () => {
      if (deadline === undefined && !stopped) fromServer(secondsUntilReset(new Date()));
    };
    const late = setTimeout(fromThisClock, LOCAL_FALLBACK_MS);
    fetchSecondsUntilReset().then(fromServer, fromThisClock);
    const timer = setInterval(tick, 1000);
    return () => {
      stopped = true;
      clearTimeout(late);
      clearInterval(timer);
    };
  }, [onZero]);

  if (left === 0) {
    return (
      <div className="countdown done" role="status">
        <strong>{m.new_challenge()}</strong>
        <span>{m.refresh_hint()}</span>
        <button type="button" className="btn" onClick={() => window.location.assign(localizedPath('/', locale))}>
          {m.new_day_play()}
        </button>
      </div>
    );
  }
  return <Face text={left === undefined ? undefined : formatCountdown(left)} />;
}
