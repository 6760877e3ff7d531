/**
 * The food fields of the add form and the edit modal: one text input per field (lists
 * comma-separated), the allowed values of closed fields as a hint, the normalised
 * ingredient lists as the file will hold them, and the description with its quality
 * score.
 */
import { useId, type ReactNode } from 'react';
import { DescriptionQuality } from './DescriptionQuality.tsx';
import { IconPicker } from './IconPicker.tsx';
import { VARIOUS } from '../../../core/enums.ts';
import { ChipSelect } from './ChipSelect.tsx';
import { FOOD_FORM_FIELDS, normalisedPreview, replaceLastValue, valueHints, type FoodFormValues } from './food-form.ts';

interface FoodFieldsProps {
  values: FoodFormValues;
  onChange: (key: string, value: string) => void;
  /** The values the database already uses, per open list field: suggested while typing. */
  known?: Readonly<Record<string, readonly string[]>>;
  /** Shown under the name field (the edit modal's "keep the old name" choice). */
  underName?: ReactNode;
}

/** The inputs of every editable food field; `onChange` gets the field key and its new text. */
export function FoodFields({ values, onChange, underName, known = {} }: FoodFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="admin-grid">
        {FOOD_FORM_FIELDS.map((f) => {
          const inputId = `${id}-${f.key}`;
          const preview =
            f.key === 'ingredients' || f.key === 'key_ingredients' ? normalisedPreview(values[f.key] ?? '') : [];
          if (f.allowed) {
            return (
              <ChipSelect
                key={f.key}
                id={inputId}
                label={f.label}
                required={f.required}
                allowed={f.key === 'origin' ? [...f.allowed, VARIOUS] : f.allowed}
                value={values[f.key] ?? ''}
                onChange={(v) => onChange(f.key, v)}
              />
            );
          }
          if (f.options) {
            return (
              <div className="field" key={f.key}>
                <label htmlFor={inputId}>{f.label}</label>
                <select
                  id={inputId}
                  name={f.key}
                  value={values[f.key] ?? ''}
                  onChange={(e) => onChange(f.key, e.target.value)}
                >
                  <option value="">Not set</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
                {f.hint ? <span className="muted small">{f.hint}</span> : null}
              </div>
            );
          }
          const typed = values[f.key] ?? '';
          const hints = f.list ? valueHints(typed, known[f.key] ?? []) : undefined;
          return (
            <div className="field" key={f.key}>
              <label htmlFor={inputId}>
                {f.label}
                {f.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={inputId}
                name={f.key}
                type="text"
                value={values[f.key] ?? ''}
                required={f.key === 'name'}
                aria-required={f.required}
                onChange={(e) => onChange(f.key, e.target.value)}
                autoComplete="off"
              />
              {f.hint ? (
                <span className="muted small">
                  {f.hint}
                  {f.list ? '; comma-separated' : ''}
                </span>
              ) : null}
              {hints && (hints.matches.length > 0 || hints.didYouMean) ? (
                <span className="value-suggestions small" data-testid={`suggest-${f.key}`}>
                  {hints.didYouMean ? (
                    <span className="warning-text">Did you mean “{hints.didYouMean}”?</span>
                  ) : (
                    <span className="muted">In use:</span>
                  )}
                  {(hints.didYouMean ? [hints.didYouMean] : hints.matches).map((m) => (
                    <button key={m} type="button" onClick={() => onChange(f.key, replaceLastValue(typed, m))}>
                      {m}
                    </button>
                  ))}
                </span>
              ) : null}
              {f.key === 'name' ? underName : null}
              {preview.length > 0 ? (
                <span className="muted small" data-testid={`normalized-${f.key}`}>
                  Normalized: {preview.join(', ')}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <IconPicker value={values.icon ?? ''} onChange={(icon) => onChange('icon', icon)} />
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={8}
          value={values.description ?? ''}
          onChange={(e) => onChange('description', e.target.value)}
        />
        <span className="muted small">Paragraphs separated by a blank line, "- " bullets, **bold**, *italic*.</span>
        <DescriptionQuality text={values.description ?? ''} />
      </div>
    </>
  );
}
