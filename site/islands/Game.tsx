/**
 * The game island, for the Dish of the Day (/) and for archive days (/archive/N): it
 * loads the day's answer and the food list from the API, scores guesses locally with
 * core/scoring, saves progress after every guess, records a win with the server, and
 * shows the results view when the game ends. Rules live in core/; this component holds
 * state and renders.
 *
 * The first load carries only the day. Right after, the island fetches the dishes' names
 * (a few KB), then in idle time the scoring index (every dish without its description);
 * the search and scoring code come when the player reaches for the input, before the
 * first key, so suggestions answer it from memory. Saved guesses to redraw load them at once.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { puzzleDate } from '../../core/days.ts';
import { wrongGuessCount } from '../../core/game.ts';
import type { FoodDataUrls } from '../../core/food-index.ts';
import { ChunkBoundary, chunkFailedMessage } from '../components/ChunkBoundary.tsx';
import { loadMessages, useLocale, useMessages, withLocale } from '../i18n/messages.ts';
import '../i18n/ready/game.ts';
import { OnVisible } from '../components/OnVisible.tsx';
import { type BoardRow, type BoardWords, PHONE_QUERY, rowRevealMs, rowSentence } from '../lib/board.ts';
import { dropOldFoodCaches, recordCompletion, type Challenge } from '../lib/game-data.ts';
import { listen } from '../lib/events.ts';
import { animationFactor } from '../lib/preferences.ts';
import { addCompletion, firstTimeThisSession, getRevealedHints, revealHint, saveProgress } from '../lib/storage.ts';
import type { CompletionToRecord, GameStatus } from '../lib/game-session.ts';
import { usePreferences, useReducedMotion } from '../lib/use-preferences.ts';
import { Countdown } from './game/Countdown.tsx';
import { DayNav } from './game/DayNav.tsx';
import { GameResults } from './game/GameResults.tsx';
import { GameHeader } from './game/GameHeader.tsx';
import { initialNav, loadGame, type Nav } from './game/load-day.ts';
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
  whenIdle,
  type FoodIndex,
  type NameList,
} from './game/loaders.ts';

const GuessTable = lazy(loadBoard);
/** The guess's code and the game's rules, loaded at the first guess (warmed up on focus). */
const loadPlay = () => import('./game/play.ts');
type Play = Awaited<ReturnType<typeof loadPlay>>;
const Carousel = lazy(() => import('./game/Carousel.tsx'));

export interface GameProps {
  /** The Dish of the Day, a past day, or practice (random dishes that count for nothing). */
  mode: 'daily' | 'archive' | 'practice';
  /** The built names file and scoring index (site/build/food-index.ts). */
  foodData: FoodDataUrls;
  /** The archive day to play (mode 'archive'). */
  dayNumber?: number;
  /** The board's words in the page's language (/data/vocabulary-<locale>.<hash>.json); none in English. */
  vocabulary?: string | undefined;
}

function Game({ mode, dayNumber, foodData, vocabulary }: GameProps) {
  const m = useMessages('game');
  const locale = useLocale();
  const daily = mode === 'daily';
  const practice = mode === 'practice';
  /** Counts practice dishes: 'New dish' bumps it, which loads another. */
  const [round, setRound] = useState(0);
  /** Bumped when a sync brought this day's play from the account (another device): the board is redrawn. */
  const [syncedRound, setSyncedRound] = useState(0);
  const lastPractice = useRef<string | undefined>(undefined);
  const prefs = usePreferences();
  const reducedMotion = useReducedMotion();
  const factor = animationFactor(prefs, reducedMotion);

  const [status, setStatus] = useState<GameStatus>('loading');
  const [error, setError] = useState('');
  const [challenge, setChallenge] = useState<Challenge | undefined>(undefined);
  const [names, setNames] = useState<NameList | undefined>(undefined);
  const [foodIndex, setFoodIndex] = useState<FoodIndex | undefined>(undefined);
  const [rows, setRows] = useState<BoardRow[]>([]);
  const [revealed, setRevealed] = useState<string[]>([]);
  const [showResults, setShowResults] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [notice, setNotice] = useState('');
  const [nav, setNav] = useState<Nav>(() => initialNav(mode, dayNumber));
  const [newDay, setNewDay] = useState(false);
  const [confirmGiveUp, setConfirmGiveUp] = useState(false);
  /** The game ended on this page (not restored finished): move focus to the result. */
  const [endedHere, setEndedHere] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const playRow = useRef<HTMLDivElement>(null);
  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // The board's words come with its first row (a restored board, or the first guess).
  const [words, setWords] = useState<BoardWords | undefined>(undefined);
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (vocabulary && hasRows) loadBoardWords(vocabulary).then(setWords, () => {});
  }, [vocabulary, hasRows]);

  const guessNames = useMemo(() => rows.map((r) => r.name), [rows]);
  /** How many dishes still fit every row (the "still fit" option), once counted for the current rows. */
  /** The count showed during this game (practice keeps it here; a day keeps it in its progress). */
  const [usedStillFit, setUsedStillFit] = useState(false);
  /**
   * The names on the board as soon as a guess is scored; `rows` follows a render later.
   * Guesses wait for the food list, so two can be in flight: the duplicate check reads this.
   */
  const guessed = useRef<string[]>([]);

  // Load the day and the saved progress (with the food list when there are guesses to
  // redraw); a practice round starts from a fresh board at once.
  useEffect(() => {
    let live = true;
    if (practice) {
      setStatus('loading');
      setShowResults(false);
      setRows([]);
      guessed.current = [];
    }
    void loadGame(mode, dayNumber, foodData, lastPractice.current).then((game) => {
      if (!live) return;
      if (game.nav) setNav(game.nav);
      if (game.kind !== 'ready') {
        if (game.kind === 'error') setError(game.message);
        setStatus(game.kind);
        return;
      }
      const { day, rows: restored, list, saved } = game;
      if (practice) lastPractice.current = day.food.name;
      setChallenge(day);
      if (list) setFoodIndex(list);
      guessed.current = restored.map((r) => r.name);
      setRows(restored);
      setNotice('');
      setEndedHere(false);
      setUsedStillFit(saved?.stillFit === true);
      // Practice reveals live with the game: stored, they would show on the day this dish is the Dish of the Day.
      setRevealed(practice ? [] : getRevealedHints(day.food.name));
      if (saved?.completed) {
        // A reload during the win delay must not lose the day from the streak (adding is idempotent).
        if (!saved.hasGivenUp && saved.daily) addCompletion(day.date);
        setStatus(saved.hasGivenUp ? 'gaveup' : 'won');
        setShowResults(true);
      } else {
        setStatus('playing');
      }
    });
    return () => {
      live = false;
    };
  }, [mode, practice, round, syncedRound, dayNumber, foodData]);

  // Signed in on several devices: a day played elsewhere arrives with a sync; redraw it here.
  const shownDate = practice ? undefined : challenge?.date;
  useEffect(() => {
    if (!shownDate) return;
    return listen('platter:synced', ({ dates }) => {
      if (dates.includes(shownDate)) setSyncedRound((n) => n + 1);
    });
  }, [shownDate]);

  // The names at once, then the scoring index in idle time; none of it delays the page.
  // The search and scoring code (7 KB) wait for the player to reach for the input (focus
  // or pointer down, before the first key), so a visit that never guesses fetches neither.
  useEffect(() => {
    dropOldFoodCaches(foodData);
    loadNamesFile(foodData).catch(() => {});
    return whenIdle(() => void loadIndex(foodData).then(setFoodIndex, () => {}));
  }, [foodData]);

  // "N dishes still fit", for a player who turned the option on.
  const countFit = prefs.showStillFit && status === 'playing' && rows.length > 0;
  const fitCount = useStillFit(countFit, rows, foodIndex, challenge, practice, () => setUsedStillFit(true));

  const answer = challenge?.food;
  const wrongCount = answer ? wrongGuessCount(guessNames, answer.name) : 0;

  /** Sends a finished day's completion to the server, once per day and browser session. */
  const record = useCallback((play: Play, completion: CompletionToRecord | undefined) => {
    if (!completion || !firstTimeThisSession(play.completionFlag(completion.date, completion.challengeNumber))) return;
    later(
      () =>
        void recordCompletion(completion.date, completion.challengeNumber, {
          guessCount: completion.guessCount,
          hasGivenUp: completion.hasGivenUp,
        }),
      play.COMPLETION_DELAY_MS,
    );
  }, []);

  const makeGuess = useCallback(
    /** Answers whether the guess was taken (false: refused, and the input gets the text back). */
    async (typed: string): Promise<boolean> => {
      if (status !== 'playing' || !challenge) return false;
      let play: Play;
      try {
        play = await loadPlay();
      } catch {
        setNotice(`${chunkFailedMessage('scoring')} ${m.refresh_and_guess()}`);
        return false;
      }
      const resolved = await play.resolveGuess(typed, foodData, { names: setNames, index: setFoodIndex });
      if ('notice' in resolved) {
        setNotice(
          resolved.unknown !== undefined
            ? m.not_a_dish({ typed: resolved.unknown })
            : resolved.chunkFailed
              ? `${chunkFailedMessage('scoring')} ${m.refresh_and_guess()}`
              : resolved.notice,
        );
        return false;
      }
      const { food, engine } = resolved;
      // Nothing waits from here on, so a second guess sent while this one waited for the
      // list sees this one on the board.
      const result = play.applyGuess(
        play.sessionFor(challenge, guessed.current, 'playing', mode, puzzleDate(new Date())),
        food.name,
      );
      if (!result.taken) {
        if (result.notice) setNotice(result.duplicate ? m.already_guessed({ name: result.duplicate }) : result.notice);
        return false;
      }
      setNotice('');
      const row: BoardRow = {
        name: food.name,
        icon: food.icon,
        cells: engine.score(food, challenge.food, engine),
        animate: true,
      };
      const names = result.session.guesses;
      guessed.current = [...names];
      setRows((r) => [...r, row]);
      // On a phone the header has done its job: bring the input, the hints and the new row into view.
      if (matchMedia(PHONE_QUERY).matches)
        requestAnimationFrame(() =>
          playRow.current?.scrollIntoView({ block: 'start', behavior: factor > 0 ? 'smooth' : 'auto' }),
        );
      if (result.save) saveProgress(challenge.date, result.save);
      const revealMs = rowRevealMs(factor);
      // The board's words come with the board's code (loaded with the guess); the sentence waits for them.
      const boardWords = loadMessages('board', locale);
      later(
        () =>
          void boardWords.then(
            (b) =>
              setAnnounce(
                rowSentence(row, names.length, b) + (result.won ? ` ${m.announce_won({ name: food.name })}` : ''),
              ),
            () => {},
          ),
        revealMs,
      );
      if (result.won) {
        setStatus('won');
        later(() => {
          if (result.addToStreak) addCompletion(challenge.date);
          record(play, result.completion);
          setEndedHere(true);
          setShowResults(true);
        }, revealMs + play.WIN_DELAY_MS);
      }
      return true;
    },
    [status, challenge, factor, foodData, mode, record, m, locale],
  );

  const giveUp = async () => {
    if (!challenge) return;
    if (!confirmGiveUp) {
      setConfirmGiveUp(true);
      return;
    }
    setConfirmGiveUp(false);
    // Loaded already: Give Up shows only after a guess.
    const play = await loadPlay();
    const result = play.applyGiveUp(play.sessionFor(challenge, guessNames, status, mode, puzzleDate(new Date())));
    if (result.save) saveProgress(challenge.date, result.save);
    record(play, result.completion);
    setStatus('gaveup');
    setEndedHere(true);
    setShowResults(true);
    setAnnounce(m.announce_gave_up({ name: challenge.food.name }));
  };

  const reveal = (field: string) => {
    if (!answer) return;
    // Practice reveals live with the game: stored, they would show on the day this dish is the Dish of the Day.
    if (practice) return setRevealed((r) => [...r, field]);
    revealHint(answer.name, field);
    setRevealed(getRevealedHints(answer.name));
  };
  const newPracticeDish = useCallback(() => setRound((r) => r + 1), []);

  const onZero = useCallback(() => setNewDay(true), []);

  const number = practice ? undefined : (challenge?.challengeNumber ?? (daily ? undefined : dayNumber));
  const finished = status === 'won' || status === 'gaveup';
  const warmUp = useCallback(() => {
    // Failures surface when a guess needs the part; here they only wait for that.
    // The names first (the first key needs them); the scoring code and the board once the
    // browser is idle after them, so their start-up does not hold up the first suggestion.
    // They arrive while the player types.
    const rest = () => {
      loadEngine().catch(() => {});
      loadPlay().catch(() => {});
      void loadBoard();
    };
    loadNames(foodData)
      .then(setNames, () => {})
      .then(() => whenIdle(rest));
    loadIndex(foodData).then(setFoodIndex, () => {});
  }, [foodData]);
  // The results list every food: a game restored as finished already has them, this is the safety net.
  useEffect(() => {
    if (showResults && !foodIndex) loadIndex(foodData).then(setFoodIndex, () => {});
  }, [showResults, foodIndex, foodData]);
  const Board = loadedBoard() ?? GuessTable;
  const board = rows.length ? (
    <ChunkBoundary id="board">
      <Suspense fallback={null}>
        <Board rows={rows} detailed={prefs.showDetailedMatches} factor={showResults ? 0 : factor} words={words} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  // While loading, the input and the locked hints already take their place, so nothing
  // below them moves when the day arrives.
  const inPlay = !showResults && (status === 'loading' || status === 'playing' || status === 'won');

  return (
    <div className="game">
      <GameHeader practice={practice} daily={daily} round={round} number={number} newDay={newDay} />

      <div className="game-status" aria-live="polite">
        {status === 'loading' ? <p className="loading">{m.loading()}</p> : null}
        {status === 'error' ? <p className="error-text">{error}</p> : null}
        {status === 'empty' ? <p>{m.no_dish_today()}</p> : null}
        {status === 'playing' && rows.length === 0 ? <p className="prompt">{m.prompt_start()}</p> : null}
      </div>

      {inPlay ? (
        <PlayArea
          rowRef={playRow}
          names={names}
          guessNames={guessNames}
          onGuess={makeGuess}
          onWarmUp={warmUp}
          status={status}
          confirmGiveUp={confirmGiveUp}
          onGiveUp={() => void giveUp()}
          onCancelGiveUp={() => setConfirmGiveUp(false)}
          onNewDish={practice ? newPracticeDish : undefined}
          notice={notice}
          stillFit={countFit && fitCount?.rows === rows.length ? fitCount.count : undefined}
          answer={answer}
          wrongCount={wrongCount}
          revealed={revealed}
          onReveal={reveal}
          board={board}
        />
      ) : null}

      {showResults && finished && answer ? (
        <GameResults
          answer={answer}
          challenge={challenge!}
          rows={rows}
          hasGivenUp={status === 'gaveup'}
          daily={daily}
          practice={practice}
          onNewDish={practice ? newPracticeDish : undefined}
          foods={foodIndex?.foods ?? []}
          board={board}
          focusOnMount={endedHere}
          stillFit={usedStillFit}
        />
      ) : null}

      {practice ? null : <Countdown onZero={onZero} />}

      <DayNav nav={nav} daily={daily} hidden={practice} />

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
        {announce}
      </div>
    </div>
  );
}

export default withLocale(Game);
