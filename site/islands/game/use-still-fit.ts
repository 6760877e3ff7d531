/**
 * "N dishes still fit": counted in the browser from the scoring index after each guess,
 * only for a player who turned the option on (the counting code, core/feedback.ts, loads
 * only then). A day played with the count showing is marked so, for the share text.
 */
import { useEffect, useState } from 'react';
import { SCORED_CATEGORIES } from '../../../core/categories.ts';
import type { BoardRow } from '../../lib/board.ts';
import type { Challenge } from '../../lib/game-data.ts';
import { markStillFit } from '../../lib/storage.ts';
import { loadEngine, type FoodIndex } from './loaders.ts';

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
    void Promise.all([import('../../../core/feedback.ts'), loadEngine()]).then(
      ([feedback, engine]) => {
        const shown = rows.flatMap((r) => {
          const guess = foodIndex.byName.get(r.name);
          return guess ? [{ guess, colors: SCORED_CATEGORIES.map((f) => r.cells[f].color) }] : [];
        });
        if (!live) return;
        setFitCount({ rows: rows.length, count: feedback.stillFit(foodIndex.foods, shown, engine).length });
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
