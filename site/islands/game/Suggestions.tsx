/**
 * The guess list's items and its note when nothing matches (site/islands/game/GuessInput.tsx
 * keeps the list box and its keys): loaded with the search code (loaders.ts loadNames),
 * since there is nothing to list before the names are, so none of it is in the first load.
 */
import { DishIcon, DishIconPlace } from '../../components/DishIcon.tsx';
import { useMessages } from '../../i18n/messages.ts';

export interface SuggestionItemsProps {
  items: readonly string[];
  /** The text the list was made for. */
  shownFor: string;
  active: number;
  guessed: ReadonlySet<string>;
  optionId: (i: number) => string;
  aliasFor?: (name: string, query: string) => string | undefined;
  /** A dish's icon; none given: each item keeps the picture's place, empty (GuessInput: a list typed past at once). */
  iconFor?: (name: string) => string | undefined;
  labelFor?: (name: string) => string;
  onHover: (i: number) => void;
  onPick: (name: string) => void;
}

/** One option per dish: its icon, its name in the player's language, the alias it was found by; a dish already
 * guessed marked and not pickable.
 */
export function SuggestionItems({
  items,
  shownFor,
  active,
  guessed,
  optionId,
  aliasFor,
  iconFor,
  labelFor,
  onHover,
  onPick,
}: SuggestionItemsProps) {
  const m = useMessages('game');
  return items.map((name, i) => {
    const alias = aliasFor?.(name, shownFor);
    const done = guessed.has(name);
    return (
      <li
        key={name}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        aria-disabled={done || undefined}
        data-guessed={done || undefined}
        className={[i === active ? 'active' : '', done ? 'guessed' : ''].join(' ').trim() || undefined}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => onHover(i)}
        onClick={done ? undefined : () => onPick(name)}
      >
        {iconFor ? <DishIcon icon={iconFor(name)} eager /> : <DishIconPlace />}
        <span>
          {labelFor?.(name) ?? name}
          {alias ? <span className="suggestion-alias"> · {alias}</span> : null}
        </span>
        {done ? <span className="suggestion-guessed">{m.suggestion_guessed()}</span> : null}
      </li>
    );
  });
}

/** What the list says when the text matches no dish, and how to look (issue #29). */
export function NoMatch({ text }: { text: string }) {
  const m = useMessages('game');
  return (
    <p className="suggestions-empty" role="status">
      {m.no_match({ text })}
    </p>
  );
}
