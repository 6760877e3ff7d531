/**
 * The top of the game: the day's number, the title, the rules in one line, and the note
 * that a new dish is ready. Once the game is finished it keeps to the number and the
 * title, so the finish fits the first screen.
 */
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import type { GameSession } from '../../lib/game-session.ts';

/** The header's words (one place, for the translations to come). */
const WORDS = {
  practiceIntro:
    'A random dish from the whole menu, as many as you like. Practice never counts for your streak or statistics.',
  newDish: 'A new dish is ready.',
  playNew: 'Play the new puzzle',
  title: { daily: 'Dish of the Day', archive: 'Archive Dish', practice: 'Practice' },
} as const;

export function GameHeader({
  session,
  dayNumber,
  newDay,
  compact,
}: {
  session: Pick<GameSession, 'mode' | 'round' | 'day'>;
  /** The archive day asked for, shown before the day has loaded. */
  dayNumber: number | undefined;
  newDay: boolean;
  /** The game is finished: the title only. */
  compact: boolean;
}) {
  const { mode } = session;
  const practice = mode === 'practice';
  const number = practice ? undefined : (session.day?.challengeNumber ?? (mode === 'daily' ? undefined : dayNumber));
  return (
    <>
      <header className={`game-head${compact ? ' compact' : ''}`}>
        <p className="day-number">{practice ? `Round ${session.round + 1}` : number ? `Day #${number}` : 'Day #…'}</p>
        <h1>{WORDS.title[mode]}</h1>
        {practice && !compact ? <p className="instructions">{WORDS.practiceIntro}</p> : null}
        {compact ? null : (
          <p className="instructions">
            Guess the secret dish. Each guess is compared with it in nine categories:{' '}
            <span className="key key-green">green</span> is an exact match,{' '}
            <span className="key key-yellow">yellow</span> is close, <span className="key key-red">red</span> is no
            match.{' '}
            <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.howToPlay)}>
              How to Play
            </button>
          </p>
        )}
      </header>

      {newDay && mode === 'daily' ? (
        <div className="new-day card" role="status">
          <p>{WORDS.newDish}</p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {WORDS.playNew}
          </button>
        </div>
      ) : null}
    </>
  );
}
