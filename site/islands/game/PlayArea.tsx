/**
 * The game while it is played: the guess input with Give Up (asked twice) or, in
 * practice, New dish; hard mode, chosen before the first guess; the notice of a refused
 * guess; the hints, above the board so that one unlocked by a wrong guess shows where the
 * player looks (none in hard mode); and the board.
 */
import type { ReactNode, RefObject } from 'react';
import { puzzleDate } from '../../../core/days.ts';
import { useMessages } from '../../i18n/messages.ts';
import { GuessInput } from './GuessInput.tsx';
import { Hints } from './Hints.tsx';
import type { BoardWords } from '../../lib/board.ts';
import type { NameList } from './loaders.ts';
import { canChooseHard, showsHints, wrongCount, type GameAction, type GameSession } from '../../lib/game-session.ts';
import { setPreferences } from '../../lib/storage.ts';

export interface PlayAreaProps {
  session: GameSession;
  send: (action: GameAction) => void;
  rowRef: RefObject<HTMLDivElement | null>;
  names: NameList | undefined;
  /** The names on the board (left out of the suggestions). */
  guessed: string[];
  onGuess: (typed: string) => Promise<boolean>;
  onWarmUp: () => void;
  /** The still-fit counts show (the option is on, not hard mode): the newest is said too. */
  stillFitShown: boolean;
  board: ReactNode;
  /** The board's and hints' words in the page's language, once loaded. */
  words: BoardWords | undefined;
}

export function PlayArea({
  session,
  send,
  rowRef,
  names,
  guessed,
  onGuess,
  onWarmUp,
  stillFitShown,
  board,
  words,
}: PlayAreaProps) {
  const m = useMessages('game');
  const { status, confirmGiveUp, notice, hard } = session;
  const playing = status === 'playing';
  const newest = stillFitShown ? session.rows.at(-1)?.stillFit : undefined;
  return (
    <>
      <div className="play-row" ref={rowRef}>
        <GuessInput
          suggest={names?.suggest}
          find={names?.find}
          aliasFor={names?.aliasFor}
          iconFor={names?.iconFor}
          labelFor={names?.labelFor}
          exclude={guessed}
          onGuess={onGuess}
          onWarmUp={onWarmUp}
          disabled={!playing}
        />
        {playing && guessed.length > 0 ? (
          <button
            type="button"
            className={`btn ${confirmGiveUp ? 'btn-danger confirm' : 'btn-ghost'} give-up`}
            onClick={() => send({ type: 'giveUp', today: puzzleDate(new Date()) })}
            onMouseLeave={() => send({ type: 'cancelGiveUp' })}
            onBlur={() => send({ type: 'cancelGiveUp' })}
          >
            {confirmGiveUp ? m.give_up_confirm() : m.give_up()}
          </button>
        ) : null}
        {session.mode === 'practice' && playing ? (
          <button type="button" className="btn btn-ghost give-up" onClick={() => send({ type: 'newDish' })}>
            {m.new_dish()}
          </button>
        ) : null}
      </div>
      {/* Shown while the day loads too, disabled, so nothing moves when it arrives. */}
      {canChooseHard(session) || status === 'loading' ? (
        <label className="hard-mode">
          <input
            type="checkbox"
            checked={hard}
            disabled={!canChooseHard(session)}
            onChange={(e) => {
              send({ type: 'hard', on: e.target.checked });
              setPreferences({ hardMode: e.target.checked });
            }}
          />
          <span>
            <strong>{m.hard_mode()}</strong>: {m.hard_mode_help()}
          </span>
        </label>
      ) : null}
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      {/* The newest row's count, said to screen readers; the rows show each count. */}
      <p className="visually-hidden" aria-live="polite" data-testid="still-fit">
        {newest === undefined ? '' : m.still_fit({ count: newest })}
      </p>
      {/* Hints above the board: one unlocked by a wrong guess shows where the player is looking. */}
      {hard && guessed.length > 0 ? (
        <p className="hard-mode-on" data-testid="hard-mode-on">
          {m.hard_mode_on()}
        </p>
      ) : showsHints(session) ? (
        <Hints
          answer={session.day?.food}
          wrongCount={wrongCount(session)}
          revealed={session.revealed}
          onReveal={(field) => send({ type: 'reveal', field })}
          words={words}
        />
      ) : null}
      {board}
    </>
  );
}
