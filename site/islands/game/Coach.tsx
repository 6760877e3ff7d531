/**
 * The coach, on the results of a finished day (today's, an archive day's or a practice
 * dish): for each guess, how many dishes still fitted every box after it, and the guess
 * that would have left the fewest at that point; and the whole path in one line
 * ('512 → 38 → 6 → 1'). Its figures are core/feedback.ts's (coachWork, over stillFit),
 * worked out in slices between frames so the page stays responsive. Loaded only with the
 * results, never during play.
 */
import type { BoardWords } from '../../lib/board.ts';
import { useEffect, useState } from 'react';
import type { CoachReport } from '../../../core/feedback.ts';
import type { BoardRow } from '../../lib/board.ts';
import { useMessages } from '../../i18n/messages.ts';
import { loadEngine, type FoodIndex } from './loaders.ts';
import { shownRows } from './play.ts';

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
  words,
}: {
  rows: readonly BoardRow[];
  answer: string;
  foods: FoodIndex | undefined;
  /** Dish names in the page's language (the board's words); undefined shows the English names. */
  words?: BoardWords | undefined;
}) {
  const report = useCoach(rows, answer, foods);
  const shown = (name: string) => words?.dish?.[name] ?? name;
  const m = useMessages('board');
  return (
    <section className="coach" aria-labelledby="coach-title" aria-busy={report === undefined}>
      <h2 id="coach-title" className="section-title">
        {m.coach_title()}
      </h2>
      {report === undefined ? (
        <p className="muted">{m.coach_working()}</p>
      ) : report === 'failed' ? (
        <p className="muted">{m.coach_failed()}</p>
      ) : (
        <>
          <p className="coach-intro">{m.coach_intro()}</p>
          <p className="coach-path" data-testid="coach-path">
            {report.path}
          </p>
          <ol className="coach-steps">
            {report.steps.map((step, i) => (
              <li key={step.guess} data-testid="coach-step" data-guess={step.guess}>
                <span className="coach-guess">{shown(step.guess)}</span>{' '}
                <span className="coach-left" data-testid="coach-left">
                  {m.coach_left({ count: step.left })}
                </span>
                <span className="coach-best" data-testid="coach-best">
                  {!step.best
                    ? m.coach_found()
                    : (report.steps[i - 1]?.left ?? report.dishes) === 1
                      ? m.coach_already_only()
                      : step.left === 1
                        ? m.coach_only_answer()
                        : step.best.left >= step.left
                          ? m.coach_as_good()
                          : step.best.left === 1
                            ? m.coach_best_was_answer({ name: shown(step.best.name) })
                            : m.coach_best_was({ name: shown(step.best.name), count: step.best.left })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
