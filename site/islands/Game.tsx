/**
 * The game island, for the Dish of the Day (/), archive days (/archive/N) and practice:
 * it loads the day and the saved progress, scores guesses locally with core/scoring, and
 * shows the results view when the game ends. The session has one owner: the reducer of
 * site/lib/game-session.ts, which holds the rules and says what to save and record; this
 * component holds it, writes what it says in one effect, keeps the timing, and renders.
 *
 * The first load carries only the day. Right after, the island fetches the dishes' names
 * (a few KB), then in idle time the scoring index (every dish without its description);
 * the search and scoring code come when the player reaches for the input, before the
 * first key, so suggestions answer it from memory. Saved guesses to redraw load them at once.
 */
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { puzzleDate } from '../../core/days.ts';
import type { FoodDataUrls } from '../../core/food-index.ts';
import { ChunkBoundary, chunkFailedMessage } from '../components/ChunkBoundary.tsx';
import { useLocale, useMessages, withLocale } from '../i18n/messages.ts';
import '../i18n/ready/game.ts';
import { OnVisible } from '../components/OnVisible.tsx';
import type { BoardWords } from '../lib/board.ts';
import { dropOldFoodCaches, recordCompletion } from '../lib/game-data.ts';
import { listen } from '../lib/events.ts';
import { animationFactor } from '../lib/preferences.ts';
import { addCompletion, firstTimeThisSession, getRevealedHints, revealHints, saveProgress } from '../lib/storage.ts';
import {
  COMPLETION_DELAY_MS,
  completionFlag,
  countsStillFit,
  gameReducer,
  guessNames,
  initialSession,
  isFinished,
  type GameAction,
  type GameMode,
  type GameSession,
  type SessionWords,
} from '../lib/game-session.ts';
import { usePreferences, useReducedMotion } from '../lib/use-preferences.ts';
import { CountdownFace } from './game/CountdownFace.tsx';
import { DayNav } from './game/DayNav.tsx';
import { GameHeader } from './game/GameHeader.tsx';
import { initialNav, loadGame } from './game/load-day.ts';
import { useStillFit } from './game/use-still-fit.ts';
import { PlayArea } from './game/PlayArea.tsx';
import {
  loadBoard,
  loadBoardWords,
  loadedBoard,
  loadEngine,
  loadIndex,
  loadNames,
  loadNamesFile,
  once,
  whenIdle,
  type FoodIndex,
  type NameList,
} from './game/loaders.ts';

const GuessTable = lazy(loadBoard);
/** The guess's code, loaded at the first guess (warmed up on focus); once here, a guess does not wait a task for it. */
const loadPlay = once(() => import('./game/play.ts'));
const Carousel = lazy(() => import('./game/Carousel.tsx'));
/** The results view, loaded when a game ends (its chunk carries the share text, the day's numbers, the coach and
 * the food browser).
 */
const Results = lazy(() => import('./game/Results.tsx'));
/** The countdown's clock (and the day-start maths), apart from the first load: practice has none. */
const Countdown = lazy(() => import('./game/Countdown.tsx').then((c) => ({ default: c.Countdown })));
/** Why a day did not load, in the page's language: only on an error. */
const GameError = lazy(() => import('./game/GameError.tsx'));

export interface GameProps {
  /** The Dish of the Day, a past day, or practice (random dishes that count for nothing). */
  mode: GameMode;
  /** The built names file and scoring index (site/build/food-index.ts). */
  foodData: FoodDataUrls;
  /** The archive day to play (mode 'archive'). */
  dayNumber?: number;
  /** The board's words in the page's language (/data/vocabulary-<locale>.<hash>.json); none in English. */
  vocabulary?: string | undefined;
}

/**
 * The session's reducer, with the latest session at hand at once: a guess that waited for
 * the food list is judged against every guess sent before it, rendered or not.
 */
function useSession(mode: GameMode, dayNumber: number | undefined, words: SessionWords) {
  const [session, dispatch] = useReducer(gameReducer, undefined, () =>
    initialSession(mode, initialNav(mode, dayNumber), words),
  );
  const latest = useRef(session);
  const send = useCallback((action: GameAction): GameSession => {
    latest.current = gameReducer(latest.current, action);
    dispatch(action);
    return latest.current;
  }, []);
  return [session, send] as const;
}

function Game({ mode, dayNumber, foodData, vocabulary }: GameProps) {
  const m = useMessages('game');
  const locale = useLocale();
  // The session's notices and announcements in the page's language (the messages are here before the island renders).
  const [session, send] = useSession(mode, dayNumber, {
    alreadyGuessed: (name) => m.already_guessed({ name }),
    won: (name) => m.announce_won({ name }),
    gaveUp: (name) => m.announce_gave_up({ name }),
  });
  const [names, setNames] = useState<NameList | undefined>(undefined);
  const [foodIndex, setFoodIndex] = useState<FoodIndex | undefined>(undefined);
  const [newDay, setNewDay] = useState(false);
  const prefs = usePreferences();
  const factor = animationFactor(prefs, useReducedMotion());
  const practice = mode === 'practice';
  const { status, day, rows, loads } = session;

  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const later = useCallback((fn: () => void, ms: number) => void timers.current.push(setTimeout(fn, ms)), []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const playRow = useRef<HTMLDivElement>(null);

  // The board's words come with its first row (a restored board, or the first guess).
  const [words, setWords] = useState<BoardWords | undefined>(undefined);
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (vocabulary && hasRows) loadBoardWords(vocabulary).then(setWords, () => {});
  }, [vocabulary, hasRows]);

  // Load the day and its saved progress (with the food list when there are guesses to
  // redraw), again after a sync brought it from another device; a practice round starts
  // from a fresh board, never the dish just played.
  const lastDish = session.day?.food.name;
  useEffect(() => {
    let live = true;
    void loadGame(mode, dayNumber, foodData, practice ? lastDish : undefined).then((game) => {
      if (!live) return;
      if (game.kind !== 'ready') return void send({ type: 'failed', ...game });
      if (game.list) setFoodIndex(game.list);
      send({
        type: 'restore',
        day: game.day,
        nav: game.nav,
        rows: game.rows,
        saved: game.saved,
        storedHints: getRevealedHints(game.day.food.name),
        hardPreferred: prefs.hardMode,
        today: puzzleDate(new Date()),
      });
    });
    return () => {
      live = false;
    };
    // Loaded once per `loads`: a preference or the dish changing must not reload the day.
  }, [mode, dayNumber, foodData, loads, send]);

  // The one place a day is written: the whole day as the reducer last said, its streak
  // date with a win on its own day, the hints revealed.
  useEffect(() => {
    const save = session.save;
    if (!save) return;
    saveProgress(save.date, save.day);
    if (save.streak) addCompletion(save.date);
    if (save.hints.fields.length) revealHints(save.hints.dish, save.hints.fields);
  }, [session.save]);

  // The one place a completion is sent: once per day and browser session, a moment later.
  useEffect(() => {
    const completion = session.record;
    if (!completion || !firstTimeThisSession(completionFlag(completion.date, completion.challengeNumber))) return;
    const { date, challengeNumber, guessCount, hasGivenUp } = completion;
    later(() => void recordCompletion(date, challengeNumber, { guessCount, hasGivenUp }), COMPLETION_DELAY_MS);
  }, [session.record, later]);

  // Signed in on several devices: a day played elsewhere arrives with a sync; redraw it here.
  const shownDate = practice ? undefined : day?.date;
  useEffect(() => {
    if (!shownDate) return;
    return listen('platter:synced', ({ dates }) => dates.includes(shownDate) && void send({ type: 'synced' }));
  }, [shownDate, send]);

  // The names at once, then the scoring index in idle time; none of it delays the page.
  // The search and scoring code (7 KB) come when the player reaches for the input (focus or
  // pointer down, before the first key), or in idle time once the day is in play (below).
  useEffect(() => {
    dropOldFoodCaches(foodData);
    loadNamesFile(foodData).catch(() => {});
    return whenIdle(() => void loadIndex(foodData).then(setFoodIndex, () => {}));
  }, [foodData]);

  // "N dishes still fit" after each row, for a player who turned the option on.
  useStillFit(countsStillFit(session, prefs.showStillFit), rows, foodIndex, (counts) =>
    send({ type: 'stillFit', counts }),
  );

  const makeGuess = useCallback(
    /** Answers whether the guess was taken (false: refused, and the input gets the text back). */
    async (typed: string): Promise<boolean> => {
      if (status !== 'playing' || !day) return false;
      let play: Awaited<ReturnType<typeof loadPlay>>;
      try {
        play = await loadPlay();
      } catch {
        send({ type: 'notice', text: `${chunkFailedMessage('scoring')} ${m.refresh_and_guess()}` });
        return false;
      }
      return play.playGuess(typed, {
        day,
        foodData,
        factor,
        send,
        later,
        got: { names: setNames, index: setFoodIndex },
        playRow: playRow.current,
        locale,
        messages: m,
      });
    },
    [status, day, factor, foodData, send, later, locale, m],
  );

  const onZero = useCallback(() => setNewDay(true), []);
  const warmUp = useCallback(() => {
    // Failures surface when a guess needs the part; here they only wait for that.
    // The names first (the first key needs them); the scoring code and the board once the
    // browser is idle after them, so their start-up does not hold up the first suggestion.
    // They arrive while the player types.
    const rest = () => {
      loadEngine().catch(() => {});
      loadPlay().catch(() => {});
      void loadBoard();
      // The board's words too, so that the first row is in the page's language from the start.
      if (vocabulary) loadBoardWords(vocabulary).then(setWords, () => {});
    };
    loadNames(foodData)
      .then(setNames, () => {})
      .then(() => whenIdle(rest));
    loadIndex(foodData).then(setFoodIndex, () => {});
  }, [foodData, vocabulary]);
  // ...and once the day is in play, in idle time, before the player reaches for the input:
  // the first key is then answered from an index already built, not after the search code
  // has loaded and the index been made (issue #36: the first suggestion within 150 ms of the
  // first key on a slow phone).
  useEffect(() => {
    if (status === 'playing') return whenIdle(warmUp);
  }, [status, warmUp]);
  // The results list every food: a game restored as finished already has them, this is the safety net.
  const { resultsShown } = session;
  useEffect(() => {
    if (resultsShown && !foodIndex) loadIndex(foodData).then(setFoodIndex, () => {});
  }, [resultsShown, foodIndex, foodData]);

  // Each row's still-fit count shows while the option is on (never in hard mode).
  const fitsShown = prefs.showStillFit && !session.hard;
  const Board = loadedBoard() ?? GuessTable;
  const board = rows.length ? (
    <ChunkBoundary id="board">
      <Suspense fallback={null}>
        <Board
          rows={rows}
          detailed={prefs.showDetailedMatches}
          factor={resultsShown ? 0 : factor}
          stillFit={fitsShown}
          words={words}
        />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  // The countdown to the next Dish of the Day: under the game, or on the finish.
  // A day that did not load has no countdown beside its message (a day still to come
  // counts down to its own midnight in game/GameError.tsx).
  const countdown =
    practice || status === 'error' ? null : (
      <ChunkBoundary id="countdown">
        <Suspense fallback={<CountdownFace />}>
          <Countdown onZero={onZero} Face={CountdownFace} />
        </Suspense>
      </ChunkBoundary>
    );
  // While loading, the input and the locked hints already take their place, so nothing
  // below them moves when the day arrives.
  const inPlay = !resultsShown && (status === 'loading' || status === 'playing' || status === 'won');

  return (
    <div className="game">
      <GameHeader session={session} dayNumber={dayNumber} compact={resultsShown} />

      <div className="game-status" aria-live="polite">
        {status === 'loading' ? <p className="loading">{m.loading()}</p> : null}
        {status === 'error' ? (
          <Suspense fallback={null}>
            <GameError error={session.error} />
          </Suspense>
        ) : null}
        {status === 'empty' ? <p>{m.no_dish_today()}</p> : null}
        {status === 'playing' && rows.length === 0 ? <p className="prompt">{m.prompt_start()}</p> : null}
      </div>

      {inPlay ? (
        <PlayArea
          session={session}
          send={send}
          rowRef={playRow}
          names={names}
          guessed={guessNames(session)}
          onGuess={makeGuess}
          onWarmUp={warmUp}
          stillFitShown={fitsShown}
          board={board}
          words={words}
        />
      ) : null}

      {resultsShown && isFinished(session) && day ? (
        <ChunkBoundary id="results">
          <Suspense fallback={<p className="loading">{m.loading()}</p>}>
            <Results
              session={session}
              foods={foodIndex}
              board={board}
              onNewDish={practice ? () => send({ type: 'newDish' }) : undefined}
              countdown={countdown}
              words={words}
              newDay={newDay}
            />
          </Suspense>
        </ChunkBoundary>
      ) : (
        countdown
      )}

      <DayNav nav={session.nav} daily={mode === 'daily'} hidden={practice} />

      {/* Products wait for the first guess: a new player sees the game first, and the first load stays small. */}
      {inPlay && rows.length > 0 ? (
        <OnVisible minHeight={0}>
          <ChunkBoundary id="carousel">
            <Suspense fallback={null}>
              <Carousel />
            </Suspense>
          </ChunkBoundary>
        </OnVisible>
      ) : null}

      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {session.announce}
      </div>
    </div>
  );
}

export default withLocale(Game);
