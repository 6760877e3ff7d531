/**
 * The food fields of the add form and the edit modal: one text input per field (lists
 * comma-separated), the allowed values of closed fields as a hint, the normalised
 * ingredient lists as the file will hold them, and the description with its quality
 * score.
 */
import { useId, type ReactNode } from 'react';
import { DescriptionQuality } from './DescriptionQuality.tsx';
import { IconPicker } from './IconPicker.tsx';
import { FOOD_FORM_FIELDS, normalisedPreview, type FoodFormValues } from './food-form.ts';

interface FoodFieldsProps {
  values: FoodFormValues;
  onChange: (key: string, value: string) => void;
  /** Shown under the name field (the edit modal's "keep the old name" choice). */
  underName?: ReactNode;
}

/** The inputs of every editable food field; `onChange` gets the field key and its new text. */
export function FoodFields({ values, onChange, underName }: FoodFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="admin-grid">
        {FOOD_FORM_FIELDS.map((f) => {
          const inputId = `${id}-${f.key}`;
          const preview = f.key === 'ingredients' || f.key === 'key_ingredients' ? normalisedPreview(values[f.key] ?? '') : [];
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
              {f.allowed && f.key !== 'origin' ? <span className="muted small">One or more of: {f.allowed.join(', ')}</span> : null}
              {f.hint ? <span className="muted small">{f.hint}{f.list && !f.allowed ? '; comma-separated' : ''}</span> : null}
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
        <textarea id={`${id}-description`} name="description" rows={8} value={values.description ?? ''} onChange={(e) => onChange('description', e.target.value)} />
        <span className="muted small">Paragraphs separated by a blank line, "- " bullets, **bold**, *italic*.</span>
        <DescriptionQuality text={values.description ?? ''} />
      </div>
    </>
  );
}
