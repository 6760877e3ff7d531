/**
 * A closed list as chips (regions, preparation methods, courses, diets, flavours,
 * temperatures, countries): the chosen values, each with a remove button, and a
 * searchable combobox of the allowed values left. Only an allowed value can be added
 * (Enter takes the highlighted match; a typo matches nothing and says so), so a closed
 * list cannot hold a typo. The value is the form's comma-separated text.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { foldText, splitList } from '../../../core/normalise.ts';

interface ChipSelectProps {
  id: string;
  label: string;
  required?: boolean;
  allowed: readonly string[];
  /** The chosen values, comma-separated (as the form keeps every list). */
  value: string;
  onChange: (value: string) => void;
}

const MAX_OPTIONS = 8;

export function ChipSelect({ id, label, required = false, allowed, value, onChange }: ChipSelectProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = useMemo(() => splitList(value), [value]);
  const options = useMemo(() => {
    const q = foldText(query.trim());
    const left = allowed.filter((a) => !chosen.includes(a));
    if (!q) return left.slice(0, MAX_OPTIONS);
    const starts = left.filter((a) => foldText(a).startsWith(q));
    const contains = left.filter((a) => !starts.includes(a) && foldText(a).includes(q));
    return [...starts, ...contains].slice(0, MAX_OPTIONS);
  }, [allowed, chosen, query]);
  const set = (values: string[]) => onChange(values.join(', '));
  const add = (v: string) => {
    set([...chosen, v]);
    setQuery('');
    setActive(0);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      // Enter never submits the form from here: it adds the highlighted allowed value, or nothing.
      e.preventDefault();
      const pick = options[active] ?? options[0];
      if (query.trim() && pick) add(pick);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Backspace' && query === '' && chosen.length > 0) {
      set(chosen.slice(0, -1));
    }
  };
  const noMatch = query.trim() !== '' && options.length === 0;
  return (
    <div className="field chip-select">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {chosen.length > 0 ? (
        <ul className="chips" aria-label={`${label}: chosen`}>
          {chosen.map((v) => (
            <li key={v} className="chip">
              {v}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${v}`}
                onClick={() => set(chosen.filter((c) => c !== v))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required={required}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        value={query}
        placeholder={chosen.length ? 'Add another…' : 'Type to search…'}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKey}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: allowed values`}
        className="chip-options"
        hidden={!open || options.length === 0}
      >
        {options.map((o, i) => (
          <li
            key={o}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => add(o)}
          >
            {o}
          </li>
        ))}
      </ul>
      {noMatch ? (
        <span className="warning-text small" role="status">
          No {label.toLowerCase()} “{query.trim()}”: choose one from the list.
        </span>
      ) : null}
    </div>
  );
}
