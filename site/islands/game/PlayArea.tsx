/**
 * The game while it is played: the guess input with Give Up (asked twice) or, in
 * practice, New dish; the notice of a refused guess; the "still fit" count; the hints,
 * above the board so that one unlocked by a wrong guess shows where the player looks;
 * and the board.
 */
import type { ReactNode, RefObject } from 'react';
import { GuessInput } from './GuessInput.tsx';
import { Hints } from './Hints.tsx';
import type { NameList } from './loaders.ts';
import type { GameStatus } from '../../lib/game-session.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';

export interface PlayAreaProps {
  rowRef: RefObject<HTMLDivElement | null>;
  names: NameList | undefined;
  guessNames: string[];
  onGuess: (typed: string) => Promise<boolean>;
  onWarmUp: () => void;
  status: GameStatus;
  confirmGiveUp: boolean;
  onGiveUp: () => void;
  onCancelGiveUp: () => void;
  /** Practice only. */
  onNewDish: (() => void) | undefined;
  notice: string;
  /** Dishes that still fit, when counted for these rows. */
  stillFit: number | undefined;
  answer: FoodRecord | undefined;
  wrongCount: number;
  revealed: string[];
  onReveal: (field: string) => void;
  board: ReactNode;
}

export function PlayArea({
  rowRef,
  names,
  guessNames,
  onGuess,
  onWarmUp,
  status,
  confirmGiveUp,
  onGiveUp,
  onCancelGiveUp,
  onNewDish,
  notice,
  stillFit,
  answer,
  wrongCount,
  revealed,
  onReveal,
  board,
}: PlayAreaProps) {
  return (
    <>
      <div className="play-row" ref={rowRef}>
        <GuessInput
          suggest={names?.suggest}
          find={names?.find}
          aliasFor={names?.aliasFor}
          iconFor={names?.iconFor}
          labelFor={names?.labelFor}
          exclude={guessNames}
          onGuess={onGuess}
          onWarmUp={onWarmUp}
          disabled={status !== 'playing'}
        />
        {status === 'playing' && guessNames.length > 0 ? (
          <button
            type="button"
            className={`btn ${confirmGiveUp ? 'btn-danger confirm' : 'btn-ghost'} give-up`}
            onClick={onGiveUp}
            onMouseLeave={onCancelGiveUp}
            onBlur={onCancelGiveUp}
          >
            {confirmGiveUp ? 'Are you sure?' : 'Give Up'}
          </button>
        ) : null}
        {onNewDish && status === 'playing' ? (
          <button type="button" className="btn btn-ghost give-up" onClick={onNewDish}>
            New dish
          </button>
        ) : null}
      </div>
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      {stillFit !== undefined ? (
        <p className="still-fit" data-testid="still-fit" aria-live="polite">
          {stillFit === 1 ? 'Only 1 dish still fits every box.' : `${stillFit} dishes still fit every box.`}
        </p>
      ) : null}
      {/* Hints above the board: one unlocked by a wrong guess shows where the player is looking. */}
      {status !== 'won' ? (
        <Hints answer={answer} wrongCount={wrongCount} revealed={revealed} onReveal={onReveal} />
      ) : null}
      {board}
    </>
  );
}
