/**
 * /admin-daily-challenge: the challenge calendar. A month grid of days with their dishes;
 * a single set (a date and a food); selection mode, which gathers days to delete and an
 * ordered list of foods to put on the earliest free dates within 365 days (the server
 * plans them with the CLI's rule), left with Escape or after a bulk delete; a warning
 * when a chosen food was already a challenge; and the completion statistics with totals.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { addDays } from '../../../core/days.ts';
import { ALL_FOODS_USED, bulkWindow, freeDates, isBulkRefusal } from '../../../core/calendar.ts';
import { buildSearchIndex, findFoodIn } from '../../../core/search.ts';
import { Notice, type NoticeText } from '../../components/Notice.tsx';
import { adminRequest, fetchAdminFoods, messageOf, type AdminChallenge, type AdminFood } from './admin-api.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { CountBar } from './Bars.tsx';
import { DataTable } from './DataTable.tsx';

interface ChallengeList {
  challenges: AdminChallenge[];
  today: string;
  version: string;
}

interface Stats {
  stats: { date: string; food: string | null; challengeNumber: number; completion_count: number }[];
  totalChallenges: number;
  totalCompletions: number;
}

/** The difficulty levels in an admin's words (core/feedback.ts rates them). */
const DIFFICULTY_WORDS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The dates of a month's grid, Monday first; '' pads the first week. */
function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: string[] = Array.from({ length: weekday }, () => '');
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}


function ChallengeScreen() {
  const [list, setList] = useState<ChallengeList | undefined>(undefined);
  const [foods, setFoods] = useState<AdminFood[]>([]);
  const [stats, setStats] = useState<Stats | undefined>(undefined);
  const [loadError, setLoadError] = useState('');
  const [month, setMonth] = useState('');
  const [date, setDate] = useState('');
  const [foodName, setFoodName] = useState('');
  const [notice, setNotice] = useState<NoticeText | undefined>(undefined);
  const [selecting, setSelecting] = useState(false);
  const [selectedDays, setSelectedDays] = useState<string[]>([]);
  const [bulkFoods, setBulkFoods] = useState<AdminFood[]>([]);
  const [bulkInput, setBulkInput] = useState('');
  const [busy, setBusy] = useState(false);
  /** The date's current dish, when setting another on it waits for the admin's answer. */
  const [confirming, setConfirming] = useState<AdminChallenge | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const answer = await adminRequest<ChallengeList>('GET', '/admin/daily-challenges');
      setList(answer);
      setMonth((m) => m || answer.today.slice(0, 7));
      setLoadError('');
    } catch {
      setLoadError('Failed to fetch challenges');
    }
    try {
      setStats(await adminRequest<Stats>('GET', '/admin/challenge-stats'));
    } catch {
      setStats(undefined);
    }
  }, []);

  useEffect(() => {
    void load();
    fetchAdminFoods().then(
      (a) => setFoods(a.foods),
      () => setFoods([]),
    );
  }, [load]);

  const byDate = useMemo(() => new Map((list?.challenges ?? []).map((c) => [c.date, c])), [list]);
  const searchIndex = useMemo(() => buildSearchIndex(foods), [foods]);
  const datesBySlug = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const c of list?.challenges ?? []) map.set(c.slug, [...(map.get(c.slug) ?? []), c.date]);
    return map;
  }, [list]);

  const leaveSelection = useCallback(() => {
    setSelecting(false);
    setSelectedDays([]);
  }, []);

  // Escape leaves selection mode (unless a dialog is open: Escape closes that first).
  useEffect(() => {
    if (!selecting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) leaveSelection();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selecting, leaveSelection]);

  const chosen = findFoodIn(foods, foodName, searchIndex);
  const usedOn = chosen ? (datesBySlug.get(chosen.slug) ?? []).filter((d) => d !== date) : [];

  /** Sets the chosen dish on the date: replacing the day's dish, or inserting it and moving the later days by one. */
  const send = async (mode: 'replace' | 'insert') => {
    const current = byDate.get(date);
    setConfirming(undefined);
    setBusy(true);
    try {
      const answer = await adminRequest<{ replaced: { name: string } | null; moved: string[] }>('POST', '/admin/daily-challenges', {
        date,
        food: chosen?.slug ?? foodName.trim(),
        version: current?.version ?? 'absent',
        mode,
      });
      const after =
        answer.replaced && current
          ? ` ${answer.replaced.name} (#${current.challengeNumber}) no longer has a day.`
          : answer.moved.length > 0
            ? ` ${answer.moved.length === 1 ? '1 later day' : `${answer.moved.length} later days`} moved by one (${answer.moved[0]}${answer.moved.length > 1 ? ` to ${answer.moved.at(-1)}` : ''}).`
            : '';
      setNotice({ kind: 'ok', text: `Challenge set!${after}` });
      setFoodName('');
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to set challenge. ${messageOf(err)}` });
    }
    setBusy(false);
  };

  const setSingle = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    if (!date || !foodName.trim()) {
      setNotice({ kind: 'error', text: 'Please choose a date and a food' });
      return;
    }
    const current = byDate.get(date);
    // A day that has a dish is never replaced without asking.
    if (current && current.slug !== chosen?.slug) {
      setConfirming(current);
      return;
    }
    await send('replace');
  };

  const deleteDay = async (day: string) => {
    setNotice(undefined);
    const current = byDate.get(day);
    try {
      await adminRequest('DELETE', `/admin/daily-challenges/${day}${current ? `?version=${encodeURIComponent(current.version)}` : ''}`);
      setNotice({ kind: 'ok', text: 'Challenge deleted!' });
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to delete challenge. ${messageOf(err)}` });
    }
  };

  const clickDay = (day: string) => {
    if (selecting) {
      if (!byDate.has(day)) return;
      setSelectedDays((s) => (s.includes(day) ? s.filter((d) => d !== day) : [...s, day].sort()));
    } else {
      setDate(day);
      setNotice(undefined);
    }
  };

  const addBulkFood = () => {
    const food = findFoodIn(foods, bulkInput, searchIndex);
    if (!food) {
      setNotice({ kind: 'error', text: `No food named "${bulkInput}"` });
      return;
    }
    setBulkFoods((list) => [...list, food]);
    setBulkInput('');
  };

  const addUnused = () => {
    const unused = foods.filter((f) => !datesBySlug.has(f.slug) && !bulkFoods.includes(f));
    if (unused.length === 0) {
      setNotice({ kind: 'warning', text: ALL_FOODS_USED });
      return;
    }
    setBulkFoods((list) => [...list, ...unused]);
  };

  const move = (index: number, by: number) =>
    setBulkFoods((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item!);
      return next;
    });

  const bulkSet = async () => {
    setNotice(undefined);
    setBusy(true);
    try {
      const answer = await adminRequest<{ count: number }>('POST', '/admin/daily-challenges/bulk', { foods: bulkFoods.map((f) => f.slug), version: list?.version });
      setNotice({ kind: 'ok', text: `Successfully set ${answer.count} challenges!` });
      setBulkFoods([]);
      await load();
    } catch (err) {
      const message = messageOf(err);
      // The server's own words for the spec's refusals ('Please select at least one food', 'Not enough available dates ...').
      setNotice({ kind: 'error', text: isBulkRefusal(message) ? message : `Failed to set bulk challenges. ${message}` });
    }
    setBusy(false);
  };

  const bulkDelete = async () => {
    if (selectedDays.length === 0) return;
    if (!window.confirm(`Delete the challenges of ${selectedDays.length} selected day(s)?`)) return;
    setNotice(undefined);
    setBusy(true);
    try {
      const answer = await adminRequest<{ count: number }>('POST', '/admin/daily-challenges/bulk-delete', { dates: selectedDays, version: list?.version });
      setNotice({ kind: 'ok', text: `Successfully deleted ${answer.count} challenge(s)!` });
      leaveSelection();
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: `Failed to delete some challenges. ${messageOf(err)}` });
    }
    setBusy(false);
  };

  if (loadError && !list) return <Notice text={loadError} />;
  if (!list) return <p>Loading...</p>;

  const grid = monthGrid(month);
  // The free dates a bulk set would fill: the server plans with the same rule.
  const { from, through } = bulkWindow(list.today);
  const freeIn365 = freeDates(Object.fromEntries(list.challenges.map((c) => [c.date, c.slug])), from, through).length;
  const maxCompletions = Math.max(0, ...(stats?.stats ?? []).map((s) => s.completion_count));

  return (
    <div className="admin-screen">
      <h1>Daily Challenge</h1>
      <datalist id="challenge-foods">
        {foods.map((f) => (
          <option key={f.slug} value={f.name} />
        ))}
      </datalist>
      <AdminNotice notice={notice} />

      <section className="page-card" aria-labelledby="cal-title">
        <div className="cal-head">
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setMonth((m) => shiftMonth(m, -1))} aria-label="Previous month">
            ‹
          </button>
          <h2 id="cal-title">{monthLabel(month)}</h2>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setMonth((m) => shiftMonth(m, 1))} aria-label="Next month">
            ›
          </button>
        </div>
        <p className="muted small">
          {selecting ? 'Selection mode: choose scheduled days to delete, and build a list of foods to schedule. Escape leaves it.' : 'Choose a day to set or change its challenge.'}
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
            const classes = ['cal-day', c ? '' : 'is-empty', day === list.today ? 'is-today' : ''].filter(Boolean).join(' ');
            const level = c?.difficulty?.level;
            const hardTwice = level === 'hard' && byDate.get(addDays(day, -1))?.difficulty?.level === 'hard';
            return (
              <button
                key={day}
                type="button"
                className={classes}
                data-date={day}
                aria-pressed={selecting ? selectedDays.includes(day) : date === day}
                onClick={() => clickDay(day)}
                aria-label={`${day}${c ? `: ${c.food}, challenge #${c.challengeNumber}${level ? `, ${level}` : ''}${hardTwice ? ' (second hard day in a row)' : ''}` : ': no challenge'}`}
              >
                <span className="cal-num">{Number(day.slice(8))}</span>
                {c ? <span className="cal-food">{c.food}</span> : null}
                {level ? (
                  <span
                    className={`cal-level level-${level}${hardTwice ? ' is-twice' : ''}`}
                    title={`${DIFFICULTY_WORDS[level]}: one typical first guess leaves ${c!.difficulty!.typicalLeft} dishes; a solver needs ${c!.difficulty!.solver} guesses${hardTwice ? '. The day before is hard too.' : ''}`}
                  >
                    <span className="cal-level-long">
                      {level}
                      {hardTwice ? ' ×2' : ''}
                    </span>
                    <span className="cal-level-short" aria-hidden="true">
                      {level[0]!.toUpperCase()}
                      {hardTwice ? '×2' : ''}
                    </span>
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <p className="small muted">
          {list.challenges.length} challenge days in all; {freeIn365} free dates in the next 365 days. Difficulty: how many dishes one typical first guess leaves, against
          every other dish (<code>platter audit --feedback</code>); “×2” marks a hard day after a hard day.
        </p>
      </section>

      {!selecting ? (
        <form className="page-card" onSubmit={setSingle} aria-labelledby="single-title">
          <h2 id="single-title">Set a challenge</h2>
          <div className="admin-filters">
            <div className="field">
              <label htmlFor="challenge-date">Date</label>
              <input id="challenge-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="challenge-food">Food</label>
              <input id="challenge-food" type="text" list="challenge-foods" value={foodName} onChange={(e) => setFoodName(e.target.value)} autoComplete="off" />
            </div>
          </div>
          {date && byDate.get(date) ? (
            <p className="small">
              {date} is currently <strong>{byDate.get(date)!.food}</strong> (challenge #{byDate.get(date)!.challengeNumber}).{' '}
              <button type="button" className="btn btn-danger btn-small" onClick={() => void deleteDay(date)}>
                Delete this challenge
              </button>
            </p>
          ) : null}
          {usedOn.length > 0 ? (
            <p className="warning-text" role="status">
              Warning: {chosen!.name} was already used in a challenge on {usedOn.join(', ')}.
            </p>
          ) : null}
          {confirming && confirming.date === date ? (
            <div className="confirm-panel" role="alertdialog" aria-labelledby="replace-question">
              <p id="replace-question">
                <strong>
                  Replace {confirming.food} (#{confirming.challengeNumber})?
                </strong>{' '}
                {date} already has a dish. Replacing it leaves {confirming.food} without a day; inserting moves {confirming.food} and the scheduled days after it one day later, up to the
                first free date.
              </p>
              <div className="button-row">
                <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void send('replace')} autoFocus>
                  Replace {confirming.food}
                </button>
                <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void send('insert')}>
                  Insert and move later days by one
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(undefined)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
          <div className="button-row">
            <button type="submit" className="btn" disabled={busy}>
              Set Challenge
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setSelecting(true)}>
              Selection mode
            </button>
          </div>
        </form>
      ) : (
        <section className="page-card" aria-labelledby="bulk-title">
          <h2 id="bulk-title">Selection mode</h2>
          <div className="button-row">
            <button type="button" className="btn btn-danger" disabled={busy || selectedDays.length === 0} onClick={() => void bulkDelete()}>
              Delete selected ({selectedDays.length})
            </button>
            <button type="button" className="btn btn-secondary" onClick={leaveSelection}>
              Leave selection mode
            </button>
          </div>
          <h3>Schedule foods in bulk</h3>
          <p className="small muted">The foods go, in this order, on the earliest free dates within 365 days from today.</p>
          <div className="admin-filters">
            <div className="field">
              <label htmlFor="bulk-food">Food to add</label>
              <input
                id="bulk-food"
                type="text"
                list="challenge-foods"
                value={bulkInput}
                onChange={(e) => setBulkInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addBulkFood();
                  }
                }}
                autoComplete="off"
              />
            </div>
          </div>
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={addBulkFood} disabled={!bulkInput.trim()}>
              Add to list
            </button>
            <button type="button" className="btn btn-secondary" onClick={addUnused}>
              Add all unused foods
            </button>
          </div>
          {bulkFoods.length > 0 ? (
            <ol className="bulk-list" aria-label="Foods to schedule">
              {bulkFoods.map((f, i) => {
                const used = datesBySlug.get(f.slug) ?? [];
                return (
                  <li key={`${f.slug}-${i}`}>
                    <span>
                      {f.name}
                      {used.length > 0 ? <span className="warning-text small"> (already used on {used.join(', ')})</span> : null}
                    </span>
                    <span className="admin-actions">
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${f.name} up`}>
                        ↑
                      </button>
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => move(i, 1)} disabled={i === bulkFoods.length - 1} aria-label={`Move ${f.name} down`}>
                        ↓
                      </button>
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => setBulkFoods((l) => l.filter((_, j) => j !== i))} aria-label={`Remove ${f.name}`}>
                        ✕
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="small muted">No foods chosen yet.</p>
          )}
          {freeIn365 === 0 ? (
            <p className="warning-text small" id="bulk-reason">
              Every date of the next 365 days already has a dish: delete some days (or use Set a challenge to insert one) before scheduling more.
            </p>
          ) : null}
          <button type="button" className={freeIn365 === 0 ? 'btn btn-secondary' : 'btn'} disabled={busy || freeIn365 === 0} aria-describedby={freeIn365 === 0 ? 'bulk-reason' : undefined} onClick={() => void bulkSet()}>
            Schedule {bulkFoods.length} food{bulkFoods.length === 1 ? '' : 's'}
          </button>
        </section>
      )}

      <section className="page-card" aria-labelledby="stats-title">
        <h2 id="stats-title">Completion statistics</h2>
        {stats ? (
          <>
            <p>
              Total challenges: <strong data-testid="total-challenges">{stats.totalChallenges}</strong> · Total completions:{' '}
              <strong data-testid="total-completions">{stats.totalCompletions}</strong>
            </p>
            <DataTable columns={['Date', '#', 'Food', 'Completions']} empty="No day has been played yet.">
              {[...stats.stats]
                .filter((s) => s.date <= list.today)
                .reverse()
                .map((s) => (
                  <tr key={s.date}>
                    <th scope="row" className="nowrap">{s.date}</th>
                    <td>{s.challengeNumber}</td>
                    <td>{s.food ?? '—'}</td>
                    <td>
                      <span className="completion-cell">
                        <span>{s.completion_count}</span>
                        <CountBar value={s.completion_count} max={maxCompletions} />
                      </span>
                    </td>
                  </tr>
                ))}
            </DataTable>
          </>
        ) : (
          <p className="muted">No statistics yet.</p>
        )}
      </section>
    </div>
  );
}

export default function ChallengeAdmin() {
  return (
    <AdminGate>
      <ChallengeScreen />
    </AdminGate>
  );
}
