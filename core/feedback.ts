/**
 * How much a guess tells the player: the colours each box shows over many pairs of
 * dishes, how many dishes are still consistent with one guess's row, how many guesses a
 * simple solver needs, and so how hard each day is. `platter audit --feedback` prints it,
 * the tests hold it to FEEDBACK_TARGETS, the calendar admin shows each day's difficulty,
 * and the game's "still fit" option uses stillFit.
 *
 * A row's colours are packed into one number (a base-3 digit per category), so "the
 * dishes consistent with a row" is "the dishes whose row against this guess has the same
 * code". Everything is computed once, as a matrix of codes for every guess and answer.
 */
import { SCORED_CATEGORIES, type ScoredCategory } from './categories.ts';
import { rowColors, type CellColor, type ScorableFood, type ScoringContext } from './scoring.ts';

/** The bars the content and the rules must hold (issue #15). */
export const FEEDBACK_TARGETS = {
  /** No box is yellow in more than this share of pairs of different dishes. */
  maxYellowShare: 0.6,
  /** One guess leaves at most this many dishes consistent, on average over guesses and answers. */
  maxAverageLeft: 10,
} as const;

const COLOR_DIGIT: Record<CellColor, number> = { red: 0, yellow: 1, green: 2 };

/** A row's colours as one number: a base-3 digit per category, in board order. */
export function rowCode(colors: readonly CellColor[]): number {
  let code = 0;
  for (const color of colors) code = code * 3 + COLOR_DIGIT[color];
  return code;
}

/** The colour of one category in a row code. */
export function codeColor(code: number, categoryIndex: number): CellColor {
  const digit = Math.floor(code / 3 ** (SCORED_CATEGORIES.length - 1 - categoryIndex)) % 3;
  return digit === 2 ? 'green' : digit === 1 ? 'yellow' : 'red';
}

/** The row codes of every guess (row) against every answer (column), n × n. */
export interface FeedbackMatrix {
  size: number;
  codes: Uint16Array;
}

/** Scores every dish against every dish once. */
export function feedbackMatrix(foods: readonly ScorableFood[], ctx: ScoringContext): FeedbackMatrix {
  const size = foods.length;
  const codes = new Uint16Array(size * size);
  for (let g = 0; g < size; g++) {
    for (let a = 0; a < size; a++) codes[g * size + a] = rowCode(rowColors(foods[g]!, foods[a]!, ctx));
  }
  return { size, codes };
}

/** The code of guess `g` against answer `a`. */
function code(m: FeedbackMatrix, g: number, a: number): number {
  return m.codes[g * m.size + a]!;
}

/** Per category, the share of pairs of different dishes that shows each colour. */
export type ColourShares = Record<ScoredCategory, Record<CellColor, number>>;

export function colourShares(m: FeedbackMatrix): ColourShares {
  const counts = SCORED_CATEGORIES.map(() => ({ green: 0, yellow: 0, red: 0 }));
  let pairs = 0;
  for (let g = 0; g < m.size; g++) {
    for (let a = 0; a < m.size; a++) {
      if (g === a) continue;
      pairs++;
      const c = code(m, g, a);
      for (let i = 0; i < counts.length; i++) counts[i]![codeColor(c, i)]++;
    }
  }
  const shares = {} as ColourShares;
  SCORED_CATEGORIES.forEach((field, i) => {
    const { green, yellow, red } = counts[i]!;
    shares[field] = { green: green / pairs, yellow: yellow / pairs, red: red / pairs };
  });
  return shares;
}

/**
 * For each candidate answer (indexes into the matrix), how many candidates show the same
 * row as it does against guess `g`: the dishes the player cannot yet tell it from.
 */
function classSizes(m: FeedbackMatrix, g: number, candidates: readonly number[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const a of candidates) {
    const c = code(m, g, a);
    sizes.set(c, (sizes.get(c) ?? 0) + 1);
  }
  return sizes;
}

/** The expected number of candidates left after guessing `g`, each candidate equally likely the answer. */
function expectedLeft(m: FeedbackMatrix, g: number, candidates: readonly number[]): number {
  let sum = 0;
  for (const n of classSizes(m, g, candidates).values()) sum += n * n;
  return sum / candidates.length;
}

/** What one guess leaves: the average over every guess and answer, and the best opening guess. */
export interface OneGuessFigures {
  averageLeft: number;
  bestOpening: { index: number; left: number };
}

export function oneGuessFigures(m: FeedbackMatrix): OneGuessFigures {
  const all = [...Array(m.size).keys()];
  let total = 0;
  let best = { index: 0, left: Infinity };
  for (let g = 0; g < m.size; g++) {
    const left = expectedLeft(m, g, all);
    total += left;
    if (left < best.left) best = { index: g, left };
  }
  return { averageLeft: total / m.size, bestOpening: best };
}

/**
 * A simple solver: each guess is the dish that leaves the fewest candidates on average
 * (a candidate wins a tie, then the lower index), until it names the answer. Returns the
 * number of guesses it needs for each answer.
 */
export function solverGuesses(m: FeedbackMatrix, opening?: number): Int32Array {
  const all = [...Array(m.size).keys()];
  const first = opening ?? oneGuessFigures(m).bestOpening.index;
  const results = new Int32Array(m.size);
  for (let answer = 0; answer < m.size; answer++) {
    let candidates = all;
    let guess = first;
    let guesses = 1;
    while (guess !== answer) {
      const shown = code(m, guess, answer);
      candidates = candidates.filter((a) => a !== guess && code(m, guess, a) === shown);
      guess = bestGuess(m, candidates);
      guesses++;
    }
    results[answer] = guesses;
  }
  return results;
}

function bestGuess(m: FeedbackMatrix, candidates: readonly number[]): number {
  if (candidates.length <= 2) return candidates[0]!;
  const isCandidate = new Set(candidates);
  let best = candidates[0]!;
  let bestLeft = expectedLeft(m, best, candidates);
  for (let g = 0; g < m.size; g++) {
    const left = expectedLeft(m, g, candidates);
    if (left < bestLeft || (left === bestLeft && isCandidate.has(g) && !isCandidate.has(best))) {
      best = g;
      bestLeft = left;
    }
  }
  return best;
}

/** How hard one dish is as the answer. */
export interface Difficulty {
  /** Guesses the solver needs. */
  solver: number;
  /** Dishes one typical first guess leaves (the median over every other dish as the first guess). */
  typicalLeft: number;
  level: DifficultyLevel;
}

export const DIFFICULTY_LEVELS = ['easy', 'medium', 'hard'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/**
 * For each dish as the answer, the dishes one typical first guess leaves: the median,
 * over every other dish as the first guess, of how many dishes show the same row.
 */
function typicalLeft(m: FeedbackMatrix): number[] {
  const perAnswer: number[][] = Array.from({ length: m.size }, () => []);
  const all = [...Array(m.size).keys()];
  for (let g = 0; g < m.size; g++) {
    const sizes = classSizes(m, g, all);
    for (let a = 0; a < m.size; a++) if (a !== g) perAnswer[a]!.push(sizes.get(code(m, g, a))!);
  }
  return perAnswer.map((sizes) => {
    sizes.sort((x, y) => x - y);
    return sizes[sizes.length >> 1] ?? 1;
  });
}

/**
 * Every dish's difficulty. The level ranks the dishes against each other by how many
 * dishes a typical first guess leaves: the top quarter is hard, the next quarter medium,
 * the rest easy, and a dish tied with the easiest is easy however many share its figure
 * (on a small database every first guess may leave one dish: all easy).
 */
export function difficulties(m: FeedbackMatrix, solver: Int32Array = solverGuesses(m)): Difficulty[] {
  const left = typicalLeft(m);
  const sorted = [...left].sort((x, y) => x - y);
  const easiest = sorted[0] ?? 0;
  const hardFrom = sorted[Math.floor(sorted.length * 0.75)] ?? Infinity;
  const mediumFrom = sorted[Math.floor(sorted.length * 0.5)] ?? Infinity;
  return left.map((typical, a) => {
    const level: DifficultyLevel =
      typical <= easiest ? 'easy' : typical >= hardFrom ? 'hard' : typical >= mediumFrom ? 'medium' : 'easy';
    return { solver: solver[a]!, typicalLeft: typical, level };
  });
}

/** Everything `platter audit --feedback` reports. */
export interface FeedbackReport {
  foods: number;
  colours: ColourShares;
  averageLeft: number;
  bestOpening: { name: string; left: number };
  solver: { average: number; worst: number; distribution: Record<number, number> };
  /** Per dish (by slug when the foods have one, else name). */
  difficulty: Record<string, Difficulty>;
}

export function feedbackReport(
  foods: readonly (ScorableFood & { slug?: string })[],
  ctx: ScoringContext,
): FeedbackReport {
  const m = feedbackMatrix(foods, ctx);
  const one = oneGuessFigures(m);
  const solver = solverGuesses(m, one.bestOpening.index);
  const distribution: Record<number, number> = {};
  let total = 0;
  let worst = 0;
  for (const n of solver) {
    distribution[n] = (distribution[n] ?? 0) + 1;
    total += n;
    worst = Math.max(worst, n);
  }
  const difficulty: Record<string, Difficulty> = {};
  difficulties(m, solver).forEach((d, i) => (difficulty[foods[i]!.slug ?? foods[i]!.name] = d));
  return {
    foods: foods.length,
    colours: colourShares(m),
    averageLeft: one.averageLeft,
    bestOpening: { name: foods[one.bestOpening.index]!.name, left: one.bestOpening.left },
    solver: { average: total / Math.max(1, foods.length), worst, distribution },
    difficulty,
  };
}

/** Where a report misses FEEDBACK_TARGETS, in words; empty when it holds them. */
export function feedbackProblems(report: Pick<FeedbackReport, 'colours' | 'averageLeft'>): string[] {
  const problems: string[] = [];
  for (const field of SCORED_CATEGORIES) {
    const yellow = report.colours[field].yellow;
    if (yellow > FEEDBACK_TARGETS.maxYellowShare) {
      problems.push(
        `${field} is yellow in ${percent(yellow)} of pairs (at most ${percent(FEEDBACK_TARGETS.maxYellowShare)})`,
      );
    }
  }
  if (report.averageLeft > FEEDBACK_TARGETS.maxAverageLeft) {
    problems.push(
      `one guess leaves ${report.averageLeft.toFixed(1)} dishes on average (at most ` +
        `${FEEDBACK_TARGETS.maxAverageLeft})`,
    );
  }
  return problems;
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/**
 * The dishes still consistent with every row so far: those that, were they the answer,
 * would have shown the same colours for each guess made. `rows` are the guesses with the
 * colours the board showed.
 */
export function stillFit<F extends ScorableFood>(
  foods: readonly F[],
  rows: readonly { guess: ScorableFood; colors: readonly CellColor[] }[],
  ctx: ScoringContext,
): F[] {
  const shown = rows.map((r) => rowCode(r.colors));
  return foods.filter((candidate) => rows.every((r, i) => rowCode(rowColors(r.guess, candidate, ctx)) === shown[i]));
}

/**
 * How many dishes still fitted after each row, in order: the path a game took through
 * the dishes (each count is stillFit over the rows so far).
 */
export function stillFitCounts(
  foods: readonly ScorableFood[],
  rows: readonly { guess: ScorableFood; colors: readonly CellColor[] }[],
  ctx: ScoringContext,
): number[] {
  let left = foods;
  return rows.map((row) => (left = stillFit(left, [row], ctx)).length);
}

/** One guess of a finished game as the coach tells it. */
export interface CoachStep {
  /** The dish guessed. */
  guess: string;
  /** Dishes that still fitted every box after it (stillFit over the rows so far). */
  left: number;
  /**
   * The guess that would have left the fewest dishes at that point, and how many (the
   * first by name among equals); undefined for the guess that named the answer.
   */
  best: { name: string; left: number } | undefined;
}

/** The coach's account of a game: how many dishes there were, each guess, and the path in one line. */
export interface CoachReport {
  dishes: number;
  steps: CoachStep[];
  /** '512 → 38 → 6 → 1': the dishes at the start, then those still fitting after each guess. */
  path: string;
}

/**
 * The coach, as work that can be paused: a generator that yields after each dish it
 * weighs (so a browser can spread it over frames) and returns the report. For each guess:
 * the dishes still fitting after it, and the dish that, guessed instead at that point,
 * would have left the fewest for this answer (never the answer itself; one that leaves
 * only the answer is as good as any, so the search stops there). Every count is stillFit.
 */
export function* coachWork<F extends ScorableFood>(
  foods: readonly F[],
  rows: readonly { guess: ScorableFood; colors: readonly CellColor[] }[],
  answer: ScorableFood,
  ctx: ScoringContext,
): Generator<void, CoachReport, void> {
  const byName = [...foods].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let candidates: readonly F[] = foods;
  const steps: CoachStep[] = [];
  for (const row of rows) {
    const after = stillFit(candidates, [row], ctx);
    let best: CoachStep['best'];
    if (row.guess.name !== answer.name) {
      for (const dish of byName) {
        if (dish.name === answer.name) continue;
        const left = stillFit(candidates, [{ guess: dish, colors: rowColors(dish, answer, ctx) }], ctx).length;
        if (!best || left < best.left) best = { name: dish.name, left };
        yield;
        if (best.left <= 1) break;
      }
    }
    steps.push({ guess: row.guess.name, left: after.length, best });
    candidates = after;
  }
  return { dishes: foods.length, steps, path: [foods.length, ...steps.map((s) => s.left)].join(' → ') };
}

/** The coach's report at once (tests and the CLI; the browser runs coachWork in slices). */
export function coachReport<F extends ScorableFood>(
  foods: readonly F[],
  rows: readonly { guess: ScorableFood; colors: readonly CellColor[] }[],
  answer: ScorableFood,
  ctx: ScoringContext,
): CoachReport {
  const work = coachWork(foods, rows, answer, ctx);
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
