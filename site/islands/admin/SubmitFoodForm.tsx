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
import type { VocabularyLabels } from '../../build/vocabulary.ts';
import { useMessages, withLocale } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';
import '../../i18n/ready/windows.ts';
import '../../i18n/ready/errors.ts';
import { keepEnterInField } from './form-keys.ts';

/** The spec's food groups (admin.md section 3). */
export const FOOD_GROUPS = ['Protein', 'Grains', 'Vegetables', 'Fruits', 'Dairy', 'Fats/Oils', 'Sugar'] as const;

const EXAMPLE_MARK = '\u0000';

/** The origin's hint: its example is a country as the field takes it, in English, and says so to a screen reader. */
function OriginHint({ text }: { text: string }) {
  const [before = '', after = ''] = text.split(EXAMPLE_MARK);
  return (
    <>
      {before}
      <span lang="en">Japan</span>
      {after}
    </>
  );
}

/** Each field with its label and hint messages (site/i18n/windows). */
const TEXT_FIELDS = [
  { key: 'name', label: 'submit_name', hint: undefined },
  { key: 'origin', label: 'submit_origin', hint: 'submit_origin_hint' },
  { key: 'main_ingredients', label: 'submit_main', hint: 'submit_main_hint' },
  { key: 'ingredients', label: 'submit_ingredients', hint: 'submit_comma' },
  { key: 'dish_category', label: 'submit_category', hint: 'submit_category_hint' },
] as const;

/** The closed choices; `vocabulary` names the translated vocabulary their options come from. */
const CHOICE_FIELDS = [
  { key: 'regions', label: 'submit_regions', options: REGIONS, vocabulary: 'regions' },
  { key: 'cooking_method', label: 'submit_methods', options: PREPARATION_METHODS, vocabulary: 'preparation_method' },
  { key: 'course', label: 'submit_course', options: COURSE_PLACEMENTS, vocabulary: 'course_placement' },
  { key: 'diet_classification', label: 'submit_diet', options: DIETARY_IDENTITIES, vocabulary: 'dietary_identity' },
  { key: 'food_groups', label: 'submit_groups', options: FOOD_GROUPS, vocabulary: undefined },
] as const;

/** The catalogue messages of the food groups. */
const GROUP_MESSAGES = {
  Protein: 'group_protein',
  Grains: 'group_grains',
  Vegetables: 'group_vegetables',
  Fruits: 'group_fruits',
  Dairy: 'group_dairy',
  'Fats/Oils': 'group_fats',
  Sugar: 'group_sugar',
} as const satisfies Record<(typeof FOOD_GROUPS)[number], string>;

type Choices = Record<(typeof CHOICE_FIELDS)[number]['key'], string[]>;
const noChoices = (): Choices => ({
  regions: [],
  cooking_method: [],
  course: [],
  diet_classification: [],
  food_groups: [],
});

function SubmitFoodForm({ labels }: { labels?: VocabularyLabels }) {
  const m = useMessages('windows');
  const errorText = useErrorText();
  const optionLabel = (field: (typeof CHOICE_FIELDS)[number], option: string) =>
    field.vocabulary
      ? (labels?.[field.vocabulary][option] ?? option)
      : m[GROUP_MESSAGES[option as (typeof FOOD_GROUPS)[number]]]();
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
      ).map((f) => m[f.label]()),
      ...CHOICE_FIELDS.filter((f) => choices[f.key].length === 0).map((f) => m[f.label]()),
    ];
    if (missing.length > 0) {
      setError(m.submit_missing({ fields: missing.join(m.list_separator()) }));
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
        setThanks(errorText(answer.message ?? m.submit_thanks()));
        setText({});
        setChoices(noChoices());
        setDescription('');
      },
      { failure: (err) => (err instanceof Error ? errorText(err.message) : m.submit_failed()) },
    );
  };

  if (thanks) {
    return (
      <div className="thank-you" role="status">
        <p>{thanks}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setThanks('')}>
          {m.submit_another()}
        </button>
      </div>
    );
  }

  return (
    <form
      className="submit-food"
      onSubmit={submit}
      onKeyDown={keepEnterInField}
      noValidate
      aria-label={m.submit_aria()}
    >
      {TEXT_FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`${id}-${f.key}`}>{m[f.label]()} *</label>
          <input
            id={`${id}-${f.key}`}
            type="text"
            value={text[f.key] ?? ''}
            onChange={(e) => setText((t) => ({ ...t, [f.key]: e.target.value }))}
            aria-required
            maxLength={f.key === 'name' ? 200 : 2000}
          />
          {f.hint === 'submit_origin_hint' ? (
            <span className="muted small">
              <OriginHint text={m.submit_origin_hint({ example: EXAMPLE_MARK })} />
            </span>
          ) : f.hint ? (
            <span className="muted small">{m[f.hint]()}</span>
          ) : null}
        </div>
      ))}
      {CHOICE_FIELDS.map((f) => (
        <fieldset className="field" key={f.key}>
          <legend className="label">{m[f.label]()} *</legend>
          <div className="choice-grid">
            {f.options.map((o) => (
              <label className="check" key={o}>
                <input type="checkbox" checked={choices[f.key].includes(o)} onChange={() => toggle(f.key, o)} />{' '}
                {optionLabel(f, o)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={`${id}-description`}>{m.submit_description()}</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={20000}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-submitter`}>{m.submit_submitter()}</label>
        <input
          id={`${id}-submitter`}
          type="text"
          value={submitter}
          onChange={(e) => setSubmitter(e.target.value)}
          maxLength={100}
        />
        <span className="muted small">{m.submit_submitter_hint()}</span>
      </div>
      <Notice text={errorText(error)} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? m.submit_busy() : m.submit_button()}
      </button>
    </form>
  );
}

export default withLocale(SubmitFoodForm);
