/**
 * "N dishes still fit": counted in the browser from the scoring index after each guess,
 * for every row of the board, only for a player who turned the option on (the counting
 * code, core/feedback.ts, loads only then). The counts go to the session, which shows
 * them in the rows and marks the day for the share text.
 */
import { useEffect, useRef } from 'react';
import type { BoardRow } from '../../lib/board.ts';
import type { FoodIndex } from './loaders.ts';

/** Counts the dishes still fitting after each of `rows` while `on`, and hands the counts to `onCounted`. */
export function useStillFit(
  on: boolean,
  rows: readonly BoardRow[],
  foodIndex: FoodIndex | undefined,
  onCounted: (counts: number[]) => void,
): void {
  const counted = useRef(onCounted);
  counted.current = onCounted;
  // The rows' names, not the rows: a count written into the rows must not count again.
  const key = rows.map((r) => r.name).join('\n');
  useEffect(() => {
    if (!on || !foodIndex || !key) return;
    let live = true;
    void import('./play.ts')
      .then((play) => play.countStillFit(rows, foodIndex))
      .then(
        (counts) => live && counted.current(counts),
        () => {},
      );
    return () => {
      live = false;
    };
    // `rows` is read through `key`: the same guesses, the same counts.
  }, [on, key, foodIndex]);
}
