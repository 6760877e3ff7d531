/** The top of the game: the day's number, the title, the rules in one line, and the note that a new dish is ready. */
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';

export function GameHeader({
  practice,
  daily,
  round,
  number,
  newDay,
}: {
  practice: boolean;
  daily: boolean;
  round: number;
  number: number | undefined;
  newDay: boolean;
}) {
  return (
    <>
      <header className="game-head">
        <p className="day-number">{practice ? `Round ${round + 1}` : number ? `Day #${number}` : 'Day #…'}</p>
        <h1>{practice ? 'Practice' : daily ? 'Dish of the Day' : 'Archive Dish'}</h1>
        {practice ? (
          <p className="instructions">
            A random dish from the whole menu, as many as you like. Practice never counts for your streak or statistics.
          </p>
        ) : null}
        <p className="instructions">
          Guess the secret dish. Each guess is compared with it in nine categories:{' '}
          <span className="key key-green">green</span> is an exact match, <span className="key key-yellow">yellow</span>{' '}
          is close, <span className="key key-red">red</span> is no match.{' '}
          <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.howToPlay)}>
            How to Play
          </button>
        </p>
      </header>

      {newDay && daily ? (
        <div className="new-day card" role="status">
          <p>A new dish is ready.</p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Play the new puzzle
          </button>
        </div>
      ) : null}
    </>
  );
}
