/**
 * The guess input: a WAI-ARIA combobox with a listbox of suggestions (core/search.ts,
 * which the game loads with the dishes' names right after the page shows: text typed
 * before they arrive gets its suggestions when they do).
 * Suggestions follow the typing at once for one character (their pictures 200 ms later) and
 * 200 ms after the last key otherwise, best match first (issue #29: match, then renown). A dish already guessed
 * stays in the list, marked 'guessed' and disabled: it cannot be picked (issue #29
 * replaces the spec's "excluded", which left the player wondering where it went). A
 * suggestion found through an alias or another language's name shows it ('Kokoda ·
 * fijian ceviche'). A text that matches nothing says so, and how to look. Arrow keys
 * move the highlight and wrap. Enter (or the Guess button) sends the highlighted item
 * (not a guessed one); else the typed text when it names a dish (even one already
 * guessed: the game then says so); else the first dish not yet guessed on the list, but
 * only while the list is the one for the text as it is now; else the typed text, which
 * the game refuses, leaving it in the box to correct. Escape and a click outside close
 * the list.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestOptions } from '../../../core/search.ts';
import { useMessages } from '../../i18n/messages.ts';
import { introLeftFocus } from '../../lib/dialogs.ts';
import { listen } from '../../lib/events.ts';
import { suggestionsView } from './loaders.ts';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_LIMIT } from './suggest-timing.ts';

export interface GuessInputProps {
  /** Suggestions for a text (core/search.ts over the food list); undefined until the list has loaded. */
  suggest: ((query: string, opts: SuggestOptions) => string[]) | undefined;
  /** Names already guessed: shown in the list marked as guessed, and not pickable. */
  exclude: readonly string[];
  /** The dish a typed text names (name, slug or alias), if any. */
  find?: (typed: string) => string | undefined;
  /** The alias a suggestion was found by for `query`, shown beside its name. */
  aliasFor?: (name: string, query: string) => string | undefined;
  /** A dish's icon (core/icons.ts), shown before its name. */
  iconFor?: (name: string) => string | undefined;
  /** A dish's name in the player's language, shown in the list (the name itself when absent). */
  labelFor?: (name: string) => string;
  /**
   * Called with the picked name; the input clears at once. A promise that resolves false
   * (the guess was refused) puts the text back, so it can be corrected.
   */
  onGuess: (name: string) => undefined | Promise<boolean>;
  /** The player reached for the input: a good moment to load what scoring needs. */
  onWarmUp?: () => void;
  disabled?: boolean;
}

export function GuessInput({
  suggest: suggestIn,
  find,
  aliasFor,
  iconFor,
  labelFor,
  exclude,
  onGuess,
  onWarmUp,
  disabled,
}: GuessInputProps) {
  const m = useMessages('game');
  const [text, setText] = useState('');
  const [items, setItems] = useState<string[]>([]);
  // The text the shown list was made for (it lags the typing by the debounce).
  const [shownFor, setShownFor] = useState('');
  const [open, setOpen] = useState(false);
  // The shown text matched no dish: the list says so instead.
  const [empty, setEmpty] = useState(false);
  const [active, setActive] = useState(-1);
  // The list shows its pictures: not yet while a one-letter list may be typed past at once.
  const [pictures, setPictures] = useState(true);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const suggest = useCallback((query: string) => suggestIn?.(query, { limit: SUGGEST_LIMIT }) ?? [], [suggestIn]);
  const guessed = useMemo(() => new Set(exclude), [exclude]);
  /** The first item the player may pick: not one already guessed. */
  const firstPickable = useCallback((list: string[]) => list.find((name) => !guessed.has(name)), [guessed]);

  // Closing also drops a debounced list still to come, which would open it again; the
  // pictures a one-letter list waited for are on for whenever the arrows reopen it.
  const close = () => {
    clearTimeout(timer.current);
    setPictures(true);
    setOpen(false);
    setEmpty(false);
    setActive(-1);
  };

  const show = useCallback(
    (value: string, withPictures = true) => {
      const next = suggest(value);
      setItems(next);
      setShownFor(value);
      setPictures(withPictures);
      setActive(-1);
      setOpen(value.trim() !== '' && next.length > 0);
      setEmpty(value.trim() !== '' && next.length === 0 && suggestIn !== undefined);
    },
    [suggest, suggestIn],
  );

  // A first visit's How to Play closed before the game could be played: the input takes the focus once it can.
  useEffect(() => {
    if (!disabled && introLeftFocus()) inputRef.current?.focus();
  }, [disabled]);

  // A debounced run calls the newest show: the food list may have arrived in between.
  const latestShow = useRef(show);
  latestShow.current = show;

  // One letter's list shows at once (the spec's 0 ms), and its pictures once the typing pauses
  // for the debounce: on a slow phone the ten pictures arriving held up the next key by 60 to
  // 90 ms (issue #36, bench/first-guess.ts), and most first lists are typed past at once.
  const update = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (value.length <= 1) {
      show(value, false);
      // Only the pictures: the list, its highlight and whether it is open stay as the player left them.
      timer.current = setTimeout(() => setPictures(true), SUGGEST_DEBOUNCE_MS);
    } else timer.current = setTimeout(() => latestShow.current(value), SUGGEST_DEBOUNCE_MS);
  };

  // The food list arrived while the player was typing: suggest for what is there now
  // (only on its arrival: typing has its own schedule above).
  const hasSuggest = suggestIn !== undefined;
  useEffect(() => {
    const input = inputRef.current;
    if (hasSuggest && input && document.activeElement === input && input.value.trim()) show(input.value);
  }, [hasSuggest]);

  const pick = useCallback(
    (name: string, typed: string) => {
      clearTimeout(timer.current);
      const trimmed = name.trim();
      if (!trimmed) return;
      setText('');
      setItems([]);
      close();
      void Promise.resolve(onGuess(trimmed)).then((accepted) => {
        // Refused (not a dish): what the player typed comes back to be corrected.
        if (accepted === false && inputRef.current?.value === '') setText(typed);
      });
    },
    [onGuess],
  );

  /** Enter and the Guess button: see the rule at the top of this file. */
  const submit = useCallback(() => {
    if (disabled) return;
    const highlighted = open && active >= 0 ? items[active] : undefined;
    // A dish already guessed cannot be picked: Enter on it does nothing.
    if (highlighted) return guessed.has(highlighted) ? undefined : pick(highlighted, text);
    if (find?.(text)) return pick(text, text);
    // The list may lag the typing by the debounce: the first dish for the text as it is now
    // counts only when it is also the first one the player sees on the list.
    const first = firstPickable(suggest(text));
    const seen = open && items.length > 0 && (shownFor === text || firstPickable(items) === first);
    pick(seen && first ? first : text, text);
  }, [disabled, open, active, items, shownFor, suggest, find, text, pick, guessed, firstPickable]);

  useEffect(() => listen('platter:submit-guess', () => submit()), [submit]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open && !empty) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [open, empty]);

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
      // Nothing shown yet, but a list on its way: Escape stops it too.
      clearTimeout(timer.current);
      if (open || empty) {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    }
  };

  // The list changes only with the suggestions, not with every key typed before they
  // follow (the debounce): kept as it is, a keystroke renders the input alone (a click
  // reads the typed text from the input itself).
  // The items' code comes with the search code (loaders.ts): there is nothing to list before it.
  const view = suggestionsView();
  const list = useMemo(() => {
    return (
      <ul id={listId} role="listbox" aria-label={m.suggestions()} className="suggestions" hidden={!open}>
        {view ? (
          <view.SuggestionItems
            items={items}
            shownFor={shownFor}
            active={active}
            guessed={guessed}
            optionId={optionId}
            aliasFor={aliasFor}
            iconFor={pictures ? iconFor : undefined}
            labelFor={labelFor}
            onHover={setActive}
            onPick={(name) => pick(name, inputRef.current?.value ?? '')}
          />
        ) : null}
      </ul>
    );
  }, [view, items, open, active, shownFor, aliasFor, iconFor, pictures, labelFor, pick, listId, guessed, m]);

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
          {m.guess_label()}
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
          placeholder={m.guess_placeholder()}
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
          {m.guess_button()}
        </button>
      </form>
      {list}
      {empty && view ? <view.NoMatch text={shownFor.trim()} /> : null}
    </div>
  );
}
