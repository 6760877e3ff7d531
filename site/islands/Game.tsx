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
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { puzzleDate } from '../../core/days.ts';
import { isWin, wrongGuessCount } from '../../core/game.ts';
import { iconsByName, searchableNames, type FoodDataUrls, type IndexedFood } from '../../core/food-index.ts';
import type { Relations } from '../../core/schemas/relations.ts';
import type { ScorableFood, ScoringContext, CellScore } from '../../core/scoring.ts';
import type { SuggestOptions } from '../../core/search.ts';
import { ChunkBoundary, chunkFailedMessage } from '../components/ChunkBoundary.tsx';
import { ChevronLeft, ChevronRight } from '../components/Icons.tsx';
import { OnVisible } from '../components/OnVisible.tsx';
import { PHONE_QUERY, rowRevealMs, rowSentence, type BoardRow } from '../lib/board.ts';
import { openDialog, STATIC_DIALOGS } from '../lib/dialogs.ts';
import { dropOldFoodCaches, fetchArchive, fetchChallenge, fetchFood, fetchFoodIndex, fetchFoodNames, fetchRelations, fetchToday, recordCompletion, type Challenge } from '../lib/game-data.ts';
import { listen } from '../lib/events.ts';
import { animationFactor } from '../lib/preferences.ts';
import { addCompletion, firstTimeThisSession, getProgress, getRevealedHints, markStillFit, revealHint, saveProgress } from '../lib/storage.ts';
import { usePreferences, useReducedMotion } from '../lib/use-preferences.ts';
import { Countdown } from './game/Countdown.tsx';
import { GuessInput } from './game/GuessInput.tsx';
import { Hints } from './game/Hints.tsx';

/** The board once its chunk is here: rendered directly, it never suspends (React holds a revealed fallback about 300 ms). */
let LoadedBoard: (typeof import('./game/GuessTable.tsx'))['default'] | undefined;
const loadBoard = () =>
  import('./game/GuessTable.tsx').then((m) => {
    LoadedBoard = m.default;
    return m;
  });
const GuessTable = lazy(loadBoard);
const Results = lazy(() => import('./game/Results.tsx'));
const Carousel = lazy(() => import('./game/Carousel.tsx'));

/** The pause after the winning row's reveal before the results show (player.md section 9). */
export const WIN_DELAY_MS = 1000;
/** The pause before recording a completion with the server. */
export const COMPLETION_DELAY_MS = 100;

type ScoreFn = (guess: ScorableFood, answer: ScorableFood, ctx: ScoringContext) => Record<(typeof SCORED_CATEGORIES)[number], CellScore>;

interface Engine {
  score: ScoreFn;
  relations: Relations;
}

let enginePromise: Promise<Engine> | undefined;
/**
 * Scoring and its data, fetched once: when the player first reaches for the input, or at
 * once when saved guesses must be scored. A first visit's load stays small.
 */
function loadEngine(): Promise<Engine> {
  enginePromise ??= Promise.all([import('../../core/scoring.ts'), fetchRelations().catch(() => ({}) as Relations)]).then(
    ([m, relations]) => ({ score: m.scoreGuess, relations }),
    (e: unknown) => {
      // Let the next guess try again (the network may be back).
      enginePromise = undefined;
      throw e;
    },
  );
  return enginePromise;
}

/** The names of every dish, indexed for search: enough to suggest and to find the dish a text names. */
interface NameList {
  /** The name of the dish a typed text names: its name, slug or an alias (core/search.ts findFood). */
  find: (typed: string) => string | undefined;
  /** The alias a suggestion was found by, to show beside it. */
  aliasFor: (name: string, query: string) => string | undefined;
  /** A dish's icon, to show before it. */
  iconFor: (name: string) => string | undefined;
  suggest: (query: string, opts?: SuggestOptions) => string[];
}

/** The scoring index: every dish without its description, by name. */
interface FoodIndex {
  foods: IndexedFood[];
  byName: ReadonlyMap<string, IndexedFood>;
}

/** The message when the food list cannot be had (the network and the local copy both failed). */
const FOODS_FAILED = 'Failed to load all foods.';

/** Drops a failed load's promise, so the next call tries again (the network may be back). */
function retryable<T>(promise: Promise<T>, clear: () => void): Promise<T> {
  promise.catch(clear);
  return promise;
}

let namesFilePromise: ReturnType<typeof fetchFoodNames> | undefined;
/** The names file (a few KB of JSON), fetched once, at once after the page shows. */
function loadNamesFile(urls: FoodDataUrls): ReturnType<typeof fetchFoodNames> {
  namesFilePromise ??= retryable(fetchFoodNames(urls), () => (namesFilePromise = undefined));
  return namesFilePromise;
}

let namesPromise: Promise<NameList> | undefined;
/**
 * The names indexed for search (core/search.ts): the file from loadNamesFile, and the
 * search code (2 KB), which waits for the player to reach for the input, so a visit that
 * never types does not fetch it. Rejects with the message to show.
 */
function loadNames(urls: FoodDataUrls): Promise<NameList> {
  namesPromise ??= retryable(
    Promise.all([loadNamesFile(urls).catch(() => undefined), import('../../core/search.ts')]).then(
      ([file, search]) => {
        if (!file?.names.length) throw new Error(FOODS_FAILED);
        const foods = searchableNames(file);
        const index = search.buildSearchIndex(foods);
        const aliases = new Map(foods.map((f) => [f.name, f.aliases]));
        const icons = iconsByName(file);
        return {
          iconFor: (name) => icons.get(name),
          find: (typed) => search.findFood(index, typed),
          aliasFor: (name, query) => search.matchedAlias(index, aliases.get(name), name, query),
          suggest: (query, opts) => search.suggestFromIndex(index, query, opts),
        };
      },
      () => {
        // The names file is caught above: this is the search module's chunk.
        throw new Error(chunkFailedMessage('search'));
      },
    ),
    () => (namesPromise = undefined),
  );
  return namesPromise;
}

let indexPromise: Promise<FoodIndex> | undefined;
/** The scoring index (tens of KB), fetched once: in idle time after the page shows, or when a guess needs it. */
function loadIndex(urls: FoodDataUrls): Promise<FoodIndex> {
  indexPromise ??= retryable(
    fetchFoodIndex(urls).then(
      (file) => {
        if (file.foods.length === 0) throw new Error(FOODS_FAILED);
        return { foods: file.foods, byName: new Map(file.foods.map((f) => [f.name, f])) };
      },
      () => {
        throw new Error(FOODS_FAILED);
      },
    ),
    () => (indexPromise = undefined),
  );
  return indexPromise;
}

/** The date a practice game carries: it names no day, so nothing keyed by date can take it for one. */
export const PRACTICE_DATE = 'practice';

/**
 * A random dish for practice, other than `avoid` (the one just played) and today's: its
 * name from the names file, then its whole record (the hints and the description need it).
 */
async function pickPracticeDish(urls: FoodDataUrls, avoid: string | undefined): Promise<Challenge> {
  // Never today's dish: practice must not spoil the day.
  const today = await fetchToday(puzzleDate(new Date())).catch(() => undefined);
  const names = (await loadNamesFile(urls)).names.map((n) => n[0]).filter((n) => n !== avoid && n !== today?.food.name);
  if (names.length === 0) throw new Error(FOODS_FAILED);
  const food = await fetchFood(names[Math.floor(Math.random() * names.length)]!);
  return { date: PRACTICE_DATE, challengeNumber: 0, food };
}

/** Runs a task when the browser is idle (soon after, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

type Status = 'loading' | 'error' | 'empty' | 'playing' | 'won' | 'gaveup';

export interface GameProps {
  /** The Dish of the Day, a past day, or practice (random dishes that count for nothing). */
  mode: 'daily' | 'archive' | 'practice';
  /** The built names file and scoring index (site/build/food-index.ts). */
  foodData: FoodDataUrls;
  /** The archive day to play (mode 'archive'). */
  dayNumber?: number;
}

interface Nav {
  prev?: string;
  next?: string;
}

function initialNav(mode: GameProps['mode'], dayNumber: number | undefined): Nav {
  if (mode === 'practice') return {};
  if (mode === 'daily' || !dayNumber) return { prev: '/archive/1' };
  return { prev: dayNumber > 1 ? `/archive/${dayNumber - 1}` : undefined, next: `/archive/${dayNumber + 1}` };
}

export default function Game({ mode, dayNumber, foodData }: GameProps) {
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

  const [status, setStatus] = useState<Status>('loading');
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

  const guessNames = useMemo(() => rows.map((r) => r.name), [rows]);
  /** How many dishes still fit every row (the "still fit" option), once counted for the current rows. */
  const [fitCount, setFitCount] = useState<{ rows: number; count: number } | undefined>(undefined);
  /** The count showed during this game (practice keeps it here; a day keeps it in its progress). */
  const [usedStillFit, setUsedStillFit] = useState(false);
  /**
   * The names on the board as soon as a guess is scored; `rows` follows a render later.
   * Guesses wait for the food list, so two can be in flight: the duplicate check reads this.
   */
  const guessed = useRef<string[]>([]);

  // Load the day and the saved progress (with the food list when there are guesses to redraw).
  useEffect(() => {
    let live = true;
    const fail = (message: string) => {
      if (!live) return;
      setError(message);
      setStatus('error');
    };
    void (async () => {
      const today = puzzleDate(new Date());
      let day: Challenge | undefined;
      if (practice) {
        // A fresh board: nothing of a practice game is saved, so nothing is restored.
        setStatus('loading');
        setShowResults(false);
        setEndedHere(false);
        setNotice('');
        setRows([]);
        setUsedStillFit(false);
        guessed.current = [];
        try {
          day = await pickPracticeDish(foodData, lastPractice.current);
        } catch (e) {
          return fail(`Could not load a practice dish: ${(e as Error).message}`);
        }
        if (!live) return;
        lastPractice.current = day.food.name;
        setChallenge(day);
        setRevealed([]);
        setStatus('playing');
        return;
      }
      if (daily) {
        try {
          day = await fetchToday(today);
        } catch (e) {
          return fail(`Could not load today's challenge: ${(e as Error).message}`);
        }
        if (!day) {
          // No dish today: the left arrow still leads to the newest archive day.
          fetchArchive(today)
            .then((days) => live && setNav({ prev: `/archive/${days.at(-1)?.challengeNumber ?? 1}` }))
            .catch(() => {});
          if (live) setStatus('empty');
          return;
        }
        if (live) setNav({ prev: `/archive/${Math.max(1, day.challengeNumber - 1)}` });
      } else {
        let days;
        try {
          days = await fetchArchive(today);
        } catch {
          return fail('Could not load archive day.');
        }
        const entry = days.find((d) => d.challengeNumber === dayNumber);
        if (!entry) return fail('Archive day not found.');
        if (live) {
          setNav({
            prev: entry.challengeNumber > 1 ? `/archive/${entry.challengeNumber - 1}` : undefined,
            next: days.some((d) => d.challengeNumber === entry.challengeNumber + 1) ? `/archive/${entry.challengeNumber + 1}` : '/',
          });
        }
        try {
          day = await fetchChallenge(entry.date);
        } catch (e) {
          return fail(`Could not load archive challenge: ${(e as Error).message}`);
        }
        if (!day) return fail('No challenge found for this date');
      }

      const saved = getProgress(day.date);
      const restored: BoardRow[] = [];
      let engine: Engine | undefined;
      let list: FoodIndex | undefined;
      if (saved?.guesses.length) {
        const pendingBoard = saved.completed ? undefined : loadBoard().catch(() => undefined);
        const pendingEngine = loadEngine();
        pendingEngine.catch(() => {}); // awaited below, after the index
        try {
          list = await loadIndex(foodData);
        } catch (e) {
          return fail((e as Error).message);
        }
        try {
          engine = await pendingEngine;
        } catch {
          return fail(chunkFailedMessage('scoring'));
        }
        await pendingBoard;
      }
      for (const name of engine && list ? saved!.guesses : []) {
        // A guess whose food is gone from the index is fetched alone, and skipped if that fails too.
        const food = list!.byName.get(name) ?? (await fetchFood(name).catch(() => undefined));
        if (food && !restored.some((r) => r.name === food.name)) {
          restored.push({ name: food.name, icon: food.icon, cells: engine!.score(food, day.food, engine!), animate: false });
        }
      }
      if (!live) return;
      setChallenge(day);
      if (list) setFoodIndex(list);
      guessed.current = restored.map((r) => r.name);
      setRows(restored);
      setUsedStillFit(saved?.stillFit === true);
      setRevealed(getRevealedHints(day.food.name));
      if (saved?.completed) {
        // A reload during the win delay must not lose the day from the streak (adding is idempotent).
        if (!saved.hasGivenUp && saved.daily) addCompletion(day.date);
        setStatus(saved.hasGivenUp ? 'gaveup' : 'won');
        setShowResults(true);
      } else {
        setStatus('playing');
      }
    })();
    return () => {
      live = false;
    };
  }, [daily, practice, round, syncedRound, dayNumber, foodData]);

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

  // "N dishes still fit": counted in the browser from the scoring index after each guess,
  // only for a player who turned the option on (the counting code loads only then).
  const countFit = prefs.showStillFit && status === 'playing' && rows.length > 0;
  useEffect(() => {
    if (!countFit || !foodIndex || !challenge) return;
    let live = true;
    void Promise.all([import('../../core/feedback.ts'), loadEngine()]).then(
      ([feedback, engine]) => {
        const shown = rows.flatMap((r) => {
          const guess = foodIndex.byName.get(r.name);
          return guess ? [{ guess, colors: SCORED_CATEGORIES.map((f) => r.cells[f].color) }] : [];
        });
        if (!live) return;
        setFitCount({ rows: rows.length, count: feedback.stillFit(foodIndex.foods, shown, engine).length });
        setUsedStillFit(true);
        if (!practice) markStillFit(challenge.date);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [countFit, rows, foodIndex, challenge, practice]);

  /** Whether this game is the Dish of the Day played on its own day (what the streak counts). */
  const isOwnDay = useCallback((day: Challenge) => daily && day.date === puzzleDate(new Date()), [daily]);

  const answer = challenge?.food;
  const wrongCount = answer ? wrongGuessCount(guessNames, answer.name) : 0;

  const finishWin = useCallback((day: Challenge, guessCount: number, countsForStreak: boolean) => {
    // Only the Dish of the Day, finished on its own day, counts: never an archive day.
    if (countsForStreak) addCompletion(day.date);
    // A practice game is no day's completion.
    if (day.date !== PRACTICE_DATE && firstTimeThisSession(`complete_${day.date}_${day.challengeNumber}`)) {
      later(() => void recordCompletion(day.date, day.challengeNumber, { guessCount, hasGivenUp: false }), COMPLETION_DELAY_MS);
    }
    setEndedHere(true);
    setShowResults(true);
  }, []);

  const makeGuess = useCallback(
    /** Answers whether the guess was taken (false: refused, and the input gets the text back). */
    async (typed: string): Promise<boolean> => {
      if (status !== 'playing' || !challenge) return false;
      let food: IndexedFood | undefined;
      try {
        const list = await loadNames(foodData);
        setNames(list);
        // Only the dish the text names (GuessInput sends the option the player was looking
        // at): never a suggestion the player did not see, such as another dish's alias.
        const name = list.find(typed);
        if (!name) {
          setNotice(`“${typed}” is not a dish in the game. Pick one from the list.`);
          return false;
        }
        const index = await loadIndex(foodData);
        setFoodIndex(index);
        food = index.byName.get(name) ?? (await fetchFood(name));
      } catch (e) {
        setNotice((e as Error).message);
        return false;
      }
      let engine: Engine;
      try {
        // The board's chunk too (a failure shows in its own boundary), so the row shows at once.
        [engine] = await Promise.all([loadEngine(), loadBoard().catch(() => undefined)]);
      } catch {
        setNotice(`${chunkFailedMessage('scoring')} Refresh the page and guess again.`);
        return false;
      }
      // Nothing waits from here on, so a second guess sent while this one waited for the
      // list sees this one on the board.
      const board = guessed.current;
      if (board.some((name) => isWin(name, challenge.food.name))) return false;
      if (board.includes(food.name)) {
        setNotice(`Already guessed: ${food.name}.`);
        return false;
      }
      setNotice('');
      const row: BoardRow = { name: food.name, icon: food.icon, cells: engine.score(food, challenge.food, engine), animate: true };
      const names = [...board, food.name];
      guessed.current = names;
      const won = isWin(food.name, challenge.food.name);
      setRows((r) => [...r, row]);
      // On a phone the header has done its job: bring the input, the hints and the new row into view.
      if (matchMedia(PHONE_QUERY).matches) requestAnimationFrame(() => playRow.current?.scrollIntoView({ block: 'start', behavior: factor > 0 ? 'smooth' : 'auto' }));
      const ownDay = isOwnDay(challenge);
      // Practice keeps nothing: no progress, so no statistics either.
      if (!practice) {
        saveProgress(challenge.date, { guesses: names, completed: false, hasGivenUp: false, daily: ownDay });
        if (won) saveProgress(challenge.date, { guesses: names, completed: true, hasGivenUp: false, daily: ownDay });
      }
      const revealMs = rowRevealMs(factor);
      later(() => setAnnounce(rowSentence(row, names.length) + (won ? ` You guessed it: ${food.name}!` : '')), revealMs);
      if (won) {
        setStatus('won');
        later(() => finishWin(challenge, names.length, ownDay), revealMs + WIN_DELAY_MS);
      }
      return true;
    },
    [status, challenge, factor, finishWin, isOwnDay, foodData, practice],
  );

  const giveUp = () => {
    if (!challenge) return;
    if (!confirmGiveUp) {
      setConfirmGiveUp(true);
      return;
    }
    setConfirmGiveUp(false);
    const ownDay = isOwnDay(challenge);
    if (!practice) saveProgress(challenge.date, { guesses: guessNames, completed: true, hasGivenUp: true, daily: ownDay });
    if (!practice && firstTimeThisSession(`complete_${challenge.date}_${challenge.challengeNumber}`)) {
      later(() => void recordCompletion(challenge.date, challenge.challengeNumber, { guessCount: guessNames.length, hasGivenUp: true }), COMPLETION_DELAY_MS);
    }
    setStatus('gaveup');
    setEndedHere(true);
    setShowResults(true);
    setAnnounce(`You gave up. The answer was ${challenge.food.name}.`);
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
    loadNames(foodData).then(setNames, () => {});
    loadIndex(foodData).then(setFoodIndex, () => {});
    loadEngine().catch(() => {});
    void loadBoard();
  }, [foodData]);
  // The results list every food: a game restored as finished already has them, this is the safety net.
  useEffect(() => {
    if (showResults && !foodIndex) loadIndex(foodData).then(setFoodIndex, () => {});
  }, [showResults, foodIndex, foodData]);
  const suggest = names?.suggest;
  const Board = LoadedBoard ?? GuessTable;
  const board = rows.length ? (
    <ChunkBoundary id="board">
      <Suspense fallback={null}>
        <Board rows={rows} detailed={prefs.showDetailedMatches} factor={showResults ? 0 : factor} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  // While loading, the input and the locked hints already take their place, so nothing
  // below them moves when the day arrives.
  const inPlay = !showResults && (status === 'loading' || status === 'playing' || status === 'won');

  return (
    <div className="game">
      <header className="game-head">
        <p className="day-number">{practice ? `Round ${round + 1}` : number ? `Day #${number}` : 'Day #…'}</p>
        <h1>{practice ? 'Practice' : daily ? 'Dish of the Day' : 'Archive Dish'}</h1>
        {practice ? <p className="instructions">A random dish from the whole menu, as many as you like. Practice never counts for your streak or statistics.</p> : null}
        <p className="instructions">
          Guess the secret dish. Each guess is compared with it in nine categories: <span className="key key-green">green</span> is an exact match,{' '}
          <span className="key key-yellow">yellow</span> is close, <span className="key key-red">red</span> is no match.{' '}
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

      <div className="game-status" aria-live="polite">
        {status === 'loading' ? <p className="loading">Loading data, just a moment...</p> : null}
        {status === 'error' ? <p className="error-text">{error}</p> : null}
        {status === 'empty' ? <p>There is no dish of the day today. Try one from the archive!</p> : null}
        {status === 'playing' && rows.length === 0 ? <p className="prompt">Type any food below to start!</p> : null}
      </div>

      {inPlay ? (
        <>
          <div className="play-row" ref={playRow}>
            <GuessInput
              suggest={suggest}
              find={names?.find}
              aliasFor={names?.aliasFor}
              iconFor={names?.iconFor}
              exclude={guessNames}
              onGuess={makeGuess}
              onWarmUp={warmUp}
              disabled={status !== 'playing'}
            />
            {status === 'playing' && rows.length > 0 ? (
              <button
                type="button"
                className={`btn ${confirmGiveUp ? 'btn-danger confirm' : 'btn-ghost'} give-up`}
                onClick={giveUp}
                onMouseLeave={() => setConfirmGiveUp(false)}
                onBlur={() => setConfirmGiveUp(false)}
              >
                {confirmGiveUp ? 'Are you sure?' : 'Give Up'}
              </button>
            ) : null}
            {practice && status === 'playing' ? (
              <button type="button" className="btn btn-ghost give-up" onClick={newPracticeDish}>
                New dish
              </button>
            ) : null}
          </div>
          {notice ? (
            <p className="notice" role="alert">
              {notice}
            </p>
          ) : null}
          {countFit && fitCount?.rows === rows.length ? (
            <p className="still-fit" data-testid="still-fit" aria-live="polite">
              {fitCount.count === 1 ? 'Only 1 dish still fits every box.' : `${fitCount.count} dishes still fit every box.`}
            </p>
          ) : null}
          {/* Hints above the board: one unlocked by a wrong guess shows where the player is looking. */}
          {status !== 'won' ? <Hints answer={answer} wrongCount={wrongCount} revealed={revealed} onReveal={reveal} /> : null}
          {board}
        </>
      ) : null}

      {showResults && finished && answer ? (
        <ChunkBoundary id="results">
          <Suspense fallback={<p className="loading">Loading data, just a moment...</p>}>
            <Results
              answer={answer}
              challengeNumber={challenge!.challengeNumber}
              date={challenge!.date}
              isToday={challenge!.date === puzzleDate(new Date())}
              rowColors={rows.map((r) => SCORED_CATEGORIES.map((f) => r.cells[f].color))}
              hasGivenUp={status === 'gaveup'}
              daily={daily}
              practice={practice}
              onNewDish={practice ? newPracticeDish : undefined}
              foods={foodIndex?.foods ?? []}
              board={board}
              focusOnMount={endedHere}
              stillFit={usedStillFit}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}

      {practice ? null : <Countdown onZero={onZero} />}

      <nav className="bottom-nav" aria-label="Challenge days" hidden={practice}>
        {nav.prev ? (
          <a href={nav.prev} data-nav="previous" className="icon-btn" aria-label="Previous day">
            <ChevronLeft />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
        <span className="bottom-nav-centre">
          {daily ? (
            <span aria-current="page">Dish of the Day</span>
          ) : (
            <>
              <a href="/archive">Archive</a>
              <span aria-hidden="true"> · </span>
              <a href="/">Dish of the Day</a>
            </>
          )}
        </span>
        {nav.next ? (
          <a href={nav.next} data-nav="next" className="icon-btn" aria-label={nav.next === '/' ? 'Dish of the Day' : 'Next day'}>
            <ChevronRight />
          </a>
        ) : (
          <span className="icon-btn" aria-hidden="true" />
        )}
      </nav>

      <p className="disclaimer-link">
        <button type="button" className="link-button" onClick={() => openDialog(STATIC_DIALOGS.disclaimer)}>
          Disclaimer
        </button>
      </p>

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
