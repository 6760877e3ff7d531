/**
 * The icon picker of the food forms: the current icon shown large, a search by name
 * ('bowl', 'cake') and a grid of the food and drink emoji of core/icons.ts, one radio
 * each (arrow keys move, as in any radio group). Picking the chosen one again clears it.
 */
import { useId, useMemo, useState } from 'react';
import { FOOD_ICONS, type FoodIcon } from '../../../core/icons.ts';
import { DishIcon } from '../../components/DishIcon.tsx';

const ALL = Object.keys(FOOD_ICONS) as FoodIcon[];

export function IconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? ALL.filter((icon) => FOOD_ICONS[icon].includes(q) || icon === q) : ALL;
  }, [query]);
  const current = value && (FOOD_ICONS as Record<string, string>)[value];
  return (
    <fieldset className="icon-picker">
      <legend>Icon</legend>
      <div className="icon-picker-current">
        <DishIcon icon={value || undefined} size="card" eager />
        <span className="small">{current ? `${value} ${current}` : 'No icon yet: the plate is shown. Pick one below.'}</span>
      </div>
      <label htmlFor={`${id}-search`} className="small">
        Search icons
      </label>
      <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="bowl, cake, dumpling…" autoComplete="off" />
      <div className="icon-grid" role="radiogroup" aria-label="Icons">
        {shown.map((icon) => (
          <label key={icon} className="icon-choice" title={FOOD_ICONS[icon]}>
            <input type="radio" name={`${id}-icon`} value={icon} checked={value === icon} onChange={() => onChange(icon)} onClick={() => value === icon && onChange('')} aria-label={FOOD_ICONS[icon]} />
            <DishIcon icon={icon} />
          </label>
        ))}
        {shown.length === 0 ? <p className="muted small">No icon is called “{query}”.</p> : null}
      </div>
    </fieldset>
  );
}
