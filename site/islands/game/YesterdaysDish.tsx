/**
 * Yesterday's dish, for a player who comes back: shown on the daily page only once
 * today's game is finished (never before, so it gives nothing of today away). It names
 * yesterday's answer, with its picture, only to a player who finished yesterday's game;
 * anyone else gets a link to play it, and the answer is not even fetched.
 */
import { useEffect, useState } from 'react';
import { addDays } from '../../../core/days.ts';
import { fetchArchive, fetchChallenge } from '../../lib/archive-data.ts';
import type { Challenge } from '../../lib/game-data.ts';
import { getProgress } from '../../lib/storage.ts';
import { DishImage } from './DishImage.tsx';

/** The words of this part (one place, for the translations to come). */
const WORDS = {
  label: "Yesterday's dish",
  was: "Yesterday's dish was",
  play: (n: number) => ` · play Day #${n}`,
  unplayed: (n: number) => `Missed yesterday? Play Day #${n}`,
} as const;

export function YesterdaysDish({ today }: { today: string }) {
  const yesterday = addDays(today, -1);
  const finished = getProgress(yesterday)?.completed === true;
  const [day, setDay] = useState<Challenge | { challengeNumber: number } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const found: Promise<Challenge | { challengeNumber: number } | undefined> = finished
      ? fetchChallenge(yesterday)
      : fetchArchive(today).then((days) => days.find((d) => d.date === yesterday));
    found.then(
      (d) => live && setDay(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [today, yesterday, finished]);
  if (!day) return null;
  if (!('food' in day)) {
    return (
      <aside className="yesterday" aria-label={WORDS.label} data-testid="yesterday">
        <a href={`/archive/${day.challengeNumber}`} className="yesterday-link">
          <span>{WORDS.unplayed(day.challengeNumber)}</span>
        </a>
      </aside>
    );
  }
  return (
    <aside className="yesterday" aria-label={WORDS.label} data-testid="yesterday">
      <a href={`/archive/${day.challengeNumber}`} className="yesterday-link">
        <span className="yesterday-img">
          <DishImage name={day.food.name} image={day.food.image} icon={day.food.icon} sizes="64px" />
        </span>
        <span>
          <span className="muted">{WORDS.was}</span> <strong>{day.food.name}</strong>
          <span className="yesterday-more">{WORDS.play(day.challengeNumber)}</span>
        </span>
      </a>
    </aside>
  );
}
