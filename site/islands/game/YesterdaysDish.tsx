/**
 * Yesterday's answer, for a player who comes back: shown on the daily page only once
 * today's game is finished or given up (never before, so it gives nothing of today
 * away), with its picture and a link to its archive day.
 */
import { useEffect, useState } from 'react';
import { addDays } from '../../../core/days.ts';
import { fetchChallenge, type Challenge } from '../../lib/game-data.ts';
import { localizedPath } from '../../../core/locales.ts';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { DishImage } from './DishImage.tsx';

export function YesterdaysDish({ today }: { today: string }) {
  const [day, setDay] = useState<Challenge | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchChallenge(addDays(today, -1)).then(
      (d) => live && setDay(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [today]);
  const m = useMessages('board');
  const locale = useLocale();
  if (!day) return null;
  return (
    <aside className="yesterday" aria-label={m.yesterday_aria()}>
      <a href={localizedPath(`/archive/${day.challengeNumber}`, locale)} className="yesterday-link">
        <span className="yesterday-img">
          <DishImage name={day.food.name} image={day.food.image} icon={day.food.icon} sizes="64px" />
        </span>
        <span>
          <span className="muted">{m.yesterday_was()}</span> <strong>{day.food.name}</strong>
          <span className="yesterday-more">{m.yesterday_play({ number: day.challengeNumber })}</span>
        </span>
      </a>
    </aside>
  );
}
