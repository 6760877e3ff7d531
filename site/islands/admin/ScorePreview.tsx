/**
 * How the dish in the form will play, before it is saved: the form's values as a guess
 * row, scored by core/scoring against any dish the admin picks (the same rules and the
 * same relations file as the game), drawn by the game's own board.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { scoreGuess, type ScorableFood } from '../../../core/scoring.ts';
import type { Relations } from '../../../core/schemas/relations.ts';
import { buildSearchIndex, findFoodIn } from '../../../core/search.ts';
import { fetchRelations } from '../../lib/game-data.ts';
import type { BoardRow } from '../../lib/board.ts';
import type { AdminFood } from '../../lib/admin-api.ts';
import { formToFoodBody, type FoodFormValues } from './food-form.ts';

const GuessTable = lazy(() => import('../game/GuessTable.tsx'));

let relationsPromise: Promise<Relations> | undefined;

export function ScorePreview({ values, foods }: { values: FoodFormValues; foods: readonly AdminFood[] }) {
  const id = useId();
  const [against, setAgainst] = useState('');
  const [relations, setRelations] = useState<Relations | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    relationsPromise ??= fetchRelations();
    relationsPromise.then(setRelations, () => {
      relationsPromise = undefined;
      setFailed(true);
    });
  }, []);
  const index = useMemo(() => buildSearchIndex(foods), [foods]);
  const answer = findFoodIn(foods, against, index);
  const row = useMemo((): BoardRow | undefined => {
    if (!answer || !relations) return undefined;
    const body = formToFoodBody(values) as Partial<ScorableFood> & { icon?: string };
    const guess = {
      ...body,
      name: typeof body.name === 'string' && body.name ? body.name : 'This dish',
    } as ScorableFood;
    return { name: guess.name, icon: body.icon, cells: scoreGuess(guess, answer, { relations }), animate: false };
  }, [values, answer, relations]);
  return (
    <section className="score-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Preview: how it plays</h3>
      <div className="field">
        <label htmlFor={`${id}-against`}>Score it as a guess against</label>
        <input
          id={`${id}-against`}
          type="text"
          list={`${id}-foods`}
          value={against}
          onChange={(e) => setAgainst(e.target.value)}
          placeholder="Any dish, e.g. Pad Thai"
          autoComplete="off"
        />
        <datalist id={`${id}-foods`}>
          {foods.map((f) => (
            <option key={f.slug} value={f.name} />
          ))}
        </datalist>
      </div>
      {failed ? (
        <p className="error-text small">Could not load the scoring rules; the preview is not available.</p>
      ) : null}
      {against.trim() && !answer ? <p className="muted small">No dish called “{against.trim()}”.</p> : null}
      {row && answer ? (
        <div data-testid="score-preview" data-against={answer.name}>
          <Suspense fallback={<p className="loading small">Loading the board…</p>}>
            <GuessTable rows={[row]} detailed factor={0} />
          </Suspense>
        </div>
      ) : !against.trim() ? (
        <p className="muted small">
          Pick a dish to see the row a player who guesses this one would get on that dish’s day.
        </p>
      ) : null}
    </section>
  );
}
