/**
 * The four hints: locked ones count down the wrong guesses still needed ('3 more
 * tries'); unlocked ones are buttons that reveal their text, remembered per dish.
 */
import { hintsRemaining } from '../../../core/game.ts';
import { listSeparator } from '../../../core/locales.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import { LockIcon } from '../../components/Icons.tsx';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import type { BoardWords } from '../../lib/board.ts';

/** The text of a hint field with no values, in English (the game catalogue's `no_hint`). */
export const NO_HINT = 'No information available';

export interface HintsProps {
  /** The answer; undefined while the day loads (every hint is still locked then). */
  answer: FoodRecord | undefined;
  wrongCount: number;
  revealed: readonly string[];
  onReveal: (field: string) => void;
  /** The values' words in the page's language (they come with the board's first row); undefined shows English. */
  words?: BoardWords | undefined;
}

export function Hints({ answer, wrongCount, revealed, onReveal, words }: HintsProps) {
  const m = useMessages('game');
  const locale = useLocale();
  return (
    <section className="hints" aria-labelledby="hints-title">
      <h2 id="hints-title" className="section-title">
        {m.hints_title()}
      </h2>
      <ul className="hint-list">
        {hintsRemaining(wrongCount).map((h) => {
          const values = answer?.[h.field] ?? [];
          const shown = values.map((v) => words?.[h.field]?.[v] ?? v);
          const text = shown.length ? shown.join(listSeparator(locale)) : m.no_hint();
          const label = m[`hint_${h.field}`]();
          return (
            <li key={h.field} className={`hint${h.remaining > 0 ? ' locked' : ''}`} data-hint={h.field}>
              <span className="hint-label">{label}</span>
              {h.remaining > 0 ? (
                <span className="hint-lock">
                  <LockIcon width={14} height={14} /> {m.hint_locked({ count: h.remaining })}
                </span>
              ) : revealed.includes(h.field) ? (
                <span className="hint-text">{text}</span>
              ) : (
                <button type="button" className="btn btn-secondary btn-small" onClick={() => onReveal(h.field)}>
                  {m.reveal()}
                  <span className="visually-hidden"> {label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
