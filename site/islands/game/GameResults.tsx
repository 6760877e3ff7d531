/**
 * The results view of a finished game, loaded when the game ends (its chunk carries the
 * share text, the day's numbers, the coach and the food browser).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { ChunkBoundary } from '../../components/ChunkBoundary.tsx';
import type { GameSession } from '../../lib/game-session.ts';
import type { FoodIndex } from './loaders.ts';

const Results = lazy(() => import('./Results.tsx'));

export interface GameResultsProps {
  session: GameSession;
  foods: FoodIndex | undefined;
  board: ReactNode;
  onNewDish: (() => void) | undefined;
  countdown: ReactNode;
}

export function GameResults(props: GameResultsProps) {
  return (
    <ChunkBoundary id="results">
      <Suspense fallback={<p className="loading">Loading data, just a moment...</p>}>
        <Results {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
