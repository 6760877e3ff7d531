/** The top of the game: the day's number, the title, the rules in one line, and the note that a new dish is ready. */
import { useMessages } from '../../i18n/messages.ts';
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
  const m = useMessages('game');
  return (
    <>
      <header className="game-head">
        <p className="day-number">
          {practice ? m.round({ number: round + 1 }) : number ? m.day_number({ number }) : m.day_pending()}
        </p>
        <h1>{practice ? m.title_practice() : daily ? m.title_daily() : m.title_archive()}</h1>
        {practice ? <p className="instructions">{m.practice_intro()}</p> : null}
        <p className="instructions">
          {m.instructions_before()}
          <span className="key key-green">{m.key_green()}</span>
          {m.instructions_green()}
          <span className="key key-yellow">{m.key_yellow()}</span>
          {m.instructions_yellow()}
          <span className="key key-red">{m.key_red()}</span>
          {m.instructions_red()}
          <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.howToPlay)}>
            {m.how_to_play()}
          </button>
        </p>
      </header>

      {newDay && daily ? (
        <div className="new-day card" role="status">
          <p>{m.new_day()}</p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {m.new_day_play()}
          </button>
        </div>
      ) : null}
    </>
  );
}
