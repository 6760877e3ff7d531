/**
 * The results view of a finished game, loaded when the game ends (its chunk carries the
 * share text, the day's numbers and the food browser).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { SCORED_CATEGORIES } from '../../../core/categories.ts';
import { puzzleDate } from '../../../core/days.ts';
import type { IndexedFood } from '../../../core/food-index.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import { ChunkBoundary } from '../../components/ChunkBoundary.tsx';
import type { BoardRow } from '../../lib/board.ts';
import type { Challenge } from '../../lib/game-data.ts';
import { useMessages } from '../../i18n/messages.ts';

const Results = lazy(() => import('./Results.tsx'));

export interface GameResultsProps {
  answer: FoodRecord;
  challenge: Challenge;
  rows: readonly BoardRow[];
  hasGivenUp: boolean;
  daily: boolean;
  practice: boolean;
  onNewDish: (() => void) | undefined;
  foods: IndexedFood[];
  board: ReactNode;
  focusOnMount: boolean;
  stillFit: boolean;
}

export function GameResults({
  answer,
  challenge,
  rows,
  hasGivenUp,
  daily,
  practice,
  onNewDish,
  foods,
  board,
  focusOnMount,
  stillFit,
}: GameResultsProps) {
  const m = useMessages('game');
  return (
    <ChunkBoundary id="results">
      <Suspense fallback={<p className="loading">{m.loading()}</p>}>
        <Results
          answer={answer}
          challengeNumber={challenge.challengeNumber}
          date={challenge.date}
          isToday={challenge.date === puzzleDate(new Date())}
          rowColors={rows.map((r) => SCORED_CATEGORIES.map((f) => r.cells[f].color))}
          hasGivenUp={hasGivenUp}
          daily={daily}
          practice={practice}
          onNewDish={onNewDish}
          foods={foods}
          board={board}
          focusOnMount={focusOnMount}
          stillFit={stillFit}
        />
      </Suspense>
    </ChunkBoundary>
  );
}
