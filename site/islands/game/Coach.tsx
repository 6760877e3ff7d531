/**
 * The coach, on the results of a finished day (today's, an archive day's or a practice
 * dish): for each guess, how many dishes still fitted every box after it, and the guess
 * that would have left the fewest at that point; and the whole path in one line
 * ('512 → 38 → 6 → 1'). Its figures are core/feedback.ts's (coachWork, over stillFit),
 * worked out in slices between frames so the page stays responsive. Loaded only with the
 * results, never during play.
 */
import { useEffect, useState } from 'react';
import type { CoachReport } from '../../../core/feedback.ts';
import type { BoardRow } from '../../lib/board.ts';
import { loadEngine, type FoodIndex } from './loaders.ts';
import { shownRows } from './play.ts';

/** The coach's words (one place, for the translations to come). */
export const COACH_WORDS = {
  title: 'How you narrowed it down',
  intro: 'Dishes that still fitted every box after each guess:',
  working: 'The coach is weighing your guesses…',
  failed: 'The coach could not work this game out.',
  left: (n: number) => (n === 1 ? '1 dish still fitted' : `${n} dishes still fitted`),
  found: 'You named it.',
  onlyAnswer: 'Only the answer still fitted: it could have been your next guess.',
  alreadyOnly: 'Only the answer fitted already: naming it would have won.',
  bestWas: (name: string, n: number) => `Best at that point: ${name}, leaving ${n === 1 ? 'only the answer' : n}.`,
  asGood: 'No guess could have left fewer.',
} as const;

/** How long one slice of the coach's work may run before the page gets a frame. */
const SLICE_MS = 12;

/** Runs the coach over the board's rows in slices; undefined until done. */
function useCoach(rows: readonly BoardRow[], answer: string, foods: FoodIndex | undefined) {
  const [report, setReport] = useState<CoachReport | 'failed' | undefined>(undefined);
  useEffect(() => {
    if (!foods) return;
    const target = foods.byName.get(answer);
    if (!target) return setReport('failed');
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    Promise.all([import('../../../core/feedback.ts'), loadEngine()]).then(
      ([feedback, engine]) => {
        const work = feedback.coachWork(foods.foods, shownRows(rows, foods), target, engine);
        const slice = () => {
          if (!live) return;
          const until = performance.now() + SLICE_MS;
          for (;;) {
            const step = work.next();
            if (step.done) return setReport(step.value);
            if (performance.now() > until) break;
          }
          timer = setTimeout(slice, 0);
        };
        slice();
      },
      () => live && setReport('failed'),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rows, answer, foods]);
  return report;
}

export default function Coach({
  rows,
  answer,
  foods,
}: {
  rows: readonly BoardRow[];
  answer: string;
  foods: FoodIndex | undefined;
}) {
  const report = useCoach(rows, answer, foods);
  return (
    <section className="coach" aria-labelledby="coach-title" aria-busy={report === undefined}>
      <h2 id="coach-title" className="section-title">
        {COACH_WORDS.title}
      </h2>
      {report === undefined ? (
        <p className="muted">{COACH_WORDS.working}</p>
      ) : report === 'failed' ? (
        <p className="muted">{COACH_WORDS.failed}</p>
      ) : (
        <>
          <p className="coach-intro">{COACH_WORDS.intro}</p>
          <p className="coach-path" data-testid="coach-path">
            {report.path}
          </p>
          <ol className="coach-steps">
            {report.steps.map((step, i) => (
              <li key={step.guess} data-testid="coach-step" data-guess={step.guess}>
                <span className="coach-guess">{step.guess}</span>{' '}
                <span className="coach-left" data-testid="coach-left">
                  {COACH_WORDS.left(step.left)}
                </span>
                <span className="coach-best" data-testid="coach-best">
                  {!step.best
                    ? COACH_WORDS.found
                    : (report.steps[i - 1]?.left ?? report.dishes) === 1
                      ? COACH_WORDS.alreadyOnly
                      : step.left === 1
                        ? COACH_WORDS.onlyAnswer
                        : step.best.left >= step.left
                          ? COACH_WORDS.asGood
                          : COACH_WORDS.bestWas(step.best.name, step.best.left)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
