/**
 * The admin calendar's month: a grid of days, Monday first, each with its dish and its
 * difficulty (easy, medium, hard; ×3 for a third hard or easy day in a row), today marked,
 * played days (today and before: history, changed only on purpose) set apart from the
 * days to come, and the pressed state of selection mode or of the day being set.
 */
import { addDays, isPlayedDay } from '../../../../core/days.ts';
import { monthGrid, monthLabel, shiftMonth } from '../../../../core/months.ts';
import { MAX_RUN } from '../../../../core/rhythm.ts';
import type { AdminChallenge } from '../../../lib/admin-api.ts';

/** The difficulty levels in an admin's words (core/feedback.ts rates them). */
const DIFFICULTY_WORDS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface CalendarMonthProps {
  /** YYYY-MM. */
  month: string;
  onMonth: (month: string) => void;
  selecting: boolean;
  byDate: ReadonlyMap<string, AdminChallenge>;
  today: string;
  selectedDays: readonly string[];
  /** The day chosen in Set a challenge. */
  date: string;
  onDay: (day: string) => void;
  /** Challenge days in all. */
  total: number;
  freeIn365: number;
}

export function CalendarMonth({
  month,
  onMonth,
  selecting,
  byDate,
  today,
  selectedDays,
  date,
  onDay,
  total,
  freeIn365,
}: CalendarMonthProps) {
  const grid = monthGrid(month);
  return (
    <section className="page-card" aria-labelledby="cal-title">
      <div className="cal-head">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h2 id="cal-title">{monthLabel(month)}</h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <p className="muted small">
        {selecting
          ? 'Selection mode: choose scheduled days to delete, and build a list of foods to schedule. Escape leaves it.'
          : 'Choose a day to set or change its challenge.'}
      </p>
      <div className="cal-grid" role="group" aria-label={`Challenges of ${monthLabel(month)}`}>
        {WEEKDAYS.map((w) => (
          <div key={w} className="cal-weekday" aria-hidden="true">
            {w}
          </div>
        ))}
        {grid.map((day, i) => {
          if (!day) return <div key={`pad-${i}`} className="cal-day is-pad" aria-hidden="true" />;
          const c = byDate.get(day);
          const played = isPlayedDay(day, today);
          const classes = [
            'cal-day',
            c ? '' : 'is-empty',
            played ? 'is-played' : 'is-future',
            day === today ? 'is-today' : '',
          ]
            .filter(Boolean)
            .join(' ');
          const level = c?.difficulty?.level;
          // The weekly rhythm (core/rhythm.ts): a third hard or easy day in a row breaks it.
          const limit = level === undefined ? Infinity : MAX_RUN[level];
          const tooMany =
            limit < Infinity &&
            Array.from({ length: limit }, (_, k) => byDate.get(addDays(day, -k - 1))?.difficulty?.level).every(
              (l) => l === level,
            );
          return (
            <button
              key={day}
              type="button"
              className={classes}
              data-date={day}
              aria-pressed={selecting ? selectedDays.includes(day) : date === day}
              onClick={() => onDay(day)}
              aria-label={`${day}${c ? `: ${c.food}, challenge #${c.challengeNumber}${played ? ', played' : ''}${level ? `, ${level}` : ''}${tooMany ? ` (third ${level} day in a row)` : ''}` : ': no challenge'}`}
            >
              <span className="cal-num">
                {Number(day.slice(8))}
                {c && played ? (
                  <span className="cal-played" aria-hidden="true">
                    <span className="cal-played-long">{day === today ? 'today ' : 'played '}</span>#{c.challengeNumber}
                  </span>
                ) : null}
              </span>
              {c ? <span className="cal-food">{c.food}</span> : null}
              {level ? (
                <span
                  className={`cal-level level-${level}${tooMany ? ' is-run' : ''}`}
                  title={
                    `${DIFFICULTY_WORDS[level]}: one typical first guess leaves ${c!.difficulty!.typicalLeft} ` +
                    `dishes; a solver needs ${c!.difficulty!.solver} guesses${tooMany ? `. The two days before are ${level} too.` : ''}`
                  }
                >
                  <span className="cal-level-long">
                    {level}
                    {tooMany ? ' ×3' : ''}
                  </span>
                  <span className="cal-level-short" aria-hidden="true">
                    {level[0]!.toUpperCase()}
                    {tooMany ? '×3' : ''}
                  </span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <p className="small muted cal-legend">
        <span className="cal-key is-played" aria-hidden="true" /> Played days (today and before) are history: changing
        one asks why, and the reason goes into the commit. <span className="cal-key is-future" aria-hidden="true" />{' '}
        Days to come can be planned freely.
      </p>
      <p className="small muted">
        {total} challenge days in all; {freeIn365} free dates in the next 365 days. Difficulty: how many dishes one
        typical first guess leaves, against every other dish (<code>platter audit --feedback</code>); “×3” marks a third
        hard or easy day in a row, which breaks the weekly rhythm (<code>platter calendar rhythm</code>).
      </p>
    </section>
  );
}
