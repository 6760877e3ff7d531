/**
 * The countdown badge to the next daily challenge, HH:MM:SS. It asks the server once
 * how long is left (falling back to this clock) and then counts down locally, from the
 * real elapsed time so a throttled background tab stays right. At zero it says so, with
 * the spec's two messages and one button to the new puzzle: the only place on the page
 * that says a new dish is ready (issue #29: one message, one button).
 */
import { useEffect, useState } from 'react';
import { formatCountdown, secondsUntilReset } from '../../../core/days.ts';
import { localizedPath } from '../../../core/locales.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { fetchSecondsUntilReset } from '../../lib/game-data.ts';

/** The two messages at zero, word for word in English (the game catalogue's `new_challenge` and `refresh_hint`). */
export const NEW_CHALLENGE = 'New challenge available!';
export const REFRESH_HINT = 'Refresh your webpage to play the next daily!';

export function Countdown({ onZero }: { onZero?: () => void }) {
  const m = useMessages('game');
  const locale = useLocale();
  const [left, setLeft] = useState<number | undefined>(undefined);
  useEffect(() => {
    let deadline = Date.now() + secondsUntilReset(new Date()) * 1000;
    let stopped = false;
    let zeroSent = false;
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !zeroSent) {
        zeroSent = true;
        onZero?.();
      }
    };
    tick();
    fetchSecondsUntilReset()
      .then((s) => {
        if (stopped) return;
        deadline = Date.now() + s * 1000;
        tick();
      })
      .catch(() => {});
    const timer = setInterval(tick, 1000);
    return () => {
      stopped = true;
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
  return (
    <div className="countdown">
      <span className="countdown-label">{m.countdown_label()}</span>
      <time className="countdown-time" aria-label={m.countdown_aria()}>
        {left === undefined ? '--:--:--' : formatCountdown(left)}
      </time>
    </div>
  );
}
