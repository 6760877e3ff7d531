/**
 * A league's tables for one member (docs/leagues.md): the day's, from the results the
 * server counted today, and the week's and the month's, summed by the points rule
 * (core/leagues.ts). A caller who has not finished today gets colours and counts only:
 * no guessed name and no dish, whatever anyone else has played.
 */
import {
  compareDay,
  comparePeriod,
  periodRange,
  periodStanding,
  type DayTable,
  type DayTableRow,
  type PeriodTable,
  type PeriodTableRow,
} from '../../core/leagues.ts';
import { challengeNumber } from '../../core/days.ts';
import { rowFromLetters } from '../../core/share.ts';
import { runLength } from '../../core/streaks.ts';
import { foodOfDate, type ContentState } from '../content-state.ts';
import type { DayResult, ResultsRecord } from './results.ts';

/** A member as the tables need them. */
export interface TableMember {
  userId: string;
  username: string;
  hidden: boolean;
}

/** Members the caller sees in a table: everyone not hiding, and the caller always. */
const shown = (members: readonly TableMember[], callerId: string) =>
  members.filter((m) => !m.hidden || m.userId === callerId);

const byName = (a: { username: string }, b: { username: string }) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/** Today's table as `callerId` may see it. */
export function dayTable(
  state: ContentState,
  today: string,
  members: readonly TableMember[],
  results: ReadonlyMap<string, ResultsRecord>,
  callerId: string,
): DayTable {
  const resultOf = (userId: string): DayResult | undefined => {
    const days = results.get(userId)?.days;
    return days && Object.hasOwn(days, today) ? days[today] : undefined;
  };
  const youFinished = resultOf(callerId) !== undefined;
  const finished: { row: DayTableRow; result: DayResult }[] = [];
  const waiting: DayTableRow[] = [];
  for (const m of shown(members, callerId)) {
    const base = {
      username: m.username,
      is_you: m.userId === callerId,
      streak: runLength(results.get(m.userId)?.run, today),
      ...(m.hidden ? { hidden: true } : {}),
    };
    const result = resultOf(m.userId);
    if (!result) {
      waiting.push({ ...base, finished: false });
      continue;
    }
    finished.push({
      result,
      row: {
        ...base,
        finished: true,
        solved: result.solved,
        tries: result.tries,
        hints: result.hints,
        hard: result.hard,
        finished_at: result.finished_at,
        grid: result.rows.map(rowFromLetters),
        // The names only for a caller who has finished: before, they would give the day away.
        ...(youFinished ? { guesses: result.guesses } : {}),
      },
    });
  }
  finished.sort((a, b) => compareDay(a.result, b.result) || byName(a.row, b.row));
  const answer = youFinished ? foodOfDate(state, today)?.name : undefined;
  return {
    period: 'day',
    date: today,
    challenge_number: challengeNumber(state.dates, today) ?? null,
    you_finished: youFinished,
    ...(answer ? { answer } : {}),
    rows: [...finished.map((f) => f.row), ...waiting.sort(byName)],
  };
}

/** The week's or the month's table up to `today`. */
export function periodTable(
  period: 'week' | 'month',
  today: string,
  members: readonly TableMember[],
  results: ReadonlyMap<string, ResultsRecord>,
  callerId: string,
): PeriodTable {
  const { from, through } = periodRange(today, period);
  const rows: PeriodTableRow[] = shown(members, callerId).map((m) => {
    const record = results.get(m.userId);
    const days = Object.entries(record?.days ?? {})
      .filter(([date]) => date >= from && date <= through)
      .map(([, result]) => result);
    return {
      username: m.username,
      is_you: m.userId === callerId,
      ...periodStanding(days),
      streak: runLength(record?.run, today),
      ...(m.hidden ? { hidden: true } : {}),
    };
  });
  rows.sort((a, b) => comparePeriod(a, b) || byName(a, b));
  return { period, from, through, rows };
}
