/**
 * The countdown badge as it looks: its label and HH:MM:SS (dashes until the time is known).
 * Game.tsx shows it while the countdown's own code (Countdown.tsx, loaded apart from the
 * first load with the day-start maths) is on its way, so nothing moves when it comes.
 */
import { useMessages } from '../../i18n/messages.ts';

export function CountdownFace({ text }: { text?: string | undefined }) {
  const m = useMessages('game');
  return (
    <div className="countdown">
      <span className="countdown-label">{m.countdown_label()}</span>
      <time className="countdown-time" aria-label={m.countdown_aria()}>
        {text ?? '--:--:--'}
      </time>
    </div>
  );
}
