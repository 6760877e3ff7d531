/**
 * Why a day did not load, in the page's language where the game knows the case (issue
 * #29): no connection for a day or a practice dish not kept on this device, and a day
 * still to come ('Day #N opens in …', counting down to its midnight). Anything else is
 * the loaders' English, given in the page's language where the errors area has it
 * (site/i18n/errors.ts), else as it came.
 */
import { useEffect, useState } from 'react';
import { secondsUntilReset } from '../../../core/day-start.ts';
import { formatCountdown } from '../../../core/days.ts';
import { useMessages } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';
// Its words come with it, not with the first load of the game (the windows area).
import '../../i18n/ready/windows.ts';
import { OFFLINE_DAY, OFFLINE_PRACTICE, parseFutureDay } from './load-errors.ts';

const DAY_SECONDS = 24 * 60 * 60;

function FutureDay({ number, daysAfter }: { number: number; daysAfter: number }) {
  const m = useMessages('windows');
  const left = () => secondsUntilReset(new Date()) + daysAfter * DAY_SECONDS;
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  });
  return (
    <p className="future-day">
      {m.day_opens_in({ number: String(number) })} <time className="countdown-time">{formatCountdown(seconds)}</time>
    </p>
  );
}

export default function GameError({ error }: { error: string }) {
  const m = useMessages('windows');
  const errorText = useErrorText();
  const future = parseFutureDay(error);
  if (future) return <FutureDay {...future} />;
  const text =
    error === OFFLINE_DAY ? m.offline_day() : error === OFFLINE_PRACTICE ? m.offline_practice() : errorText(error);
  return <p className="error-text">{text}</p>;
}
