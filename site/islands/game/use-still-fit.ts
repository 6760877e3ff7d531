/**
 * "N dishes still fit": counted in the browser from the scoring index after each guess,
 * only for a player who turned the option on (the counting code, core/feedback.ts, loads
 * only then). A day played with the count showing is marked so, for the share text.
 */
import { useEffect, useState } from 'react';
import type { BoardRow } from '../../lib/board.ts';
import type { Challenge } from '../../lib/game-data.ts';
import { markStillFit } from '../../lib/storage.ts';
import type { FoodIndex } from './loaders.ts';

/** The count for the board's current rows (undefined until counted, or when off). */
export function useStillFit(
  on: boolean,
  rows: readonly BoardRow[],
  foodIndex: FoodIndex | undefined,
  challenge: Challenge | undefined,
  practice: boolean,
  onCounted: () => void,
): { rows: number; count: number } | undefined {
  const [fitCount, setFitCount] = useState<{ rows: number; count: number } | undefined>(undefined);
  useEffect(() => {
    if (!on || !foodIndex || !challenge) return;
    let live = true;
    void import('./play.ts')
      .then((play) => play.countStillFit(rows, foodIndex))
      .then(
        (count) => {
          if (!live) return;
          setFitCount({ rows: rows.length, count });
          onCounted();
          if (!practice) markStillFit(challenge.date);
        },
        () => {},
      );
    return () => {
      live = false;
    };
    // onCounted is a setter wrapper: a new one each render must not recount.
  }, [on, rows, foodIndex, challenge, practice]);
  return fitCount;
}
