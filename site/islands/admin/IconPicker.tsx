/**
 * The icon picker of the food forms: the current icon shown large, a search by name
 * ('bowl', 'cake') and a grid of the food and drink emoji of core/icons.ts, one radio
 * each (arrow keys move, as in any radio group), for the dish's form. Picking the chosen
 * one again clears it. An optional ingredient in front composes the icon ('🍲 + 🐟',
 * docs/content.md), for a form that many dishes share.
 */
import { useId, useMemo, useState } from 'react';
import { FOOD_ICONS, ICON_JOIN, iconName, type FoodIcon } from '../../../core/icons.ts';
import { DishIcon } from '../../components/DishIcon.tsx';

const ALL = Object.keys(FOOD_ICONS) as FoodIcon[];

export function IconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? ALL.filter((icon) => FOOD_ICONS[icon].includes(q) || icon === q) : ALL;
  }, [query]);
  const [form = '', detail = ''] = value ? value.split(ICON_JOIN) : [];
  const compose = (f: string, d: string) => onChange(f ? (d && d !== f ? `${f}${ICON_JOIN}${d}` : f) : '');
  const known = form !== '' && Object.hasOwn(FOOD_ICONS, form);
  return (
    <fieldset className="icon-picker">
      <legend>Icon</legend>
      <div className="icon-picker-current">
        {/* The parts at the row size: a composed icon gets its own picture only at the next build. */}
        <span className="icon-picker-parts" aria-hidden="true">
          <DishIcon icon={form || undefined} className="icon-picker-large" eager />
          {detail ? <DishIcon icon={detail} className="icon-picker-detail" eager /> : null}
        </span>
        <span className="small">
          {known ? `${value} ${iconName(value)}` : 'No icon yet: the plate is shown. Pick one below.'}
        </span>
      </div>
      <label htmlFor={`${id}-search`} className="small">
        Search icons
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="bowl, cake, dumpling…"
        autoComplete="off"
      />
      <div className="icon-grid" role="radiogroup" aria-label="Icons">
        {shown.map((icon) => (
          <label key={icon} className="icon-choice" title={FOOD_ICONS[icon]}>
            <input
              type="radio"
              name={`${id}-icon`}
              value={icon}
              checked={form === icon}
              onChange={() => compose(icon, detail)}
              onClick={() => form === icon && onChange('')}
              aria-label={FOOD_ICONS[icon]}
            />
            <DishIcon icon={icon} />
          </label>
        ))}
        {shown.length === 0 ? <p className="muted small">No icon is called “{query}”.</p> : null}
      </div>
      <label htmlFor={`${id}-detail`} className="small">
        Ingredient in front (optional: when many dishes share the form)
      </label>
      <select id={`${id}-detail`} value={detail} disabled={!known} onChange={(e) => compose(form, e.target.value)}>
        <option value="">None</option>
        {ALL.filter((icon) => icon !== form).map((icon) => (
          <option key={icon} value={icon}>
            {icon} {FOOD_ICONS[icon]}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
