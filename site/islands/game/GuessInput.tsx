/**
 * The guess input: a WAI-ARIA combobox with a listbox of suggestions (core/search.ts,
 * which the game loads with the food list on the first focus: text typed before it
 * arrives gets its suggestions when it does).
 * Suggestions follow the typing at once for one character and 200 ms after the last key
 * otherwise; already-guessed foods are left out. Arrow keys move the highlight and wrap;
 * Enter (or the Guess button) picks the highlighted item, else the first suggestion,
 * else the typed text; Escape and a click outside close the list.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestOptions } from '../../../core/search.ts';
import { listen } from '../../lib/events.ts';

/** The debounce of player.md section 9 (none for one character or fewer). */
export const SUGGEST_DEBOUNCE_MS = 200;
/** The autocomplete limit of player.md section 9. */
export const SUGGEST_LIMIT = 10;

export interface GuessInputProps {
  /** Suggestions for a text (core/search.ts over the food list); undefined until the list has loaded. */
  suggest: ((query: string, opts: SuggestOptions) => string[]) | undefined;
  /** Names already guessed (left out of the suggestions). */
  exclude: readonly string[];
  /** Called with the picked name; the input then clears. */
  onGuess: (name: string) => void;
  /** The player reached for the input: a good moment to load what scoring needs. */
  onWarmUp?: () => void;
  disabled?: boolean;
}

export function GuessInput({ suggest: suggestIn, exclude, onGuess, onWarmUp, disabled }: GuessInputProps) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const suggest = useCallback((query: string) => suggestIn?.(query, { exclude, limit: SUGGEST_LIMIT }) ?? [], [suggestIn, exclude]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const show = useCallback(
    (value: string) => {
      const next = suggest(value);
      setItems(next);
      setActive(-1);
      setOpen(value.trim() !== '' && next.length > 0);
    },
    [suggest],
  );

  // A debounced run calls the newest show: the food list may have arrived in between.
  const latestShow = useRef(show);
  latestShow.current = show;

  const update = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (value.length <= 1) show(value);
    else timer.current = setTimeout(() => latestShow.current(value), SUGGEST_DEBOUNCE_MS);
  };

  // The food list arrived while the player was typing: suggest for what is there now
  // (only on its arrival: typing has its own schedule above).
  const hasSuggest = suggestIn !== undefined;
  useEffect(() => {
    const input = inputRef.current;
    if (hasSuggest && input && document.activeElement === input && input.value.trim()) show(input.value);
  }, [hasSuggest]);

  const pick = useCallback(
    (name: string) => {
      clearTimeout(timer.current);
      const trimmed = name.trim();
      if (!trimmed) return;
      setText('');
      setItems([]);
      close();
      onGuess(trimmed);
    },
    [onGuess],
  );

  /** Enter and the Guess button: highlighted item, else first suggestion, else the typed text. */
  const submit = useCallback(() => {
    if (disabled) return;
    const highlighted = open && active >= 0 ? items[active] : undefined;
    // The list may lag the typing by the debounce, so the first suggestion is computed now.
    const choice = highlighted ?? suggest(text)[0] ?? text;
    pick(choice);
  }, [disabled, open, active, items, suggest, text, pick]);

  useEffect(() => listen('platter:submit-guess', () => submit()), [submit]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const list = open ? items : suggest(text);
      if (!open) {
        setItems(list);
        setOpen(list.length > 0);
      }
      if (list.length === 0) return;
      const down = e.key === 'ArrowDown';
      setActive((a) => (down ? (a + 1) % list.length : a <= 0 ? list.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    }
  };

  return (
    <div className="guess-box" ref={boxRef}>
      <form
        className="guess-form"
        data-guess-form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Guess a dish
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Search for a dish…"
          value={text}
          disabled={disabled}
          onChange={(e) => update(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            onWarmUp?.();
            if (text.trim() && items.length) setOpen(true);
          }}
          onPointerDown={onWarmUp}
        />
        <button type="submit" className="btn" disabled={disabled}>
          Guess
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={!open}>
        {items.map((name, i) => (
          <li
            key={name}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(name)}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
