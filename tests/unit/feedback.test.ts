/**
 * core/feedback.ts: the row codes, the colour shares, what one guess leaves, the solver,
 * the difficulty levels, the targets and "still fit", on small dishes built here (so the
 * figures can be worked out by hand) and on the fixture content.
 */
import { describe, expect, it } from 'vitest';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import {
  codeColor,
  colourShares,
  difficulties,
  feedbackMatrix,
  feedbackProblems,
  feedbackReport,
  oneGuessFigures,
  rowCode,
  coachReport,
  coachWork,
  solverGuesses,
  stillFit,
  stillFitCounts,
} from '../../core/feedback.ts';
import { loadContent } from '../../core/node/content.ts';
import { rowColors, type CellColor, type ScorableFood } from '../../core/scoring.ts';
import { testDish } from '../support/dishes.ts';

const ctx = { relations: {} };

/** A dish that differs from the others only where told. */
function dish(name: string, overrides: Partial<ScorableFood> = {}): ScorableFood {
  return testDish({ name, ingredients: ['rice'], ...overrides });
}

describe('row codes', () => {
  it('pack nine colours into one number and give each back', () => {
    const colors: CellColor[] = ['green', 'yellow', 'red', 'red', 'green', 'yellow', 'yellow', 'red', 'green'];
    const code = rowCode(colors);
    expect(SCORED_CATEGORIES.map((_, i) => codeColor(code, i))).toEqual(colors);
    expect(rowCode(SCORED_CATEGORIES.map(() => 'red'))).toBe(0);
    expect(rowCode(colors)).not.toBe(rowCode([...colors].reverse()));
  });
});

describe('on three dishes that differ in one box each', () => {
  // A and B differ only in temperature (hot / cold: red); C differs from both in diet.
  const foods = [dish('A'), dish('B', { temperature: ['cold'] }), dish('C', { dietary_identity: ['Meat-based'] })];
  const m = feedbackMatrix(foods, ctx);

  it('counts colours over pairs of different dishes only', () => {
    const shares = colourShares(m);
    // 6 ordered pairs: B is the only cold dish, so temperature is red for the 4 pairs with B, green for A-C and C-A.
    expect(shares.temperature).toEqual({ green: 2 / 6, yellow: 0, red: 4 / 6 });
    expect(shares.origin).toEqual({ green: 1, yellow: 0, red: 0 });
  });

  it('leaves one dish after any guess: every row tells the three apart', () => {
    const one = oneGuessFigures(m);
    expect(one.averageLeft).toBe(1);
    expect(one.bestOpening.left).toBe(1);
  });

  it('the solver needs one guess for its opening dish and two for the others', () => {
    const solver = solverGuesses(m, 0);
    expect([...solver]).toEqual([1, 2, 2]);
  });
});

describe('on dishes a guess cannot tell apart', () => {
  // B, C and D look the same against A (each differs from A only in course, all red), so
  // guessing A leaves three; against each other they differ.
  const foods = [
    dish('A'),
    dish('B', { course_placement: ['Main'], flavor_profile: ['sweet'] }),
    dish('C', { course_placement: ['Main'], flavor_profile: ['bitter'] }),
    dish('D', { course_placement: ['Main'], flavor_profile: ['sour'] }),
  ];
  const m = feedbackMatrix(foods, ctx);

  it('expects the sum of squared class sizes over the dishes', () => {
    // Guessing A: {A} alone (it wins) and {B, C, D}: (1 + 9) / 4 = 2.5 left on average.
    // Guessing B: {B}, {A}, {C, D} (C and D both show red flavour and green course): (1 + 1 + 4) / 4.
    const one = oneGuessFigures(m);
    expect(one.averageLeft).toBeCloseTo((2.5 + 1.5 * 3) / 4);
    expect(one.bestOpening.index).toBe(1);
  });

  it('rates the dishes a first guess leaves the most of as harder', () => {
    const levels = difficulties(m);
    expect(levels[0]!.level).toBe('easy');
    expect(levels.slice(1).every((d) => d.typicalLeft >= levels[0]!.typicalLeft)).toBe(true);
    expect(levels.some((d) => d.level === 'hard')).toBe(true);
  });

  it('says which dishes still fit the rows shown', () => {
    const shown = (guess: ScorableFood, answer: ScorableFood) => ({ guess, colors: rowColors(guess, answer, ctx) });
    expect(stillFit(foods, [shown(foods[0]!, foods[2]!)], ctx).map((f) => f.name)).toEqual(['B', 'C', 'D']);
    expect(stillFit(foods, [shown(foods[0]!, foods[2]!), shown(foods[1]!, foods[2]!)], ctx).map((f) => f.name)).toEqual(
      ['C', 'D'],
    );
    expect(stillFit(foods, [], ctx)).toHaveLength(4);
  });
});

describe('the targets', () => {
  it('name a box that is yellow too often and a guess that leaves too many', () => {
    const colours = Object.fromEntries(
      SCORED_CATEGORIES.map((f) => [f, { green: 0.2, yellow: 0.4, red: 0.4 }]),
    ) as Parameters<typeof feedbackProblems>[0]['colours'];
    expect(feedbackProblems({ colours, averageLeft: 10 })).toEqual([]);
    colours.flavor_profile = { green: 0.01, yellow: 0.89, red: 0.1 };
    expect(feedbackProblems({ colours, averageLeft: 13.5 })).toEqual([
      'flavor_profile is yellow in 89.0% of pairs (at most 60.0%)',
      'one guess leaves 13.5 dishes on average (at most 10)',
    ]);
  });

  it('report the fixture content by slug, with every dish rated', () => {
    const { content } = loadContent('tests/fixtures/content-small');
    const report = feedbackReport(content.foods, { relations: content.relations });
    expect(Object.keys(report.difficulty).sort()).toEqual(content.foods.map((f) => f.slug).sort());
    const total = Object.values(report.solver.distribution).reduce((a, b) => a + b, 0);
    expect(total).toBe(content.foods.length);
    for (const field of SCORED_CATEGORIES) {
      const c = report.colours[field];
      expect(c.green + c.yellow + c.red).toBeCloseTo(1);
    }
  });
});

describe('the path of a game and the coach', () => {
  // Four dishes: B differs from A in temperature, C in diet, D in both.
  const foods = [
    dish('A'),
    dish('B', { temperature: ['cold'] }),
    dish('C', { dietary_identity: ['Meat-based'] }),
    dish('D', { temperature: ['cold'], dietary_identity: ['Meat-based'] }),
  ];
  const [a, b, c, d] = foods as [ScorableFood, ScorableFood, ScorableFood, ScorableFood];
  const shown = (guess: ScorableFood, answer: ScorableFood) => ({ guess, colors: rowColors(guess, answer, ctx) });

  it('counts the dishes still fitting after each row, as stillFit over the rows so far', () => {
    // The answer is D. Guessing A shows temperature and diet red: only D is both cold and meat-based.
    expect(stillFitCounts(foods, [shown(a, d), shown(d, d)], ctx)).toEqual([1, 1]);
    expect(stillFitCounts(foods, [shown(b, d)], ctx)).toEqual([stillFit(foods, [shown(b, d)], ctx).length]);
    expect(stillFitCounts(foods, [], ctx)).toEqual([]);
  });

  it('for each guess: what still fitted, and the guess that would have left the fewest (never the answer)', () => {
    const report = coachReport(foods, [shown(a, c), shown(c, c)], c, ctx);
    expect(report.dishes).toBe(4);
    expect(report.steps.map((s) => s.left)).toEqual([
      stillFit(foods, [shown(a, c)], ctx).length,
      stillFit(foods, [shown(a, c), shown(c, c)], ctx).length,
    ]);
    expect(report.path).toBe(`4 → ${report.steps[0]!.left} → 1`);
    // The best first guess other than C itself: the first by name that leaves the fewest.
    const lefts = foods
      .filter((f) => f !== c)
      .map((f) => ({ name: f.name, left: stillFit(foods, [shown(f, c)], ctx).length }));
    const fewest = Math.min(...lefts.map((l) => l.left));
    expect(report.steps[0]!.best).toEqual(lefts.find((l) => l.left === fewest));
    // The guess that named the answer has no better one.
    expect(report.steps[1]!.best).toBeUndefined();
  });

  it('can be worked in slices: it yields as it weighs dishes and returns the same report', () => {
    const work = coachWork(foods, [shown(b, c), shown(c, c)], c, ctx);
    let slices = 0;
    let step = work.next();
    while (!step.done) {
      slices++;
      step = work.next();
    }
    expect(slices).toBeGreaterThan(0);
    expect(step.value).toEqual(coachReport(foods, [shown(b, c), shown(c, c)], c, ctx));
  });
});
