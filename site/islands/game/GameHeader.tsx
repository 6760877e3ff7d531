/**
 * The top of the game: the day's number, the title and the rules in one line. Once the
 * game is finished it keeps to the number and the title, so the finish fits the first
 * screen. (That a new dish is ready is the countdown's to say, alone: issue #29.)
 */
import type { CellColor } from '../../../core/scoring.ts';
import { useMessages } from '../../i18n/messages.ts';
import { PALETTE_CLASS, PALETTE_WORDS, PALETTES } from '../../i18n/palette-words.ts';
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import type { GameSession } from '../../lib/game-session.ts';

export function GameHeader({
  session,
  dayNumber,
  compact,
}: {
  session: Pick<GameSession, 'mode' | 'round' | 'day'>;
  /** The archive day asked for, shown before the day has loaded. */
  dayNumber: number | undefined;
  /** The game is finished: the title only. */
  compact: boolean;
}) {
  const m = useMessages('game');
  const { mode } = session;
  const practice = mode === 'practice';
  const number = practice ? undefined : (session.day?.challengeNumber ?? (mode === 'daily' ? undefined : dayNumber));
  const title = { daily: m.title_daily, archive: m.title_archive, practice: m.title_practice }[mode];
  return (
    <>
      <header className={`game-head${compact ? ' compact' : ''}`}>
        <p className="day-number">
          {practice ? m.round({ number: session.round + 1 }) : number ? m.day_number({ number }) : m.day_pending()}
        </p>
        <h1>{title()}</h1>
        {practice && !compact ? <p className="instructions">{m.practice_intro()}</p> : null}
        {compact ? null : (
          <p className="instructions">
            {m.instructions_before()}
            <span className="key key-green">
              <PaletteWords color="green" />
            </span>
            {m.instructions_green()}
            <span className="key key-yellow">
              <PaletteWords color="yellow" />
            </span>
            {m.instructions_yellow()}
            <span className="key key-red">
              <PaletteWords color="red" />
            </span>
            {m.instructions_red()}
            <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.howToPlay)}>
              {m.how_to_play()}
            </button>
          </p>
        )}
      </header>
    </>
  );
}

/** A colour's word in each palette, the one not in use hidden by global.css. */
function PaletteWords({ color }: { color: CellColor }) {
  const m = useMessages('game');
  return PALETTES.map((palette) => (
    <span key={palette} className={PALETTE_CLASS[palette]}>
      {m[PALETTE_WORDS[palette][color]]()}
    </span>
  ));
}
