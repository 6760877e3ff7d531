/**
 * The public "Suggest a dish" form (on /about): a player submits a dish for the admins to
 * review. It asks for what the terms list as required (name, origin, regions, main and
 * all ingredients, cooking methods, course, diet, dish category, food groups), with the
 * closed choices as checkboxes in the game's own vocabulary, so an approved dish needs as
 * little editing as possible. Signed-in players send their token (20 a hour instead of 5).
 */
import { useId, useState, type FormEvent } from 'react';
import { COURSE_PLACEMENTS, DIETARY_IDENTITIES, PREPARATION_METHODS, REGIONS } from '../../../core/enums.ts';
import { splitList } from '../../../core/normalise.ts';
import { Notice } from '../../components/Notice.tsx';
import { request } from '../../lib/api.ts';
import { getAuthToken } from '../../lib/storage.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import './submit-food.css';
import { keepEnterInField } from './form-keys.ts';

/** The spec's food groups (admin.md section 3). */
export const FOOD_GROUPS = ['Protein', 'Grains', 'Vegetables', 'Fruits', 'Dairy', 'Fats/Oils', 'Sugar'] as const;

const TEXT_FIELDS = [
  { key: 'name', label: 'Dish name', hint: '' },
  { key: 'origin', label: 'Countries of origin', hint: 'Comma-separated, e.g. Japan' },
  { key: 'main_ingredients', label: 'Main ingredients', hint: 'Comma-separated, e.g. wheat noodles, pork' },
  { key: 'ingredients', label: 'All ingredients', hint: 'Comma-separated' },
  { key: 'dish_category', label: 'Dish category', hint: 'Comma-separated, e.g. noodles, soup' },
] as const;

const CHOICE_FIELDS = [
  { key: 'regions', label: 'Regions', options: REGIONS },
  { key: 'cooking_method', label: 'Cooking methods', options: PREPARATION_METHODS },
  { key: 'course', label: 'Course', options: COURSE_PLACEMENTS },
  { key: 'diet_classification', label: 'Diet', options: DIETARY_IDENTITIES },
  { key: 'food_groups', label: 'Food groups', options: FOOD_GROUPS },
] as const;

type Choices = Record<(typeof CHOICE_FIELDS)[number]['key'], string[]>;
const noChoices = (): Choices => ({
  regions: [],
  cooking_method: [],
  course: [],
  diet_classification: [],
  food_groups: [],
});

export default function SubmitFoodForm() {
  const id = useId();
  const [text, setText] = useState<Record<string, string>>({});
  const [choices, setChoices] = useState<Choices>(noChoices);
  const [description, setDescription] = useState('');
  const [submitter, setSubmitter] = useState('');
  const { pending: busy, error, setError, run } = useSubmit();
  const [thanks, setThanks] = useState('');

  const toggle = (key: keyof Choices, value: string) =>
    setChoices((c) => ({
      ...c,
      [key]: c[key].includes(value) ? c[key].filter((v) => v !== value) : [...c[key], value],
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = [
      ...TEXT_FIELDS.filter((f) =>
        f.key === 'name' ? !(text.name ?? '').trim() : splitList(text[f.key] ?? '').length === 0,
      ).map((f) => f.label),
      ...CHOICE_FIELDS.filter((f) => choices[f.key].length === 0).map((f) => f.label),
    ];
    if (missing.length > 0) {
      setError(`Please fill in: ${missing.join(', ')}.`);
      return;
    }
    await run(
      async () => {
        const answer = await request<{ message?: string }>(
          'POST',
          '/public/food-submissions',
          {
            name: (text.name ?? '').trim(),
            origin: splitList(text.origin ?? ''),
            main_ingredients: splitList(text.main_ingredients ?? ''),
            ingredients: splitList(text.ingredients ?? ''),
            dish_category: splitList(text.dish_category ?? ''),
            ...choices,
            description: description.trim() || undefined,
            submitter_name: submitter.trim() || undefined,
          },
          { token: getAuthToken() },
        );
        setThanks(answer.message ?? 'Thank you!');
        setText({});
        setChoices(noChoices());
        setDescription('');
      },
      { failure: (err) => (err instanceof Error ? err.message : 'Failed to send your dish. Please try again.') },
    );
  };

  if (thanks) {
    return (
      <div className="thank-you" role="status">
        <p>{thanks}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setThanks('')}>
          Suggest another dish
        </button>
      </div>
    );
  }

  return (
    <form className="submit-food" onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Suggest a dish">
      {TEXT_FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`${id}-${f.key}`}>{f.label} *</label>
          <input
            id={`${id}-${f.key}`}
            type="text"
            value={text[f.key] ?? ''}
            onChange={(e) => setText((t) => ({ ...t, [f.key]: e.target.value }))}
            aria-required
            maxLength={f.key === 'name' ? 200 : 2000}
          />
          {f.hint ? <span className="muted small">{f.hint}</span> : null}
        </div>
      ))}
      {CHOICE_FIELDS.map((f) => (
        <fieldset className="field" key={f.key}>
          <legend className="label">{f.label} *</legend>
          <div className="choice-grid">
            {f.options.map((o) => (
              <label className="check" key={o}>
                <input type="checkbox" checked={choices[f.key].includes(o)} onChange={() => toggle(f.key, o)} /> {o}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={`${id}-description`}>Description (optional)</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={20000}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-submitter`}>Your name (optional)</label>
        <input
          id={`${id}-submitter`}
          type="text"
          value={submitter}
          onChange={(e) => setSubmitter(e.target.value)}
          maxLength={100}
        />
        <span className="muted small">Shown to the reviewers; leave it empty to stay anonymous.</span>
      </div>
      <Notice text={error} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending...' : 'Send dish'}
      </button>
    </form>
  );
}
